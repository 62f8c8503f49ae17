/**
 * The Crawler choice: the presets as checkboxes (search crawlers and `*` in view, the AI
 * crawlers one click away) and any other product tokens typed, several at once. Tokens are
 * checked by the worker; its refusals are shown under the field they were typed in.
 */
import { useId } from 'react';
import { crawlerPresets } from '../../core/robots/analyses/ai-crawlers';
import type { RobotsWorkbenchEvent } from '../../worker/protocol/request-map';
import { t } from '../../i18n/i18n';
import { robotsMessageText } from '../../i18n/robots-message-text';

interface Props {
  checked: readonly string[];
  onCheckedChange(checked: string[]): void;
  typed: string;
  onTypedChange(typed: string): void;
  errors: RobotsWorkbenchEvent['agentErrors'];
}

/** Typed tokens: separated by commas or new lines (a space stays, so it can be refused). */
export function splitTypedTokens(typed: string): string[] {
  return typed
    .split(/[,\n]/)
    .map((token) => token.trim())
    .filter((token) => token !== '');
}

export function CrawlerChoice({ checked, onCheckedChange, typed, onTypedChange, errors }: Props) {
  const typedId = useId();
  const errorsId = useId();
  const toggle = (token: string, isOn: boolean) =>
    onCheckedChange(
      crawlerPresets
        .map((preset) => preset.token)
        .filter((each) => (each === token ? isOn : checked.includes(each))),
    );
  const box = (token: string) => (
    <label key={token} className="wb-check">
      <input
        type="checkbox"
        checked={checked.includes(token)}
        onChange={(event) => toggle(token, event.target.checked)}
      />
      {token}
    </label>
  );
  const ai = crawlerPresets.filter((preset) => preset.family === 'ai');
  const aiChecked = ai.filter((preset) => checked.includes(preset.token)).length;
  return (
    <fieldset className="wb-crawlers">
      <legend>{t('wb.crawler.label')}</legend>
      <div className="wb-checks">
        {crawlerPresets
          .filter((preset) => preset.family !== 'ai')
          .map((preset) => box(preset.token))}
      </div>
      <details>
        <summary>{t('wb.crawler.ai', { count: ai.length, checked: aiChecked })}</summary>
        <div className="wb-checks">{ai.map((preset) => box(preset.token))}</div>
      </details>
      <label htmlFor={typedId}>{t('wb.crawler.typed')}</label>
      <input
        id={typedId}
        type="text"
        value={typed}
        placeholder={t('wb.crawler.typedPlaceholder')}
        aria-invalid={errors.length > 0}
        aria-describedby={errors.length > 0 ? errorsId : undefined}
        onChange={(event) => onTypedChange(event.target.value)}
        spellCheck={false}
      />
      {errors.length > 0 && (
        <ul id={errorsId} className="field-error">
          {errors.map((error) => (
            <li key={error.agent}>{robotsMessageText(error.message)}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
