import type { BadgeRule } from '@quiz/shared/types';

/**
 * Shapes of the seed catalogue: the JSON files beside this one hold values of
 * these types, checked when loaded (./load.ts), and `../index.ts` turns them
 * into rows. Media paths are relative to `mock-api/seed-media/` and are copied
 * into the media store on seeding, so the server serves them like any upload.
 */

/** The code of a game index (category) of indexes.json, e.g. 'sport'. */
export type SeedIndexCode = string;

export interface SeedIndex {
  code: SeedIndexCode;
  label_en: string;
  label_fr: string;
  cover_description_en: string;
  cover_description_fr: string;
  /** small square pictogram, e.g. 'indexes/sport-icon.svg' */
  icon: string;
  /** square illustration, e.g. 'indexes/sport-image.svg' */
  image: string;
  /** wide banner, e.g. 'indexes/sport-cover.svg' */
  cover_image: string;
}

export interface SeedQuote {
  author: string;
  quote_en: string;
  quote_fr: string;
}

/** Text questions: sc = one correct choice, mc = the exact set, moc = the exact order. */
export interface SeedTextQuestion {
  type: 'sc' | 'mc' | 'moc';
  label_en: string;
  label_fr: string;
  /** same length and same order in both languages */
  choices_en: string[];
  choices_fr: string[];
  /**
   * Indexes into the choices. sc: exactly one. mc: every correct one (order
   * does not matter). moc: every choice, listed in the correct order.
   */
  correction_ids: number[];
  /** optional picture shown with the question, path under seed-media */
  illustration?: string;
}

/** Picture questions: the choices are images (paths under seed-media). */
export interface SeedPictureQuestion {
  type: 'psc' | 'pmc' | 'pmoc';
  label_en: string;
  label_fr: string;
  choice_images: string[];
  correction_ids: number[];
  illustration?: string;
}

export type SeedQuestion = SeedTextQuestion | SeedPictureQuestion;

export interface SeedGame {
  /** stable slug, unique across the catalogue, e.g. 'cameroon-regions' */
  key: string;
  /** one or more index codes; the first is the main one */
  indexes: SeedIndexCode[];
  title_en: string;
  title_fr: string;
  /**
   * cover drawn for the quiz's subject, 'games/<key>.svg' under seed-media:
   * 640x400 with the subject in the middle square, so the wide card and the
   * square challenge card both show it whole
   */
  cover: string;
  /** optional quote shown with the game */
  quote?: SeedQuote;
  /** at least 10 */
  questions: SeedQuestion[];
}

export type { BadgeRule };

export interface SeedBadgeType {
  type: BadgeRule;
  threshold: number;
  code_en: string;
  code_fr: string;
  title_en: string;
  title_fr: string;
  description_en: string;
  description_fr: string;
  /** rank among badges, higher is more prestigious */
  weight: number;
  color: 'gold' | 'silver' | 'bronze';
  /** credits given with the badge, 0 for none */
  number_of_units: number;
  icon: string;
  image: string;
}

/** The three ad spaces of the explore page (ids 1, 2, 3). */
export type SeedAdSpace = 1 | 2 | 3;

export interface SeedAdPartner {
  entreprise_name: string;
  rccm?: string;
  phone_1: string;
  phone_2: string;
  email: string;
  subscriptions: { space: SeedAdSpace; amount: number; duration_days: number }[];
  ads: { space: SeedAdSpace; illustration: string; link?: string }[];
}
