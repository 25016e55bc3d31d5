import { loadConfig } from './config';
import { openDatabase } from './db/index';
import { channelFigures, checkLedger, houseBalances } from './domain/ledger/check';

/**
 * `npm run ledger:check -w mock-api`: checks the books of the configured
 * database (DATABASE_URL, or the SQLite file under DATA_DIR) and prints the
 * house accounts and whatever does not balance. Exits 1 on a finding.
 */
async function main() {
  const config = loadConfig();
  const { db, dialect } = openDatabase({
    dataDir: config.DATA_DIR,
    ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
  });
  try {
    const migrated = await db
      .selectFrom('house_entries')
      .select('id')
      .limit(1)
      .execute()
      .then(
        () => true,
        () => false,
      );
    if (!migrated) {
      console.log('this database holds no ledger yet: start the server once to migrate it');
      process.exitCode = 1;
      return;
    }
    console.log(`ledger of the ${dialect} database`);
    for (const { account, unit, balance } of await houseBalances(db)) {
      console.log(`  house ${account.padEnd(16)} ${String(balance).padStart(12)} ${unit}`);
    }
    for (const { method, moneyIn, moneyOut, held } of await channelFigures(db)) {
      console.log(
        `  channel ${method.padEnd(4)} in ${moneyIn} FCFA, out ${moneyOut}, held ${held}`,
      );
    }
    const findings = await checkLedger(db);
    for (const finding of findings) console.log(`  DOES NOT BALANCE: ${finding}`);
    console.log(findings.length === 0 ? 'the books balance' : `${findings.length} findings`);
    process.exitCode = findings.length === 0 ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
