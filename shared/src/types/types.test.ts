import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Challenge, Registration } from '../contract';
import {
  AD_FORMS,
  BADGE_COLORS,
  FRIEND_REQUEST_ACTIONS,
  GAME_KINDS,
  GAME_ORDERINGS,
  GENDERS,
  type Gender,
  IMAGE_SHAPES,
  isOneOf,
  LANGUAGES,
  MANAGER_FUNCTIONS,
  ME_INDEXES,
  NAVIGATION_MODES,
  PAYMENT_METHODS,
  PERIODS,
  PLAY_LAUNCHES,
  type PlaySocketClientMessage,
  QUESTION_DISPLAY_TYPES,
  QUESTION_TYPES,
  type QuestionType,
  REQUEST_STATUSES,
  THEMES,
  TRANSACTION_STATUSES,
} from './index';

describe('enumerations', () => {
  it('hold the spec values exactly', () => {
    expect(GENDERS).toEqual(['male', 'female']);
    expect(LANGUAGES).toEqual(['fr', 'en']);
    expect(NAVIGATION_MODES).toEqual(['PLAYER_MODE', 'ADMIN_MODE']);
    expect(THEMES).toEqual(['DARK_THEME', 'LIGHT_THEME']);
    expect(PLAY_LAUNCHES).toEqual(['start_play', 'play_recovery']);
    expect(GAME_KINDS).toEqual(['solo', 'challenge']);
    expect(GAME_ORDERINGS).toEqual([
      'latest',
      'trending',
      'popular',
      'non_popular',
      'random',
      'for_you',
      'started_by_friends',
    ]);
    expect(PERIODS).toEqual(['today', 'last_7', 'last_30', 'all_time']);
    expect(FRIEND_REQUEST_ACTIONS).toEqual(['unfriend', 'cancel', 'decline', 'accept']);
    expect(QUESTION_TYPES).toEqual(['sc', 'mc', 'moc', 'psc', 'pmc', 'pmoc']);
    expect(QUESTION_DISPLAY_TYPES).toEqual(['normal', 'simplified', 'text']);
    expect(IMAGE_SHAPES).toEqual(['square', 'rectangle']);
    expect(REQUEST_STATUSES).toEqual(['PENDING', 'FAILED', 'DECLINED', 'ACCEPTED', 'CANCELED']);
    expect(TRANSACTION_STATUSES).toEqual([
      'PENDING',
      'FAILURE',
      'SUCCESSFULL',
      'INITIATED',
      'CANCELLED',
    ]);
    expect(BADGE_COLORS).toEqual(['gold', 'silver', 'bronze']);
    expect(MANAGER_FUNCTIONS).toEqual(['supermanager', 'gamesmanager', 'paymentsmanager']);
    expect(PAYMENT_METHODS).toEqual(['om', 'mtn']);
    expect(AD_FORMS).toEqual(['rectangle', 'square']);
  });

  it('keep the spaces of the two me switches', () => {
    expect(ME_INDEXES).toContain('switch navigation mode');
    expect(ME_INDEXES).toContain('switch theme');
  });

  it('narrow unknown values with isOneOf', () => {
    const value: unknown = 'pmoc';
    expect(isOneOf(QUESTION_TYPES, value)).toBe(true);
    expect(isOneOf(QUESTION_TYPES, 'number')).toBe(false);
    expect(isOneOf(GENDERS, 1)).toBe(false);
    if (isOneOf(QUESTION_TYPES, value)) expectTypeOf(value).toEqualTypeOf<QuestionType>();
  });
});

describe('entity types', () => {
  it('derive unions from the arrays', () => {
    expectTypeOf<Gender>().toEqualTypeOf<'male' | 'female'>();
    expectTypeOf<Registration['country']>().toEqualTypeOf<number>();
    expectTypeOf<Challenge['starter']>().toHaveProperty('player_name');
    expectTypeOf<Extract<PlaySocketClientMessage, { type: 'update' }>['value']>().toEqualTypeOf<
      number[]
    >();
  });
});
