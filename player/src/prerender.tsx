import type { Messages } from '@quiz/shared/i18n';
import { baseFr } from '@quiz/shared/i18n/base-fr';
import { renderToString } from 'preact-render-to-string';
import { Router } from 'wouter-preact';
import { App } from './app';
import { i18n } from './lib/i18n';
import { api } from './lib/paths';
import { routeOf } from './routes';

/**
 * The API reads whose answers the page asks for with itself, before its code runs:
 * the top ad's, whose picture is the largest of the first screen. The same for every
 * visitor and player, so the app's own read takes the answer already on its way.
 */
export const firstReads: Record<string, string[]> = {
  '/explore': [api.ads.bySpace(1)],
};

/**
 * The site's first view at `path` as HTML, for a visitor and in French like the
 * page's first language: the shell and the screen's placeholders, before any
 * answer of the API. Run at build time (scripts/prerender.mjs), never shipped.
 */
export async function prerender(path: string): Promise<string> {
  i18n.set({ lang: 'fr', messages: baseFr as Messages });
  // Rendered synchronously: the screen's code must be there, not its loader.
  await routeOf(path)?.view.preload?.();
  return renderToString(
    <Router ssrPath={path}>
      <App />
    </Router>,
  );
}
