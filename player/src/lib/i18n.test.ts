import { baseEn } from '@quiz/shared/i18n/base-en';
import { baseFr } from '@quiz/shared/i18n/base-fr';
import { describe, expect, it } from 'vitest';
import { setLanguage } from './i18n';

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
});
