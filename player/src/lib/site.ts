/**
 * The company's own site, linked from the footer. Neither the spec nor the API
 * gives its address; this is the one place to change it.
 */
export const COMPANY_SITE = 'https://www.quiz.cm';

/** First year shown in the footer's copyright line. */
export const COPYRIGHT_START = 2024;
