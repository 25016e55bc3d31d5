import { describe, expect, it } from 'vitest';
import { en, fr, hasMessage } from '../i18n';
import { attributionKey } from './quotes';

describe('attributionKey', () => {
  it('translates the attributions that name no one, in either language', () => {
    expect(attributionKey('African proverb')).toBe('quotes.african_proverb');
    expect(attributionKey(' proverbe Africain ')).toBe('quotes.african_proverb');
    const key = attributionKey('African proverb') ?? '';
    expect(hasMessage(en, key) && hasMessage(fr, key)).toBe(true);
    expect(fr.quotes.african_proverb).toBe('Proverbe africain');
  });

  it('leaves the names of people as written', () => {
    expect(attributionKey('Nelson Mandela')).toBeNull();
    expect(attributionKey('Léopold Sédar Senghor')).toBeNull();
  });
});
