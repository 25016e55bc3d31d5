import type { Db } from './index';
import { lockInTransaction } from './locks';

/** Players whose rows one transaction folds. */
const OWNERS_A_FOLD = 500;

/**
 * Folds the rows of read_changes (migration 0027) of each owner that has
 * several into one row of the same total weight, so the token check sums
 * one row or a few. A version is a sum: folding leaves every version as it
 * was, and a reader sees the rows before or after a fold, never between.
 * Each pass looks at the owners with rows added since the last (all of them
 * at the first); rows added meanwhile stay as they are, and a fold counts
 * only the rows it deleted. Instances fold one at a time: two deleting the
 * same rows in different orders could deadlock. A pass answers how many
 * rows went.
 */
export function readChangesFolder(db: Db) {
  let seen = 0;
  return async function fold(): Promise<number> {
    const touched = await db
      .selectFrom('read_changes')
      .select(['owner', (eb) => eb.fn.max('id').as('last')])
      .where('id', '>', seen)
      .groupBy('owner')
      .execute();
    if (touched.length === 0) return 0;
    const last = Math.max(...touched.map((row) => Number(row.last)));
    let folded = 0;
    for (let start = 0; start < touched.length; start += OWNERS_A_FOLD) {
      const some = touched.slice(start, start + OWNERS_A_FOLD).map((row) => row.owner);
      folded += await db.transaction().execute(async (trx) => {
        await lockInTransaction(trx, 'read_changes_fold');
        const several = await trx
          .selectFrom('read_changes')
          .select('owner')
          .where('owner', 'in', some)
          .groupBy('owner')
          .having((eb) => eb.fn.countAll(), '>', 1)
          .execute();
        if (several.length === 0) return 0;
        const gone = await trx
          .deleteFrom('read_changes')
          .where(
            'owner',
            'in',
            several.map((row) => row.owner),
          )
          .returning(['owner', 'weight'])
          .execute();
        const totals = new Map<number, number>();
        for (const { owner, weight } of gone) totals.set(owner, (totals.get(owner) ?? 0) + weight);
        await trx
          .insertInto('read_changes')
          .values([...totals].map(([owner, weight]) => ({ owner, weight })))
          .execute();
        return gone.length - totals.size;
      });
    }
    // The rows this pass wrote come after `last`: the next pass looks at them, and finds one row an owner.
    seen = last;
    return folded;
  };
}
