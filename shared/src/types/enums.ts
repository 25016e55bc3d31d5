/**
 * Enumerations of spec section 3 (player site) and sections 3, 4 and 9 (back office).
 * Each is a readonly array, so a server can validate with `includes` and a UI can
 * render the choices, plus the union type derived from it.
 */

/** Helper: narrows an unknown value to a member of one of the arrays below. */
export function isOneOf<T extends string | number>(
  values: readonly T[],
  value: unknown,
): value is T {
  return (values as readonly unknown[]).includes(value);
}

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const NAVIGATION_MODES = ['PLAYER_MODE', 'ADMIN_MODE'] as const;
export type NavigationMode = (typeof NAVIGATION_MODES)[number];

export const THEMES = ['DARK_THEME', 'LIGHT_THEME'] as const;
export type Theme = (typeof THEMES)[number];

/** How a play socket session begins: a fresh play or resuming an unfinished one. */
export const PLAY_LAUNCHES = ['start_play', 'play_recovery'] as const;
export type PlayLaunch = (typeof PLAY_LAUNCHES)[number];

export const GAME_KINDS = ['solo', 'challenge'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

export const GAME_ORDERINGS = [
  'latest',
  'trending',
  'popular',
  'non_popular',
  'random',
  'for_you',
  'started_by_friends',
] as const;
export type GameOrdering = (typeof GAME_ORDERINGS)[number];

/** Hall-of-fame filters. */
export const PERIODS = ['today', 'last_7', 'last_30', 'all_time'] as const;
export type Period = (typeof PERIODS)[number];

export const FRIEND_REQUEST_ACTIONS = ['unfriend', 'cancel', 'decline', 'accept'] as const;
export type FriendRequestAction = (typeof FRIEND_REQUEST_ACTIONS)[number];

/** Relation shown on another user's profile (spec section 4). */
export const FRIEND_RELATIONS = ['friend', 'request_sent', 'request_received', 'none'] as const;
export type FriendRelation = (typeof FRIEND_RELATIONS)[number];

/**
 * sc single choice, mc multiple choice, moc ordered multiple choice; the p- versions
 * have images as choices. (The "number" type with correction_value is only referenced
 * by the back-office spec without behaviour, so it is not supported.)
 */
export const QUESTION_TYPES = ['sc', 'mc', 'moc', 'psc', 'pmc', 'pmoc'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Types whose choices are pictures rather than bilingual texts. */
export const PICTURE_QUESTION_TYPES = ['psc', 'pmc', 'pmoc'] as const;
export type PictureQuestionType = (typeof PICTURE_QUESTION_TYPES)[number];

/** The three types offered by the create-game wizard; each has a picture twin. */
export const TEXT_QUESTION_TYPES = ['sc', 'mc', 'moc'] as const;
export type TextQuestionType = (typeof TEXT_QUESTION_TYPES)[number];

export const QUESTION_DISPLAY_TYPES = ['normal', 'simplified', 'text'] as const;
export type QuestionDisplayType = (typeof QUESTION_DISPLAY_TYPES)[number];

export const IMAGE_SHAPES = ['square', 'rectangle'] as const;
export type ImageShape = (typeof IMAGE_SHAPES)[number];

/** Credit requests and friend requests. */
export const REQUEST_STATUSES = ['PENDING', 'FAILED', 'DECLINED', 'ACCEPTED', 'CANCELED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Payment transactions; 'SUCCESSFULL' and 'CANCELLED' are spelt as the spec (and server) spell them. */
export const TRANSACTION_STATUSES = [
  'PENDING',
  'FAILURE',
  'SUCCESSFULL',
  'INITIATED',
  'CANCELLED',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * Why a purchase or cash-out failed, as the player is told: the providers'
 * many codes (payments staff read them all) fall into these few.
 */
export const PAYMENT_FAILURE_REASONS = [
  'not_enough_funds',
  'no_account',
  'limit_exceeded',
  'rejected',
  'expired',
  'failed',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/**
 * What a badge type counts (its `type`); a badge is earned once the count
 * reaches the type's threshold: finished plays, solo or challenge wins,
 * challenges started, accepted friends, plays with every answer right,
 * credits bought with mobile money.
 */
export const BADGE_RULES = [
  'plays',
  'solo_wins',
  'challenge_wins',
  'challenges_started',
  'friends',
  'perfect_scores',
  'credits_bought',
] as const;
export type BadgeRule = (typeof BADGE_RULES)[number];

export const BADGE_COLORS = ['gold', 'silver', 'bronze'] as const;
export type BadgeColor = (typeof BADGE_COLORS)[number];

export const MANAGER_FUNCTIONS = ['supermanager', 'gamesmanager', 'paymentsmanager'] as const;
export type ManagerFunction = (typeof MANAGER_FUNCTIONS)[number];

/** A manager's function may only be changed between these two (back office sections 4, 6). */
export const ASSIGNABLE_MANAGER_FUNCTIONS = ['supermanager', 'gamesmanager'] as const;
export type AssignableManagerFunction = (typeof ASSIGNABLE_MANAGER_FUNCTIONS)[number];

/** Buckets the managers list is split into by the back office. */
export const MANAGER_CATEGORIES = ['superManagers', 'gamesManagers', 'paymentsManagers'] as const;
export type ManagerCategory = (typeof MANAGER_CATEGORIES)[number];

/**
 * om = Orange Money, mtn = MTN Mobile Money. The spec also writes MTN as 'momo'
 * (see PAYMENT_METHOD_ALIASES in constants); 'mtn' is the canonical value.
 */
export const PAYMENT_METHODS = ['om', 'mtn'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const AD_FORMS = ['rectangle', 'square'] as const;

/** Registration and e-mail/phone changes first ask which kind of identifier. */
export const CONTACT_MODES = ['email', 'phone'] as const;
export type ContactMode = (typeof CONTACT_MODES)[number];

/** Canonical credit pack codes; the long forms are aliases (constants CREDIT_PACK_ALIASES). */
export const CREDIT_PACK_CODES = ['single', 'basic', 'normal', 'premium'] as const;
export type CreditPackCode = (typeof CREDIT_PACK_CODES)[number];

export const CREDIT_ACTIONS = ['buy', 'convert'] as const;
export type CreditAction = (typeof CREDIT_ACTIONS)[number];

/** `my-challenges` tabs backed by the paged call (invitations have their own call). */
export const MY_CHALLENGE_KINDS = ['results', 'started'] as const;

/** Labels of a play's state in lists and on the score view. */
export const PLAY_STATUSES = ['in_progress', 'challenge_on', 'winner', 'lost'] as const;
export type PlayStatus = (typeof PLAY_STATUSES)[number];

/** Back-office form actions (section 4) and list entity actions (section 9). */
export const EDIT_ACTIONS = ['add', 'update', 'deactivate', 'reactivate'] as const;
export type EditAction = (typeof EDIT_ACTIONS)[number];
export const ENTITY_ACTIONS = ['add', 'update', 'delete', 'deact', 'react'] as const;
export type EntityAction = (typeof ENTITY_ACTIONS)[number];

/** Kinds of live news the news socket reports; one news dot each. */
export const NEWS_KINDS = [
  'notifications',
  'explore',
  'gains',
  'user',
  'statistics',
  'challenge_request',
  'friend_request',
  'credits_request',
] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

/**
 * `index` values of PUT/DELETE /api/me/ (player spec section 7, back office section 7).
 * The two switches contain spaces as the spec writes them; paths URL-encode them.
 */
export const ME_INDEXES = [
  'free_credits',
  'primary_connexion',
  'player_name',
  'profile_picture',
  'remove_profile_pic',
  'first_name',
  'last_name',
  'email',
  'email_phone_number',
  'email_phone_number_validation',
  'gender',
  'country',
  'language',
  'password',
  'birthday',
  'theme',
  'notifications',
  'sound',
  'vibration',
  'switch navigation mode',
  'switch theme',
] as const;
export type MeIndex = (typeof ME_INDEXES)[number];

export const ME_FIELDS = ['profile', 'settings'] as const;
export type MeField = (typeof ME_FIELDS)[number];

/** Why a super manager blocks an account (ours): the player is told in their language. */
export const BLOCK_REASONS = [
  'payment_fraud',
  'multiple_accounts',
  'cheating',
  'account_theft',
] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];
