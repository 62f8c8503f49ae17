/** Entry: one analyzer worker for the page's lifetime, created outside React (StrictMode mounts twice). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAnalyzerClient } from './worker-client/analyzer-client';
import { ingestWorkersParam } from './worker-client/ingest-workers-param';
import { LANGUAGE_TAGS, currentLocale, setLocale, subscribeLocale, t } from '../i18n/i18n';
import { browserLanguages, initialLocale, rememberedLocale } from './i18n/locale-choice';
import { readOpeningLink } from './share/opening-link';
import './styles.css';

const opening = readOpeningLink(window.location.hash);
setLocale(
  initialLocale({
    shared:
      opening.kind === 'shared' || opening.kind === 'history' ? opening.state.lang : undefined,
    remembered: rememberedLocale(),
    languages: browserLanguages(),
  }),
);
// The page's own side of a language: set now, and again on every switch (before React's
// listeners, which subscribe later, so a re-render reads the new `<html lang>`).
function showLocale(): void {
  document.documentElement.lang = LANGUAGE_TAGS[currentLocale()];
  document.title = t('app.name');
}
showLocale();
subscribeLocale(showLocale);
const client = createAnalyzerClient();
// A benchmarking knob (docs/benchmarks.md): sent before any file, so every read uses it.
const ingestWorkers = ingestWorkersParam(window.location.search);
if (ingestWorkers !== undefined) client.request({ type: 'configure', ingestWorkers });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
