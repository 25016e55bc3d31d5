/** Paging, sockets and truncation lengths (player spec section 9, back office section 2). */

/** Grid page-size presets. SINGLE asks for one item (random quiz, newest quiz card). */
export const PAGE_SIZES = {
  XXXL: 40,
  XXL: 25,
  XL: 20,
  L: 14,
  M2: 10,
  M: 8,
  S: 6,
  XS: 3,
  XXS: 2,
  SINGLE: 1,
} as const;
export type PageSizeName = keyof typeof PAGE_SIZES;

/** Lists are paged from 1. */
export const FIRST_PAGE = 1;

/** Reconnect attempts after a socket closes. Buy and cash-out limits are not shown by the spec: 3 like news. */
export const SOCKET_RECONNECT_ATTEMPTS = {
  news: 3,
  buyCredits: 3,
  cashout: 3,
} as const;

/** Character counts at which texts are cut with an ellipsis (format/truncate). */
export const TRUNCATION = {
  gameTitleCard: 20,
  gameTitleList: 45,
  gameTitleAdmin: 60,
  challengeTitle: 100,
  shareTitle: 25,
  nameShort: 15,
  nameLong: 30,
  contactShort: 17,
  contactLong: 20,
  coverDescription: 100,
  indexCoverDescriptionAdmin: 15,
  searchPlaceholder: 25,
  score: 5,
  navLabelShort: 6,
  navLabelMedium: 15,
  navLabelLong: 20,
} as const;

/**
 * Maximum lengths accepted by the validation schemas. The spec gives minimums only;
 * these are generous bounds that keep rows and cards sane and stop abusive payloads.
 */
export const MAX_LENGTHS = {
  /** player name, first and last names */
  name: 50,
  /** game titles */
  title: 150,
  /** question labels, cover descriptions, badge descriptions */
  label: 300,
  /** a question's explanation, shown with its correction */
  explanation: 1000,
  /** one text choice of a question */
  choice: 150,
  /** quote texts */
  quote: 500,
  author: 100,
  /** codes of indexes and badge types, rccm */
  code: 50,
  /** company names */
  company: 150,
  /** message attached to a credit request */
  message: 300,
  /** RFC 5321 path limit */
  email: 254,
  url: 2048,
} as const;

/** Minimum length of game titles and question labels (back office section 5). */
export const MIN_TITLE_LENGTH = 5;

/** Largest file the server accepts in an upload (5 MB); pictures are shrunk on arrival anyway. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The picture formats the server takes in managers' forms, read from the content (never the name). */
export const PICTURE_FORMATS = ['png', 'jpeg', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** The most a game's form carries in all: its pictures together (30 picture questions of 4 choices). */
export const MAX_FORM_UPLOAD_BYTES = 60 * 1024 * 1024;

/**
 * The widths, in pixels, a raster picture is served at besides its own (`/media/<key>?w=192`):
 * a 72 px card asks for 192 on a phone of density 2 rather than a 960 px cover. Few on
 * purpose: each is made once per picture and kept.
 */
export const PICTURE_WIDTHS = [96, 192, 384, 768] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
