import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { App } from './app';
import { i18nReady, initI18n } from './i18n';
import { createAppRouter } from './router';

initI18n();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Spanish is bundled; a stored English choice waits for its messages (one small request) before render.
void i18nReady().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  ),
);
