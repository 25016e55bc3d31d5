import { describe, expect, it } from 'vitest';
import { PLAYER_LINKS, VISITOR_LINKS } from './PhoneMenu';

describe('the phone menu', () => {
  it('gives every entry an icon of its own, gains apart from credits', () => {
    const icons = [...VISITOR_LINKS, ...PLAYER_LINKS].map(([, , icon]) => icon);
    expect(new Set(icons).size).toBe(icons.length);
    const iconOf = (path: string) => PLAYER_LINKS.find(([to]) => to === path)?.[2];
    expect(iconOf('/gains')).toBe('cash');
    expect(iconOf('/my-credits')).toBe('bolt');
  });
});
