import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/*
 * Table types of the database. Portable across SQLite and PostgreSQL:
 * flags are integers 0/1, times are ISO-8601 UTC strings (they sort as text),
 * lists are JSON text, money is whole FCFA and credits whole units.
 */

type Id = Generated<number>;
/** A column the database fills when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Flag = Defaulted<number>;
type Time = string;
type CreatedAt = ColumnType<string, string | undefined, never>;
type UpdatedAt = Defaulted<string>;

export interface SettingsTable {
  key: string;
  value: string;
}

export interface CountriesTable {
  id: Id;
  code: string;
  name_en: string;
  name_fr: string;
  country_code: string;
}

export interface UsersTable {
  id: Id;
  email: string | null;
  phone_number: string | null;
  password_hash: string;
  player_name: string | null;
  /** player_name folded for search (catalogue/search-text userSearchName); set with the name */
  search_name: string | null;
  first_name: string | null;
  last_name: string | null;
  /** YYYY-MM-DD */
  birthday: string | null;
  gender: 'male' | 'female' | null;
  country_id: number | null;
  language: Defaulted<'fr' | 'en'>;
  profile_pic: string | null;
  is_verified: Flag;
  is_dark_theme: Flag;
  sound: Flag;
  vibration: Flag;
  push_notifications: Flag;
  on_manager_mode: Flag;
  /** false once the account has made its first connection */
  is_primary_connexion: Flag;
  /** set when free credits were granted and the player has not yet seen the notice */
  has_free_credits: Flag;
  number_of_free_credits_received: Defaulted<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  last_login_at: Time | null;
  deleted_at: Time | null;
}

/** Current balances; every change is mirrored by a ledger entry in the same transaction. */
export interface WalletsTable {
  user_id: number;
  credits: Defaulted<number>;
  gains: Defaulted<number>;
  updated_at: UpdatedAt;
}

export type LedgerAccount = 'credits' | 'gains';

export interface LedgerEntriesTable {
  id: Id;
  user_id: number;
  account: LedgerAccount;
  /** signed: positive adds to the balance, negative takes from it */
  amount: number;
  balance_after: number;
  kind: string;
  /** what caused the movement (play id, transaction id...); unique per kind so a retry applies once */
  reference: string;
  /** the other side of the movement: house:<account> or user:<id> */
  counterparty: string | null;
  created_at: CreatedAt;
}

export type LedgerUnit = 'credits' | 'fcfa';

/** The house's side of movements (ledger.ts HOUSE_ACCOUNTS); its balances are sums of these. */
export interface HouseEntriesTable {
  id: Id;
  account: string;
  unit: LedgerUnit;
  /** signed, as the house account sees it */
  amount: number;
  kind: string;
  reference: string;
  /** the player it concerns, user:<id>, or 'house' */
  party: string;
  created_at: CreatedAt;
}

export interface ManagersTable {
  user_id: number;
  role: 'supermanager' | 'gamesmanager' | 'paymentsmanager';
  is_admin: Flag;
  questions_size: Defaulted<number>;
  added_by: number | null;
  created_at: CreatedAt;
}

export interface GameIndexesTable {
  id: Id;
  code: string;
  label_en: string;
  label_fr: string;
  cover_description_en: string;
  cover_description_fr: string;
  icon: string | null;
  image: string | null;
  cover_image: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface QuotesTable {
  id: Id;
  author: string;
  quote_en: string;
  quote_fr: string;
  created_at: CreatedAt;
}

export interface GamesTable {
  id: Id;
  title_en: string;
  title_fr: string;
  /** both titles folded for search (catalogue/search-text gameSearchTitle); set with the titles */
  search_title: Defaulted<string>;
  cover: string | null;
  question_duration_sec: Defaulted<number>;
  /** fraction of the questions to answer right to win a solo play */
  solo_percentage_towin: Defaulted<number>;
  quote_id: number | null;
  is_active: Flag;
  /** the version of its questions new plays use (1 until a played game's choices are edited) */
  version: Defaulted<number>;
  manager_id: number | null;
  deactivator_id: number | null;
  deactivated_at: Time | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface GameGameIndexesTable {
  game_id: number;
  game_index_id: number;
}

export type QuestionType = 'sc' | 'mc' | 'moc' | 'psc' | 'pmc' | 'pmoc';

export interface QuestionsTable {
  id: Id;
  game_id: number;
  /** the game version this row belongs to; ranks are unique within a version */
  version: Defaulted<number>;
  rank: number;
  type: QuestionType;
  label_en: string;
  label_fr: string;
  illustration: string | null;
  /** JSON arrays of strings (text) or media paths (picture types) */
  choice_values_en: string;
  choice_values_fr: string;
  /** JSON array of choice indexes; the order matters for ordered types */
  correction_ids: string;
  /** optional, shown to the player with the corrections only */
  explanation_en: string | null;
  explanation_fr: string | null;
}

export interface BadgeTypesTable {
  id: Id;
  type: string;
  threshold: Defaulted<number>;
  code_en: string;
  code_fr: string;
  title_en: string;
  title_fr: string;
  description_en: string;
  description_fr: string;
  weight: Defaulted<number>;
  color: 'gold' | 'silver' | 'bronze';
  number_of_units: Defaulted<number>;
  icon: string | null;
  image: string | null;
  is_active: Flag;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface UserBadgesTable {
  id: Id;
  user_id: number;
  badge_type_id: number;
  awarded_at: Defaulted<Time>;
}

export interface PreferencesTable {
  user_id: number;
  game_index_id: number;
  created_at: CreatedAt;
}

export interface ChallengesTable {
  id: Id;
  game_id: number;
  starter_id: number;
  /** the game version its plays use, whoever joins and whenever */
  game_version: Defaulted<number>;
  number_of_ene: number;
  gain_unit: number;
  duration_sec: number;
  is_active: Flag;
  created_at: CreatedAt;
  closes_at: Time;
  closed_at: Time | null;
  total_gain: Defaulted<number>;
  number_of_winners: Defaulted<number>;
  gain_per_winner: Defaulted<number>;
}

export type RequestStatus = 'PENDING' | 'FAILED' | 'DECLINED' | 'ACCEPTED' | 'CANCELED';
export type TransactionStatus = 'PENDING' | 'FAILURE' | 'SUCCESSFULL' | 'INITIATED' | 'CANCELLED';

export interface ChallengeInvitationsTable {
  id: Id;
  challenge_id: number;
  sender_id: number;
  receiver_id: number;
  status: Defaulted<RequestStatus>;
  is_read: Flag;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PlaysTable {
  id: Id;
  user_id: number;
  game_id: number;
  type: 'solo' | 'challenge';
  challenge_id: number | null;
  /** the version of the game's questions this play was started on */
  game_version: Defaulted<number>;
  /** score: number of questions answered right */
  note: Defaulted<number>;
  is_winner: Flag;
  gain: Defaulted<number>;
  ene_units: Defaulted<number>;
  solo_percentage_towin: Defaulted<number>;
  question_duration_sec: Defaulted<number>;
  /** FCFA a credit counts, as priced when the play started */
  gain_unit: Defaulted<number>;
  /** a solo won pays gain_unit x ene_units x this, as priced when the play started */
  solo_win_gain_multiplicator: Defaulted<number>;
  is_active: Flag;
  current_question_id: number | null;
  /** server-owned deadline of the current question */
  current_deadline: Time | null;
  started_at: Defaulted<Time>;
  ended_at: Time | null;
  duration_sec: Defaulted<number>;
}

export interface AnswersTable {
  id: Id;
  play_id: number;
  question_id: number;
  /** JSON array of selected choice indexes */
  id_values: Defaulted<string>;
  is_correct: Flag;
  started_at: Defaulted<Time>;
  deadline: Time;
  answered_at: Time | null;
}

export interface FriendshipsTable {
  user_id: number;
  friend_id: number;
  created_at: CreatedAt;
}

export interface FriendRequestsTable {
  id: Id;
  sender_id: number;
  receiver_id: number;
  status: Defaulted<RequestStatus>;
  /** '<sender>:<receiver>' while pending, null once answered: one pending request a pair */
  pending_key: string | null;
  is_read: Flag;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface NotificationsTable {
  id: Id;
  user_id: number;
  kind: string;
  title_en: string;
  title_fr: string;
  message_en: string;
  message_fr: string;
  sender_id: number | null;
  win_play_id: number | null;
  win_is_challenge: Flag;
  is_read: Flag;
  created_at: CreatedAt;
}

export interface CreditPacksTable {
  id: Id;
  code: 'single' | 'basic' | 'normal' | 'premium';
  units: number;
  /** FCFA taken off the unit price */
  unit_reduction: Defaulted<number>;
  /** premium: the player picks any number of units above `units` */
  is_greater: Flag;
  is_active: Flag;
}

export interface CreditTransactionsTable {
  id: Id;
  user_id: number;
  action: 'buy' | 'convert';
  method: 'om' | 'mtn' | null;
  status: TransactionStatus;
  is_active: Flag;
  pack_code: string | null;
  number_of_units: number;
  amount: number;
  phone_number: string | null;
  provider_reference: string | null;
  failure_reason: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** ours, a UUID stored before the provider is called */
  reference: string | null;
  /** the provider that carries it: sandbox, mtn, orange... */
  provider: string | null;
  /** when the payer's approval lapses */
  expires_at: string | null;
  /** when the reconciler next reads its state back */
  next_check_at: string | null;
  /** '<user id>' while ongoing, null once settled: one ongoing per player */
  ongoing_key: string | null;
  /** where the payer approves, for channels that need it (Orange's web payment) */
  payment_url: string | null;
}

export interface CreditRequestsTable {
  id: Id;
  sender_id: number;
  receiver_id: number;
  number_of_units: number;
  shared_units: Defaulted<number>;
  message: string | null;
  status: Defaulted<RequestStatus>;
  is_read: Flag;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CashoutsTable {
  id: Id;
  user_id: number;
  method: 'om' | 'mtn';
  status: TransactionStatus;
  is_active: Flag;
  amount: number;
  phone_number: string;
  provider_reference: string | null;
  failure_reason: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** ours, a UUID stored before the provider is called */
  reference: string | null;
  /** the provider that carries it: sandbox, mtn, orange... */
  provider: string | null;
  /** when the payer's approval lapses */
  expires_at: string | null;
  /** when the reconciler next reads its state back */
  next_check_at: string | null;
  /** '<user id>' while ongoing, null once settled: one ongoing per player */
  ongoing_key: string | null;
}

export interface PaymentInfosTable {
  user_id: number;
  method: 'om' | 'mtn';
  phone_number: string;
  updated_at: UpdatedAt;
}

export type PaymentSource = 'start' | 'callback' | 'poll' | 'expiry';

export interface PaymentEventsTable {
  id: Id;
  transaction_kind: 'purchase' | 'cashout';
  transaction_id: number;
  status: TransactionStatus;
  source: PaymentSource;
  provider_reference: string | null;
  detail: string | null;
  created_at: CreatedAt;
}

export interface PlayLimitsTable {
  user_id: number;
  kind: 'purchase' | 'stake';
  period: 'day' | 'week' | 'month';
  amount: number | null;
  pending_amount: number | null;
  pending_from: string | null;
  updated_at: UpdatedAt;
}

export interface SelfExclusionsTable {
  user_id: number;
  until: string;
  created_at: CreatedAt;
}

export interface AccountBlocksTable {
  user_id: number;
  /** one of BLOCK_REASONS */
  reason: string;
  note: string | null;
  manager_id: number;
  created_at: CreatedAt;
}

export interface AdSpacesTable {
  id: number;
  code: string;
  form: 'rectangle' | 'square';
}

export interface AdPartnersTable {
  id: Id;
  entreprise_name: string;
  rccm: string | null;
  phone_1: string;
  phone_2: string;
  email: string;
  is_active: Flag;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AdSubscriptionsTable {
  id: Id;
  ad_partner_id: number;
  /** the ad space */
  type: number;
  amount: number;
  duration_days: number;
  is_active: Flag;
  activated_at: Defaulted<Time>;
  deactivated_at: Time | null;
  should_deactivate: Flag;
  created_at: CreatedAt;
}

export interface AdsTable {
  id: Id;
  ad_partner_id: number;
  /** the ad space */
  type: number;
  illustration: string;
  link: string | null;
  is_active: Flag;
  created_at: CreatedAt;
}

export type CodePurpose = 'signup' | 'password_reset' | 'contact_change';

export interface OneTimeCodesTable {
  id: Id;
  user_id: number | null;
  purpose: CodePurpose;
  /** e-mail or phone the code was sent to */
  target: string;
  code_hash: string;
  transaction_code_hash: string | null;
  /** JSON extra data, e.g. the new contact awaiting validation */
  payload: string | null;
  tries: Defaulted<number>;
  max_tries: number;
  resends: Defaulted<number>;
  expires_at: Time;
  used_at: Time | null;
  created_at: CreatedAt;
}

export interface RefreshTokensTable {
  /** the token's jti */
  id: string;
  user_id: number;
  /** every rotation of one login shares the family; reuse revokes the family */
  family_id: string;
  expires_at: Time;
  revoked_at: Time | null;
  replaced_by: string | null;
  created_at: CreatedAt;
}

/** A failed login (or one being checked: it is deleted if the password was right). */
/** Live events, written with the change that caused them and published after it commits. */
export interface EventOutboxTable {
  id: Id;
  topic: string;
  type: string;
  /** the event's data, as JSON */
  data: string;
  created_at: CreatedAt;
  published_at: Time | null;
}

/** Hits per rate-limit key in its current window, shared by the instances of one database. */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  /** when the window ends, in milliseconds since 1970 */
  resets_at: number;
}

/** An object of the media store kept in the database (MEDIA_STORE=database), at its key. */
export interface MediaObjectsTable {
  key: string;
  content_type: string;
  bytes: Buffer;
  /** bytes' length */
  size: number;
  /** when the bytes now under the key were put */
  created_at: Defaulted<Time>;
}

export interface LoginFailuresTable {
  id: Id;
  /** the identifier tried, as stored (e-mail lowercased, national phone number) */
  account: string;
  /** the client's address */
  address: string;
  created_at: Time;
}

export interface OutboxMessagesTable {
  id: Id;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: CreatedAt;
}

/** A statement imported for reconciliation (migration 0021). */
export interface StatementImportsTable {
  id: Id;
  source: string;
  file_name: string;
  content_hash: string;
  mapping: string;
  lines: number;
  skipped: string;
  manager_id: number;
  created_at: CreatedAt;
}

export interface StatementLinesTable {
  id: Id;
  import_id: number;
  source: string;
  line_row: number;
  line_id: string;
  reference: string | null;
  amount: number;
  status: string;
  at: string;
  direction: string;
}

export interface ReconciliationMarksTable {
  id: Id;
  finding: string;
  note: string;
  manager_id: number;
  created_at: CreatedAt;
}

/** One admin write of the back office; rows are only ever added. */
export interface AuditEntriesTable {
  id: Id;
  /** the manager's user id */
  manager_id: number;
  /** the back-office area: games, game_indexes, badge_types, quotes, ad_partners, managers… */
  area: string;
  /** create, update, deactivate, reactivate, delete… */
  action: string;
  entity_id: number | null;
  /** the record as JSON before and after the write; null where there was none */
  before: string | null;
  after: string | null;
  created_at: CreatedAt;
}

/**
 * A game's plays, counted by triggers on plays as they are started and
 * deleted, over a few rows a game (a play in row id % 8): the count is their
 * sum (migration 0026_play_counters).
 */
export interface GamePlayCountsTable {
  game_id: number;
  shard: number;
  plays: number;
}

/**
 * The players whose name holds a text of one or two characters (every such
 * substring of users.search_name, a gram), kept by triggers on users over a
 * few rows a gram (a player in row id % 8): the count of a friends' search
 * that short is their sum (migration 0028_name_grams).
 */
export interface PlayerNameGramsTable {
  gram: string;
  shard: number;
  players: number;
}

/** A player's wins, kept by triggers on plays: the hall of fame of all time. */
export interface PlayerWinsTable {
  user_id: number;
  /** FCFA the wins paid (plays.gain) */
  amount_won: number;
  nbr_wins: number;
  /** when the latest win started; null once every win is gone */
  last_win: Time | null;
}

/** Plays started a day (UTC), per game and type, once the day is over (domain/stats/play-days.ts). */
export interface PlayDaysTable {
  /** YYYY-MM-DD */
  day: string;
  game_id: number;
  type: 'solo' | 'challenge';
  plays: number;
}

export interface PlayDaysDoneTable {
  day: string;
}

export interface ShareEventsTable {
  id: Id;
  user_id: number | null;
  kind: 'site' | 'game' | 'challenge' | 'profile';
  target_id: number | null;
  created_at: CreatedAt;
}

/** An Idempotency-Key a player sent with a money call (http/idempotency.ts); kept a day. */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** method and route, as PUT /api/me/my-credits/ */
  operation: string;
  /** SHA-256 of the request's path parameters and body */
  request_hash: string;
  /** the first answer, once given; null while the work runs */
  status_code: number | null;
  answer: string | null;
  /** from the server's clock */
  created_at: Time;
}

/**
 * Writes that changed what a player's screens read, counted by triggers
 * (migration 0027): a player's version is the sum of their rows' weights.
 */
export interface ReadChangesTable {
  id: Id;
  /** the player; 0: what every player reads; -1: the players' faces others see */
  owner: number;
  /** how many writes the row stands for (compaction folds many into one) */
  weight: Defaulted<number>;
}

export interface Database {
  settings: SettingsTable;
  countries: CountriesTable;
  users: UsersTable;
  wallets: WalletsTable;
  ledger_entries: LedgerEntriesTable;
  house_entries: HouseEntriesTable;
  play_days: PlayDaysTable;
  game_play_counts: GamePlayCountsTable;
  player_name_grams: PlayerNameGramsTable;
  player_wins: PlayerWinsTable;
  play_days_done: PlayDaysDoneTable;
  managers: ManagersTable;
  game_indexes: GameIndexesTable;
  quotes: QuotesTable;
  games: GamesTable;
  game_game_indexes: GameGameIndexesTable;
  questions: QuestionsTable;
  badge_types: BadgeTypesTable;
  user_badges: UserBadgesTable;
  preferences: PreferencesTable;
  challenges: ChallengesTable;
  challenge_invitations: ChallengeInvitationsTable;
  plays: PlaysTable;
  answers: AnswersTable;
  friendships: FriendshipsTable;
  friend_requests: FriendRequestsTable;
  notifications: NotificationsTable;
  credit_packs: CreditPacksTable;
  credit_transactions: CreditTransactionsTable;
  credit_requests: CreditRequestsTable;
  cashouts: CashoutsTable;
  payment_infos: PaymentInfosTable;
  payment_events: PaymentEventsTable;
  play_limits: PlayLimitsTable;
  self_exclusions: SelfExclusionsTable;
  account_blocks: AccountBlocksTable;
  ad_spaces: AdSpacesTable;
  ad_partners: AdPartnersTable;
  ad_subscriptions: AdSubscriptionsTable;
  ads: AdsTable;
  one_time_codes: OneTimeCodesTable;
  refresh_tokens: RefreshTokensTable;
  login_failures: LoginFailuresTable;
  rate_limit_counters: RateLimitCountersTable;
  event_outbox: EventOutboxTable;
  media_objects: MediaObjectsTable;
  outbox_messages: OutboxMessagesTable;
  share_events: ShareEventsTable;
  audit_entries: AuditEntriesTable;
  statement_imports: StatementImportsTable;
  statement_lines: StatementLinesTable;
  reconciliation_marks: ReconciliationMarksTable;
  idempotency_keys: IdempotencyKeysTable;
  read_changes: ReadChangesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
