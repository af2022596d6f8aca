import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLocale } from './chrome/locale-cache.ts';
import { PlayerApp } from './PlayerApp.tsx';
import './player.css';

// The words of the languages this player may be shown start loading now, alongside the campaign (the
// first render starts its fetch): ?lang=, the head's (the server writes a published campaign's default
// language there, published-page.ts) and the browser's. Screens wait for theirs (useLocaleReady), so
// none shows English first.
const requested = new URLSearchParams(window.location.search).get('lang') ?? undefined;
for (const language of [requested, document.documentElement.lang, navigator.language, ...(navigator.languages ?? [])]) {
  loadLocale(language);
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PlayerApp />
    </StrictMode>,
  );
}
