import { beforeEach, describe, expect, it } from 'vitest';
import html from '../../index.html?raw';
import { applyTheme } from './theme';

/**
 * index.html's inline script, which runs before the first paint (and before the
 * app, which no longer puts the theme on at its start): it must leave the page as
 * applyTheme would for the theme the player chose.
 */
const inlineScript = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';

function freshPage() {
  document.head.innerHTML = '<meta name="theme-color" content="#0b7a3e" />';
  document.body.innerHTML = '<div id="app"><button type="button">Menu</button></div><p>x</p>';
  delete document.documentElement.dataset.theme;
}

/** What the page looks like once `put` has run on a fresh page. */
function pageAfter(put: () => void) {
  freshPage();
  put();
  return {
    theme: document.documentElement.dataset.theme,
    color: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
  };
}

const runInlineScript = () => new Function(inlineScript)();

beforeEach(() => localStorage.clear());

describe("index.html's inline script", () => {
  it('puts on the dark theme the player chose, as the app does', () => {
    const chosen = pageAfter(() => applyTheme(true));
    expect(chosen).toEqual({ theme: 'dark', color: '#10151c' });
    // applyTheme stored the choice: the next page load starts from it.
    expect(pageAfter(runInlineScript)).toEqual(chosen);
  });

  it('puts on the light theme when light or nothing was chosen', () => {
    expect(pageAfter(runInlineScript)).toEqual({ theme: 'light', color: '#0b7a3e' });
    const chosen = pageAfter(() => applyTheme(false));
    expect(pageAfter(runInlineScript)).toEqual(chosen);
  });

  it("keeps the last tap on a button of the app's page until the app takes it", () => {
    freshPage();
    runInlineScript();
    const button = document.querySelector('button') as HTMLButtonElement;
    button.click();
    expect(window.takeEarlyTap?.()).toBe(button);
    // Once taken, taps are the app's own: none is kept for later.
    document.querySelector('p')?.click();
    expect(window.takeEarlyTap?.()).toBe(button);
  });
});
