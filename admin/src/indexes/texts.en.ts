/** Texts of the indexes screens (resources.indexes), loaded with them. */
export const indexesEn = {
  add: 'Add a game index',
  max_reached: 'The maximum of %{max} game indexes is reached: remove one to add another.',
  empty: 'No game index yet.',
  back: 'Back to the game indexes',
  saved: 'Game index “%{label}” saved.',
  create_title: 'New game index',
  edit_title: 'Edit the game index',
  save_failed: 'The game index could not be saved. Please try again.',
  fields: {
    code: 'Code',
    label: 'Label',
    label_fr: 'Label (French)',
    label_en: 'Label (English)',
    cover_description: 'Cover description',
    cover_description_fr: 'Cover (French)',
    cover_description_en: 'Cover (English)',
    cover_image: 'Cover image',
    image: 'Index image',
    icon: 'Icon',
  },
  remove: {
    title: 'Remove a game index',
    question: 'Remove the game index “%{name}”?',
    failed: 'The game index could not be removed.',
  },
};

export default indexesEn;
