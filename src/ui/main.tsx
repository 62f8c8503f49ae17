/** Entry: one analyzer worker for the page's lifetime, created outside React (StrictMode mounts twice). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAnalyzerClient } from './worker-client/analyzer-client';
import { t, translator } from './i18n/i18n';
import './styles.css';

document.documentElement.lang = translator.locale;
document.title = t('app.name');
const client = createAnalyzerClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
