import { baseEn } from '@quiz/shared/i18n/base-en';
import { baseFr } from '@quiz/shared/i18n/base-fr';
import { describe, expect, it, vi } from 'vitest';
import { catalogLoaders } from './catalogs';
import { i18n, setLanguage } from './i18n';

describe('language', () => {
  it('gives the page the description and the lang of the language chosen', async () => {
    document.head.innerHTML = `<meta name="description" content="${baseFr.app.description}">`;
    const description = () =>
      document.querySelector('meta[name="description"]')?.getAttribute('content');
    await setLanguage('en', { save: false });
    expect(document.documentElement.lang).toBe('en');
    expect(description()).toBe(baseEn.app.description);
    await setLanguage('fr', { save: false });
    expect(document.documentElement.lang).toBe('fr');
    expect(description()).toBe(baseFr.app.description);
  });

  it("keeps the language asked last when the first one's catalog comes later", async () => {
    await setLanguage('fr', { save: false });
    // The page asks for English; the account's French is asked while English still downloads.
    let englishArrives = (): void => {};
    const loadEnglish = vi
      .spyOn(catalogLoaders, 'en')
      .mockImplementation(
        () => new Promise((resolve) => (englishArrives = () => resolve(baseEn as never))),
      );
    const page = setLanguage('en', { save: false });
    await setLanguage('fr');
    englishArrives();
    await page;
    expect(i18n.get().lang).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    loadEnglish.mockRestore();
    // Asked last and come last, English is shown.
    await setLanguage('en', { save: false });
    expect(i18n.get().lang).toBe('en');
  });
});
