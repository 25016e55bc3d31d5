import { sql } from 'kysely';
import { createdAt, type MigrationDb, notNull, withId } from './helpers';

/*
 * Double entry: every movement of a player's credits or gains has its other
 * side in the house's accounts (stakes held, plays consumed, promotions,
 * prizes...), so the whole ledger of each unit sums to zero and each house
 * account says where the units went. Player sides stay in ledger_entries,
 * which now name their counterparty; house sides go in house_entries.
 *
 * The counterparties of the entries written before are worked out here from
 * their kind, with this migration's own copy of the rule (a migration never
 * imports live code).
 */

const COUNTERPARTY: Record<string, string> = {
  play_stake: 'plays_consumed',
  challenge_stake: 'stakes_held',
  challenge_refund: 'stakes_held',
  solo_reward: 'prizes',
  challenge_win: 'prizes',
  free_credits: 'promotions',
  badge_reward: 'promotions',
  seed_grant: 'promotions',
};

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('ledger_entries').addColumn('counterparty', 'text').execute();

  await withId(db, db.schema.createTable('house_entries'))
    .addColumn('account', 'text', notNull)
    .addColumn('unit', 'text', notNull)
    /** signed, as the house account sees it */
    .addColumn('amount', 'integer', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('reference', 'text', notNull)
    /** the player it concerns, user:<id>, or 'house' for a move of the house's alone */
    .addColumn('party', 'text', notNull)
    .addColumn('created_at', 'text', createdAt(db))
    .addCheckConstraint('house_entries_unit', sql`unit in ('credits', 'fcfa')`)
    .addUniqueConstraint('house_entries_once', ['account', 'unit', 'kind', 'reference', 'party'])
    .execute();
  await db.schema
    .createIndex('house_entries_by_account')
    .on('house_entries')
    .columns(['account', 'unit'])
    .execute();

  for (const [kind, account] of Object.entries(COUNTERPARTY)) {
    await db
      .updateTable('ledger_entries')
      .set({ counterparty: `house:${account}` })
      .where('kind', '=', kind)
      .execute();
  }
  // The house side of every entry written so far.
  await sql`insert into house_entries (account, unit, amount, kind, reference, party, created_at)
    select substr(counterparty, 7), case when account = 'credits' then 'credits' else 'fcfa' end,
      -amount, kind, reference, 'user:' || user_id, created_at
    from ledger_entries where counterparty like 'house:%'`.execute(db);
  // Stakes of challenges already closed with winners were consumed by the house.
  await sql`insert into house_entries (account, unit, amount, kind, reference, party, created_at)
    select side.account, 'credits', side.sign * -e.amount, 'challenge_settled', e.reference,
      'user:' || e.user_id, e.created_at
    from ledger_entries e
    join challenges c on e.reference = 'challenge:' || c.id
    cross join (select 'stakes_held' as account, -1 as sign
                union all select 'plays_consumed', 1) side
    where e.kind = 'challenge_stake' and c.is_active = 0 and c.number_of_winners > 0`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('house_entries').execute();
  await db.schema.alterTable('ledger_entries').dropColumn('counterparty').execute();
}
