/** Texts of the games list's filters and counts (resources.games.list), loaded with it. */
export const gameListEn = {
  list: {
    total: '%{smart_count} game |||| %{smart_count} games',
    category: 'Category',
    no_active: 'No active games.',
    no_inactive: 'There are no inactive games.',
    no_match: 'No games match these filters.',
  },
};

export default gameListEn;
