/** Texts of a game's details view (resources.games.details), loaded with it. */
export const gameDetailsEn = {
  details: {
    shown_in_fr: 'Shown in French',
    shown_in_en: 'Shown in English',
    show_fr: 'Show in French',
    show_en: 'Show in English',
    cover_alt: 'Cover of %{title}',
    no_cover: 'This game has no cover.',
    places: 'In the back office',
  },
};

export default gameDetailsEn;
