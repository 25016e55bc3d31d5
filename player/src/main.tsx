import './styles/global.css';
import { render } from 'preact';
import { App } from './app';
import { i18n, setLanguage } from './lib/i18n';
import { startSession } from './lib/session';
import { routeOf } from './routes';

// The stored theme is on already: index.html puts it on before the first paint.

// Fetch the first screen's code while the catalog downloads, rather than after.
const first = routeOf(location.pathname === '/' ? '/explore' : location.pathname);
// A failed download is shown by the view itself when it renders.
const screen = first?.view.preload?.().catch(() => {});

// The first render waits for the screen's code too: a page that came with its first
// view (scripts/prerender.mjs) keeps it, in the player's language, instead of a loader.
const root = document.getElementById('app');
Promise.all([setLanguage(i18n.get().lang, { save: false }), screen]).then(() => {
  if (root) render(<App />, root);
});
startSession();
