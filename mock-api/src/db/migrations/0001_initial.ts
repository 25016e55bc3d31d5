import { sql } from 'kysely';
import { createdAt, flag, integer, type MigrationDb, notNull, references, withId } from './helpers';

/* Every entity of the player site and the back office. */

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  const created = createdAt(db);

  await s
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', notNull)
    .execute();

  await withId(db, s.createTable('countries'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', notNull)
    .addColumn('name_fr', 'text', notNull)
    .addColumn('country_code', 'text', notNull)
    .execute();

  await withId(db, s.createTable('users'))
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('phone_number', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text', notNull)
    .addColumn('player_name', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('birthday', 'text')
    .addColumn('gender', 'text')
    .addColumn('country_id', 'integer', references('countries.id', 'set null'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('fr'))
    .addColumn('profile_pic', 'text')
    .addColumn('is_verified', 'integer', flag(0))
    .addColumn('is_dark_theme', 'integer', flag(0))
    .addColumn('sound', 'integer', flag(1))
    .addColumn('vibration', 'integer', flag(1))
    .addColumn('push_notifications', 'integer', flag(1))
    .addColumn('on_manager_mode', 'integer', flag(0))
    .addColumn('is_primary_connexion', 'integer', flag(1))
    .addColumn('has_free_credits', 'integer', flag(0))
    .addColumn('number_of_free_credits_received', 'integer', integer())
    .addColumn('created_at', 'text', created)
    .addColumn('updated_at', 'text', created)
    .addColumn('last_login_at', 'text')
    .addColumn('deleted_at', 'text')
    .addCheckConstraint(
      'users_has_contact',
      sql`email is not null or phone_number is not null or deleted_at is not null`,
    )
    .execute();
  await s.createIndex('users_player_name').on('users').column('player_name').execute();

  await s
    .createTable('wallets')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('credits', 'integer', integer())
    .addColumn('gains', 'integer', integer())
    .addColumn('updated_at', 'text', created)
    // The last line of defence: no code path may leave a balance below zero.
    .addCheckConstraint('wallets_credits_non_negative', sql`credits >= 0`)
    .addCheckConstraint('wallets_gains_non_negative', sql`gains >= 0`)
    .execute();

  await withId(db, s.createTable('ledger_entries'))
    .addColumn('user_id', 'integer', references('users.id', 'cascade'))
    .addColumn('account', 'text', notNull)
    .addColumn('amount', 'integer', notNull)
    .addColumn('balance_after', 'integer', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('reference', 'text', notNull)
    .addColumn('created_at', 'text', created)
    .addCheckConstraint('ledger_entries_account', sql`account in ('credits', 'gains')`)
    .addCheckConstraint('ledger_entries_balance_non_negative', sql`balance_after >= 0`)
    .addUniqueConstraint('ledger_entries_once', ['user_id', 'account', 'kind', 'reference'])
    .execute();
  await s
    .createIndex('ledger_entries_kind')
    .on('ledger_entries')
    .columns(['kind', 'created_at'])
    .execute();

  await s
    .createTable('managers')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', notNull)
    .addColumn('is_admin', 'integer', flag(1))
    .addColumn('questions_size', 'integer', integer(30))
    .addColumn('added_by', 'integer', references('users.id', 'set null'))
    .addColumn('created_at', 'text', created)
    .addCheckConstraint(
      'managers_role',
      sql`role in ('supermanager', 'gamesmanager', 'paymentsmanager')`,
    )
    .execute();

  await withId(db, s.createTable('game_indexes'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('label_en', 'text', notNull)
    .addColumn('label_fr', 'text', notNull)
    .addColumn('cover_description_en', 'text', notNull)
    .addColumn('cover_description_fr', 'text', notNull)
    .addColumn('icon', 'text')
    .addColumn('image', 'text')
    .addColumn('cover_image', 'text')
    .addColumn('created_at', 'text', created)
    .addColumn('updated_at', 'text', created)
    .execute();

  await withId(db, s.createTable('quotes'))
    .addColumn('author', 'text', notNull)
    .addColumn('quote_en', 'text', notNull)
    .addColumn('quote_fr', 'text', notNull)
    .addColumn('created_at', 'text', created)
    .execute();

  await withId(db, s.createTable('games'))
    .addColumn('title_en', 'text', notNull)
    .addColumn('title_fr', 'text', notNull)
    .addColumn('cover', 'text')
    .addColumn('question_duration_sec', 'integer', integer(20))
    .addColumn('solo_percentage_towin', 'double precision', (c) => c.notNull().defaultTo(0.6))
    .addColumn('quote_id', 'integer', references('quotes.id', 'set null'))
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('manager_id', 'integer', references('users.id', 'set null'))
    .addColumn('deactivator_id', 'integer', references('users.id', 'set null'))
    .addColumn('deactivated_at', 'text')
    .addColumn('created_at', 'text', created)
    .addColumn('updated_at', 'text', created)
    .execute();
  await s
    .createIndex('games_active_created')
    .on('games')
    .columns(['is_active', 'created_at'])
    .execute();

  await s
    .createTable('game_game_indexes')
    .addColumn('game_id', 'integer', references('games.id', 'cascade'))
    .addColumn('game_index_id', 'integer', references('game_indexes.id', 'cascade'))
    .addPrimaryKeyConstraint('game_game_indexes_pk', ['game_id', 'game_index_id'])
    .execute();
  await s
    .createIndex('game_game_indexes_index')
    .on('game_game_indexes')
    .column('game_index_id')
    .execute();

  await withId(db, s.createTable('questions'))
    .addColumn('game_id', 'integer', references('games.id', 'cascade'))
    .addColumn('rank', 'integer', notNull)
    .addColumn('type', 'text', notNull)
    .addColumn('label_en', 'text', notNull)
    .addColumn('label_fr', 'text', notNull)
    .addColumn('illustration', 'text')
    .addColumn('choice_values_en', 'text', notNull)
    .addColumn('choice_values_fr', 'text', notNull)
    .addColumn('correction_ids', 'text', notNull)
    .addUniqueConstraint('questions_rank', ['game_id', 'rank'])
    .addCheckConstraint('questions_type', sql`type in ('sc', 'mc', 'moc', 'psc', 'pmc', 'pmoc')`)
    .execute();

  await withId(db, s.createTable('badge_types'))
    .addColumn('type', 'text', notNull)
    .addColumn('threshold', 'integer', integer(1))
    .addColumn('code_en', 'text', notNull)
    .addColumn('code_fr', 'text', notNull)
    .addColumn('title_en', 'text', notNull)
    .addColumn('title_fr', 'text', notNull)
    .addColumn('description_en', 'text', notNull)
    .addColumn('description_fr', 'text', notNull)
    .addColumn('weight', 'integer', integer())
    .addColumn('color', 'text', notNull)
    .addColumn('number_of_units', 'integer', integer())
    .addColumn('icon', 'text')
    .addColumn('image', 'text')
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('created_at', 'text', created)
    .addColumn('updated_at', 'text', created)
    .addCheckConstraint('badge_types_color', sql`color in ('gold', 'silver', 'bronze')`)
    .execute();

  await withId(db, s.createTable('user_badges'))
    .addColumn('user_id', 'integer', references('users.id', 'cascade'))
    .addColumn('badge_type_id', 'integer', references('badge_types.id', 'cascade'))
    .addColumn('awarded_at', 'text', created)
    .addUniqueConstraint('user_badges_once', ['user_id', 'badge_type_id'])
    .execute();

  await s
    .createTable('preferences')
    .addColumn('user_id', 'integer', references('users.id', 'cascade'))
    .addColumn('game_index_id', 'integer', references('game_indexes.id', 'cascade'))
    .addColumn('created_at', 'text', created)
    .addPrimaryKeyConstraint('preferences_pk', ['user_id', 'game_index_id'])
    .execute();

  await withId(db, s.createTable('challenges'))
    .addColumn('game_id', 'integer', references('games.id', 'cascade'))
    .addColumn('starter_id', 'integer', references('users.id', 'cascade'))
    .addColumn('number_of_ene', 'integer', notNull)
    .addColumn('gain_unit', 'integer', notNull)
    .addColumn('duration_sec', 'integer', notNull)
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('created_at', 'text', created)
    .addColumn('closes_at', 'text', notNull)
    .addColumn('closed_at', 'text')
    .addColumn('total_gain', 'integer', integer())
    .addColumn('number_of_winners', 'integer', integer())
    .addColumn('gain_per_winner', 'integer', integer())
    .addCheckConstraint('challenges_stake_positive', sql`number_of_ene >= 1`)
    .execute();
  await s
    .createIndex('challenges_closing')
    .on('challenges')
    .columns(['is_active', 'closes_at'])
    .execute();
  await s.createIndex('challenges_game').on('challenges').column('game_id').execute();

  await withId(db, s.createTable('challenge_invitations'))
    .addColumn('challenge_id', 'integer', references('challenges.id', 'cascade'))
    .addColumn('sender_id', 'integer', references('users.id', 'cascade'))
    .addColumn('receiver_id', 'integer', references('users.id', 'cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('is_read', 'integer', flag(0))
    .addColumn('created_at', 'text', created)
    .addColumn('updated_at', 'text', created)
    .addUniqueConstraint('challenge_invitations_once', ['challenge_id', 'receiver_id'])
    .execute();
  await s
    .createIndex('challenge_invitations_receiver')
    .on('challenge_invitations')
    .columns(['receiver_id', 'status'])
    .execute();

  await withId(db, s.createTable('plays'))
    .addColumn('user_id', 'integer', references('users.id', 'cascade'))
    .addColumn('game_id', 'integer', references('games.id', 'cascade'))
    .addColumn('type', 'text', notNull)
    // null for a solo play
    .addColumn('challenge_id', 'integer', (c) => c.references('challenges.id').onDelete('cascade'))
    .addColumn('note', 'integer', integer())
    .addColumn('is_winner', 'integer', flag(0))
    .addColumn('gain', 'integer', integer())
    .addColumn('ene_units', 'integer', integer())
    .addColumn('solo_percentage_towin', 'double precision', (c) => c.notNull().defaultTo(0.6))
    .addColumn('question_duration_sec', 'integer', integer(20))
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('current_question_id', 'integer', references('questions.id', 'set null'))
    .addColumn('current_deadline', 'text')
    .addColumn('started_at', 'text', created)
    .addColumn('ended_at', 'text')
    .addColumn('duration_sec', 'integer', integer())
    .addCheckConstraint('plays_type', sql`type in ('solo', 'challenge')`)
    // One play per player and challenge; solo plays have no challenge and are not limited by this.
    .addUniqueConstraint('plays_once_per_challenge', ['user_id', 'challenge_id'])
    .execute();
  await s.createIndex('plays_user').on('plays').columns(['user_id', 'started_at']).execute();
  await s.createIndex('plays_game').on('plays').columns(['game_id', 'started_at']).execute();
  await s.createIndex('plays_started').on('plays').column('started_at').execute();
  await s
    .createIndex('plays_active_deadline')
    .on('plays')
    .columns(['is_active', 'current_deadline'])
    .execute();

  await withId(db, s.createTable('answers'))
    .addColumn('play_id', 'integer', references('plays.id', 'cascade'))
    .addColumn('question_id', 'integer', references('questions.id', 'cascade'))
    .addColumn('id_values', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_correct', 'integer', flag(0))
    .addColumn('started_at', 'text', created)
    .addColumn('deadline', 'text', notNull)
    .addColumn('answered_at', 'text')
    .addUniqueConstraint('answers_once', ['play_id', 'question_id'])
    .execute();

  await s
    .createTable('friendships')
    .addColumn('user_id', 'integer', references('users.id', 'cascade'))
    .addColumn('friend_id', 'integer', references('users.id', 'cascade'))
    .addColumn('created_at', 'text', created)
    .addPrimaryKeyConstraint('friendships_pk', ['user_id', 'friend_id'])
    .execute();

  await withId(db, s.createTable('friend_requests'))
    .addColumn('sender_id', 'integer', references('users.id', 'cascade'))
    .addColumn('receiver_id', 'integer', references('users.id', 'cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('is_read', 'integer', flag(0))
    .addColumn('created_at', 'text', created)
    .addColumn('updated_at', 'text', created)
    .execute();
  await s
    .createIndex('friend_requests_receiver')
    .on('friend_requests')
    .columns(['receiver_id', 'status'])
    .execute();
  await s
    .createIndex('friend_requests_sender')
    .on('friend_requests')
    .columns(['sender_id', 'status'])
    .execute();

  await withId(db, s.createTable('notifications'))
    .addColumn('user_id', 'integer', references('users.id', 'cascade'))
    .addColumn('kind', 'text', notNull)
    .addColumn('title_en', 'text', notNull)
    .addColumn('title_fr', 'text', notNull)
    .addColumn('message_en', 'text', notNull)
    .addColumn('message_fr', 'text', notNull)
    .addColumn('sender_id', 'integer', references('users.id', 'set null'))
    .addColumn('win_play_id', 'integer', references('plays.id', 'set null'))
    .addColumn('win_is_challenge', 'integer', flag(0))
    .addColumn('is_read', 'integer', flag(0))
    .addColumn('created_at', 'text', created)
    .execute();
  await s
    .createIndex('notifications_user')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();

  await withId(db, s.createTable('credit_packs'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('units', 'integer', notNull)
    .addColumn('unit_reduction', 'integer', integer())
    .addColumn('is_greater', 'integer', flag(0))
    .addColumn('is_active', 'integer', flag(1))
    .execute();

  await withId(db, s.createTable('credit_transactions'))
    .addColumn('user_id', 'integer', references('users.id', 'cascade'))
    .addColumn('action', 'text', notNull)
    .addColumn('method', 'text')
    .addColumn('status', 'text', notNull)
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('pack_code', 'text')
    .addColumn('number_of_units', 'integer', notNull)
    .addColumn('amount', 'integer', notNull)
    .addColumn('phone_number', 'text')
    .addColumn('provider_reference', 'text', (c) => c.unique())
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'text', created)
    .addColumn('updated_at', 'text', created)
    .execute();
  await s
    .createIndex('credit_transactions_user')
    .on('credit_transactions')
    .columns(['user_id', 'created_at'])
    .execute();

  await withId(db, s.createTable('credit_requests'))
    .addColumn('sender_id', 'integer', references('users.id', 'cascade'))
    .addColumn('receiver_id', 'integer', references('users.id', 'cascade'))
    .addColumn('number_of_units', 'integer', notNull)
    .addColumn('shared_units', 'integer', integer())
    .addColumn('message', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('is_read', 'integer', flag(0))
    .addColumn('created_at', 'text', created)
    .addColumn('updated_at', 'text', created)
    .execute();
  await s
    .createIndex('credit_requests_receiver')
    .on('credit_requests')
    .columns(['receiver_id', 'created_at'])
    .execute();
  await s
    .createIndex('credit_requests_sender')
    .on('credit_requests')
    .columns(['sender_id', 'created_at'])
    .execute();

  await withId(db, s.createTable('cashouts'))
    .addColumn('user_id', 'integer', references('users.id', 'cascade'))
    .addColumn('method', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('amount', 'integer', notNull)
    .addColumn('phone_number', 'text', notNull)
    .addColumn('provider_reference', 'text', (c) => c.unique())
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'text', created)
    .addColumn('updated_at', 'text', created)
    .addCheckConstraint('cashouts_amount_positive', sql`amount >= 1`)
    .execute();
  await s.createIndex('cashouts_user').on('cashouts').columns(['user_id', 'created_at']).execute();

  await s
    .createTable('payment_infos')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('method', 'text', notNull)
    .addColumn('phone_number', 'text', notNull)
    .addColumn('updated_at', 'text', created)
    .execute();

  await s
    .createTable('ad_spaces')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('form', 'text', notNull)
    .execute();

  await withId(db, s.createTable('ad_partners'))
    .addColumn('entreprise_name', 'text', notNull)
    .addColumn('rccm', 'text')
    .addColumn('phone_1', 'text', notNull)
    .addColumn('phone_2', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('created_at', 'text', created)
    .addColumn('updated_at', 'text', created)
    .execute();

  await withId(db, s.createTable('ad_subscriptions'))
    .addColumn('ad_partner_id', 'integer', references('ad_partners.id', 'cascade'))
    .addColumn('type', 'integer', (c) => c.notNull().references('ad_spaces.id'))
    .addColumn('amount', 'integer', notNull)
    .addColumn('duration_days', 'integer', notNull)
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('activated_at', 'text', created)
    .addColumn('deactivated_at', 'text')
    .addColumn('should_deactivate', 'integer', flag(0))
    .addColumn('created_at', 'text', created)
    .execute();
  await s
    .createIndex('ad_subscriptions_space')
    .on('ad_subscriptions')
    .columns(['type', 'is_active'])
    .execute();
  await s
    .createIndex('ad_subscriptions_partner')
    .on('ad_subscriptions')
    .columns(['ad_partner_id', 'is_active'])
    .execute();

  await withId(db, s.createTable('ads'))
    .addColumn('ad_partner_id', 'integer', references('ad_partners.id', 'cascade'))
    // the space of the subscription the ad was made for; it fixes the picture's form
    .addColumn('type', 'integer', (c) => c.notNull().references('ad_spaces.id'))
    .addColumn('illustration', 'text', notNull)
    .addColumn('link', 'text')
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('created_at', 'text', created)
    .execute();

  await withId(db, s.createTable('one_time_codes'))
    .addColumn('user_id', 'integer', references('users.id', 'cascade'))
    .addColumn('purpose', 'text', notNull)
    .addColumn('target', 'text', notNull)
    .addColumn('code_hash', 'text', notNull)
    .addColumn('transaction_code_hash', 'text')
    .addColumn('payload', 'text')
    .addColumn('tries', 'integer', integer())
    .addColumn('max_tries', 'integer', notNull)
    .addColumn('resends', 'integer', integer())
    .addColumn('expires_at', 'text', notNull)
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', created)
    .execute();
  await s
    .createIndex('one_time_codes_target')
    .on('one_time_codes')
    .columns(['target', 'purpose'])
    .execute();

  await s
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', references('users.id', 'cascade'))
    .addColumn('family_id', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('revoked_at', 'text')
    .addColumn('replaced_by', 'text')
    .addColumn('created_at', 'text', created)
    .execute();
  await s.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

  await withId(db, s.createTable('outbox_messages'))
    .addColumn('channel', 'text', notNull)
    .addColumn('recipient', 'text', notNull)
    .addColumn('subject', 'text')
    .addColumn('body', 'text', notNull)
    .addColumn('created_at', 'text', created)
    .execute();

  await withId(db, s.createTable('share_events'))
    .addColumn('user_id', 'integer', references('users.id', 'set null'))
    .addColumn('kind', 'text', notNull)
    .addColumn('target_id', 'integer')
    .addColumn('created_at', 'text', created)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  const tables = [
    'share_events',
    'outbox_messages',
    'refresh_tokens',
    'one_time_codes',
    'ads',
    'ad_subscriptions',
    'ad_partners',
    'ad_spaces',
    'payment_infos',
    'cashouts',
    'credit_requests',
    'credit_transactions',
    'credit_packs',
    'notifications',
    'friend_requests',
    'friendships',
    'answers',
    'plays',
    'challenge_invitations',
    'challenges',
    'preferences',
    'user_badges',
    'badge_types',
    'questions',
    'game_game_indexes',
    'games',
    'quotes',
    'game_indexes',
    'managers',
    'ledger_entries',
    'wallets',
    'users',
    'countries',
    'settings',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
