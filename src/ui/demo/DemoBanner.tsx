import { t } from '../../i18n/i18n';
import type { DemoState } from './useDemo';

interface Props {
  state: DemoState;
  isShowingDemo: boolean;
  hasFiles: boolean;
  /** How many of the user's files the last Clear or Load demo took away (0: nothing to undo). */
  removedCount: number;
  /** The last Clear or hand-over took the robots.txt history away too. */
  hasRemovedHistory: boolean;
  onClear(): void;
  onLoad(): void;
  onUndo(): void;
  onDismissUndo(): void;
}

/**
 * Says plainly when the page shows sample data, with a way out (Clear) and, when it does
 * not, a way back (Load demo); once the user's own files are in, it says nothing about the
 * demo. Taking the user's files away offers Undo.
 */
export function DemoBanner(props: Props) {
  const { state, isShowingDemo, hasFiles, removedCount, hasRemovedHistory, onClear, onLoad } =
    props;
  const canUndo = removedCount > 0 || hasRemovedHistory;
  let text = '';
  if (state.phase === 'loading') text = t('demo.loading');
  else if (state.phase === 'failed') text = t('demo.failed', { detail: state.detail });
  else if (isShowingDemo) text = t('demo.active');
  else if (!hasFiles) text = t('demo.inactive');
  // With the user's own files in and no Undo to offer there is nothing to say: the actions
  // stay, as a slim row without the banner's box.
  const isQuiet = text === '' && !canUndo;
  return (
    <section
      className={
        isShowingDemo ? 'demo-banner is-demo' : isQuiet ? 'demo-banner is-quiet' : 'demo-banner'
      }
      aria-label={t('demo.label')}
    >
      {isShowingDemo && <span className="demo-badge">{t('demo.label')}</span>}
      <p role="status">{text}</p>
      {canUndo && (
        <p className="demo-undo">
          {removedCount > 0 ? t('demo.removed', { count: removedCount }) : t('demo.removedHistory')}{' '}
          <button type="button" onClick={props.onUndo}>
            {t('demo.undo')}
          </button>{' '}
          <button type="button" onClick={props.onDismissUndo}>
            {t('demo.dismiss')}
          </button>
        </p>
      )}
      <div className="demo-actions">
        <button type="button" onClick={onClear} disabled={!hasFiles}>
          {t('demo.clear')}
        </button>
        {!isShowingDemo && (
          <button type="button" onClick={onLoad} disabled={state.phase === 'loading'}>
            {t('demo.load')}
          </button>
        )}
      </div>
    </section>
  );
}
