import { t } from '../i18n/i18n';
import type { DemoState } from './useDemo';

interface Props {
  state: DemoState;
  isShowingDemo: boolean;
  hasFiles: boolean;
  onClear(): void;
  onLoad(): void;
}

/** Says plainly when the page shows sample data, with a way out (Clear) and back (Load demo). */
export function DemoBanner({ state, isShowingDemo, hasFiles, onClear, onLoad }: Props) {
  let text: string;
  if (state.phase === 'loading') text = t('demo.loading');
  else if (state.phase === 'failed') text = t('demo.failed', { detail: state.detail });
  else text = isShowingDemo ? t('demo.active') : t('demo.inactive');
  return (
    <section
      className={isShowingDemo ? 'demo-banner is-demo' : 'demo-banner'}
      aria-label={t('demo.label')}
    >
      {isShowingDemo && <span className="demo-badge">{t('demo.label')}</span>}
      <p role="status">{text}</p>
      <div className="demo-actions">
        <button type="button" onClick={onClear} disabled={!hasFiles}>
          {t('demo.clear')}
        </button>
        <button type="button" onClick={onLoad} disabled={state.phase === 'loading'}>
          {t('demo.load')}
        </button>
      </div>
    </section>
  );
}
