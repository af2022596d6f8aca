import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadRoute } from './app/routes.tsx';
import { loadLanguage, storedLanguage } from './lib/i18n.ts';
import { restoreSession } from './lib/session-check.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// An expired access token is refreshed (or the session cleared) before anything renders (spec §4);
// the language's texts and the page's chunks load meanwhile.
preloadRoute(window.location.pathname);
void Promise.allSettled([restoreSession(), loadLanguage(storedLanguage())]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
