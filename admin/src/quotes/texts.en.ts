/** Texts of the quotes screens (resources.quotes), loaded with them. */
export const quotesEn = {
  add: 'Add a quote',
  empty: 'No quote yet.',
  max_reached: 'The maximum of %{max} quotes is reached: remove one to add another.',
  saved: 'Quote by %{author} saved.',
  create_title: 'New quote',
  edit_title: 'Edit the quote',
  failed_title: 'Not saved',
  failed: 'The quote could not be saved. Please try again.',
  remove_title: 'Delete this quote?',
  remove_question: 'The quote of %{author} leaves the games that show it.',
  remove_failed: 'The quote could not be deleted. Please try again.',
  list: 'Quotes',
  fields: {
    author: 'Author',
    quote: 'Quote',
  },
};

export default quotesEn;
