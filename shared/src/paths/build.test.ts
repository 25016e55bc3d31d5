import { describe, expect, it } from 'vitest';
import { path, query, seg } from './build';

describe('seg', () => {
  it('encodes characters that would change the path', () => {
    expect(seg('a/b?c#d&e f')).toBe('a%2Fb%3Fc%23d%26e%20f');
    expect(seg(12)).toBe('12');
  });
});

describe('query', () => {
  it('is empty when no value is set', () => {
    expect(query({})).toBe('');
    expect(query({ a: undefined, b: null })).toBe('');
  });

  it('keeps insertion order and encodes keys and values', () => {
    expect(query({ step: 2, username: 'a+b@x.cm' })).toBe('?step=2&username=a%2Bb%40x.cm');
  });

  it('repeats the key for arrays and skips empty arrays', () => {
    expect(query({ indexes: [1, 2] })).toBe('?indexes=1&indexes=2');
    expect(query({ indexes: [] })).toBe('');
  });

  it('encodes spaces as %20, not +', () => {
    expect(query({ index: 'switch theme' })).toBe('?index=switch%20theme');
  });
});

describe('path', () => {
  it('keeps literal parts and encodes each value as one segment', () => {
    expect(path`/api/search/quizzes/${'a/b'}/${3}/`).toBe('/api/search/quizzes/a%2Fb/3/');
    expect(path`/api/terms-&-conditions/${'fr'}/`).toBe('/api/terms-&-conditions/fr/');
  });
});
