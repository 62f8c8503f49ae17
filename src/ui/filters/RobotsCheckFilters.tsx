/**
 * The URL table's robots.txt choices: the **robots.txt verdict** filter (run in the worker,
 * over the verdict column) and the **Crawler for robots.txt check** whose verdicts the
 * column shows. The crawler is the page's robots.txt check (PanelContext), shared with the
 * robots.txt tab; a token typed there joins the presets here.
 */
import { crawlerPresets } from '../../core/robots/analyses/ai-crawlers';
import { t } from '../../i18n/i18n';
import type { RobotsVerdictName } from '../../worker/protocol/robots';
import { FilterSelect } from './FilterSelect';

const VERDICTS: readonly RobotsVerdictName[] = ['allowed', 'blocked', 'not-covered'];

interface Props {
  verdict: RobotsVerdictName | undefined;
  onVerdict(verdict: RobotsVerdictName | undefined): void;
  agent: string;
  onAgent(agent: string): void;
}

export function RobotsCheckFilters({ verdict, onVerdict, agent, onAgent }: Props) {
  const tokens = crawlerPresets.map((preset) => preset.token);
  if (!tokens.includes(agent)) tokens.unshift(agent);
  return (
    <div className="filter-bar robots-check-filters">
      <FilterSelect
        label={t('filters.robotsVerdict')}
        allLabel={t('filters.robotsVerdict.any')}
        value={verdict}
        options={VERDICTS.map((value) => ({ value, label: t(`urls.robots.${value}`) }))}
        onChange={(value) => onVerdict(value as RobotsVerdictName | undefined)}
      />
      <label>
        {t('filters.robotsAgent')}
        <select value={agent} onChange={(event) => onAgent(event.target.value)}>
          {tokens.map((token) => (
            <option key={token} value={token}>
              {token}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
