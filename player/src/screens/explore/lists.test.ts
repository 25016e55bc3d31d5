import { describe, expect, it } from 'vitest';
import { categoriesBlock, drawZeroToTen, gamesPath, isFeatured, splitNewest } from './lists';

describe('explore blocks', () => {
  it('split the newest games into the large card, 2-6 and 7-11', () => {
    const games = Array.from({ length: 11 }, (_, i) => i + 1);
    expect(splitNewest(games)).toEqual({
      first: 1,
      newer: [2, 3, 4, 5, 6],
      later: [7, 8, 9, 10, 11],
    });
    expect(splitNewest([])).toEqual({ first: null, newer: [], later: [] });
  });

  it('pick popular categories above 5, unpopular ones otherwise, 4 at most', () => {
    const indexes = [5, 50, 0, 20, 10].map((n, id) => ({ id, number_of_participations: n }));
    expect(categoriesBlock(indexes, 6)).toMatchObject({ popular: true });
    expect(categoriesBlock(indexes, 6).list.map((i) => i.number_of_participations)).toEqual([
      50, 20, 10, 5,
    ]);
    expect(categoriesBlock(indexes, 5).list.map((i) => i.number_of_participations)).toEqual([
      0, 5, 10, 20,
    ]);
  });

  it('draw whole numbers from 0 to 10', () => {
    expect(drawZeroToTen(() => 0)).toBe(0);
    expect(drawZeroToTen(() => 0.999)).toBe(10);
  });

  it('feature every third category, starting with the first', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(isFeatured)).toEqual([
      true,
      false,
      false,
      true,
      false,
      false,
      true,
    ]);
  });

  it('ask for light cards', () => {
    expect(gamesPath('latest', 11)).toBe('/api/games/get/latest/1/11/?serializer_type=simple');
    expect(gamesPath('popular', 5, 3)).toBe(
      '/api/games/get/popular/1/5/?serializer_type=simple&game_index_id=3',
    );
  });
});
