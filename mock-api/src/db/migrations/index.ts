import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial';
import * as catalogue from './0002_catalogue';
import * as play from './0003_play';
import * as loginFailures from './0004_login_failures';
import * as challenges from './0005_challenges';
import * as rateLimits from './0006_rate_limits';
import * as mediaObjects from './0007_media_objects';
import * as eventOutbox from './0008_event_outbox';
import * as auditTrail from './0009_audit_trail';
import * as statsIndexes from './0011_stats_indexes';
import * as doubleEntry from './0012_double_entry';
import * as friendRequests from './0014_friend_requests';
import * as payments from './0015_payments';
import * as responsiblePlay from './0016_responsible_play';
import * as paymentUrl from './0017_payment_url';
import * as idempotencyKeys from './0018_idempotency_keys';
import * as accountBlocks from './0019_account_blocks';
import * as gameVersions from './0020_game_versions';
import * as doualaPlayDays from './0021_douala_play_days';
import * as reconciliation from './0022_reconciliation';
import * as playRewards from './0023_play_rewards';
import * as bigDataReads from './0024_big_data_reads';
import * as nameTrigrams from './0025_name_trigrams';
import * as playCounters from './0026_play_counters';
import * as readChanges from './0027_read_changes';
import * as nameGrams from './0028_name_grams';

/**
 * Migrations are listed here rather than read from the folder, so they are
 * bundled with the server and run the same from source and from the build.
 * Names sort in the order they must run.
 */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_catalogue': catalogue,
  '0003_play': play,
  '0004_login_failures': loginFailures,
  '0005_challenges': challenges,
  '0006_rate_limits': rateLimits,
  '0007_media_objects': mediaObjects,
  '0008_event_outbox': eventOutbox,
  '0009_audit_trail': auditTrail,
  '0011_stats_indexes': statsIndexes,
  '0012_double_entry': doubleEntry,
  '0014_friend_requests': friendRequests,
  '0015_payments': payments,
  '0016_responsible_play': responsiblePlay,
  '0017_payment_url': paymentUrl,
  '0018_idempotency_keys': idempotencyKeys,
  '0019_account_blocks': accountBlocks,
  '0020_game_versions': gameVersions,
  '0021_douala_play_days': doualaPlayDays,
  '0022_reconciliation': reconciliation,
  '0023_play_rewards': playRewards,
  '0024_big_data_reads': bigDataReads,
  '0025_name_trigrams': nameTrigrams,
  '0026_play_counters': playCounters,
  '0027_read_changes': readChanges,
  '0028_name_grams': nameGrams,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
