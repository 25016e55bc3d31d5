import type { StatusMessage } from '@quiz/shared/codes';
import type { AdminBadgeType, AdminBadgeTypes } from '@quiz/shared/contract';
import { BADGE_RULES, isOneOf } from '@quiz/shared/types';
import { badgeTypeSchema, VALIDATION_MESSAGES as M } from '@quiz/shared/validation';
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/index';
import type { BadgeTypesTable } from '../../db/schema';
import { fromFlag, isoNow, toFlag } from '../../db/time';
import { transact } from '../../db/transaction';
import type { AdminDeps } from '../admin-deps';
import { recordAudit } from '../audit/trail';
import { catalogueChanged } from '../catalogue/changes';
import { invalid, notFound } from '../errors';
import { checked, type FormUpload } from '../forms';
import { formPictures, withPictures } from '../media/pictures';

/*
 * Badge types management (back-office spec sections 2, 4, 5, 7 "Badge
 * types"): super managers add, edit, deactivate and reactivate the badges
 * players earn. A badge type's `type` is its award rule (domain/badges):
 * the spec sends it unchecked, but a rule the server does not know would
 * never award the badge, so it is refused. An inactive type is awarded to
 * nobody; badges already earned stay.
 */

const PICTURES = { icon: 128, image: 480 } as const;

function record(row: Selectable<BadgeTypesTable>): AdminBadgeType {
  const { created_at: _created, updated_at: _updated, ...fields } = row;
  return { ...fields, is_active: fromFlag(row.is_active) };
}

async function badgeType(db: Db, id: number) {
  const row = await db
    .selectFrom('badge_types')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('INVALID_ID');
  return row;
}

export function badgeTypesOf({ db, media }: AdminDeps) {
  /** Checked fields and stored pictures; a picture is replaced only when a new one is sent. */
  async function formOf(upload: FormUpload, refusal: StatusMessage) {
    const fields = checked(badgeTypeSchema, upload.fields, refusal);
    if (!isOneOf(BADGE_RULES, fields.type)) throw invalid(refusal, { type: M.badge_rule_invalid });
    const pictures = formPictures(media, 'badges', refusal);
    const icon = await pictures.save('icon', upload.files.get('icon'), PICTURES.icon);
    const image = await pictures.save('image', upload.files.get('image'), PICTURES.image);
    return {
      pictures,
      values: {
        ...fields,
        type: fields.type,
        threshold: fields.threshold ?? 1,
        number_of_units: fields.number_of_units ?? 0,
        ...(icon ? { icon } : {}),
        ...(image ? { image } : {}),
      },
    };
  }

  async function write(
    managerId: number,
    id: number,
    action: string,
    change: Updateable<BadgeTypesTable>,
  ) {
    return transact(db, async (trx) => {
      const before = record(await badgeType(trx, id));
      await trx
        .updateTable('badge_types')
        .set({ ...change, updated_at: isoNow() })
        .where('id', '=', id)
        .execute();
      const after = record(await badgeType(trx, id));
      await recordAudit(trx, {
        managerId,
        area: 'badge_types',
        action,
        entityId: id,
        before,
        after,
      });
      await catalogueChanged(trx);
      return after;
    });
  }

  return {
    /** Most prestigious (highest weight) first, as the badges screen ranks them. */
    async list(): Promise<AdminBadgeTypes> {
      const rows = await db
        .selectFrom('badge_types')
        .selectAll()
        .orderBy('weight', 'desc')
        .orderBy('id')
        .execute();
      const all = rows.map(record);
      return {
        actives: all.filter((badge) => badge.is_active),
        inactives: all.filter((badge) => !badge.is_active),
      };
    },

    async create(managerId: number, upload: FormUpload): Promise<AdminBadgeType> {
      const { pictures, values } = await formOf(upload, 'NOT_CREATED');
      return withPictures(pictures, () =>
        transact(db, async (trx) => {
          const { id } = await trx
            .insertInto('badge_types')
            .values({ ...values, updated_at: isoNow() })
            .returning('id')
            .executeTakeFirstOrThrow();
          const created = record(await badgeType(trx, id));
          await recordAudit(trx, {
            managerId,
            area: 'badge_types',
            action: 'create',
            entityId: id,
            after: created,
          });
          await catalogueChanged(trx);
          return created;
        }),
      );
    },

    async update(managerId: number, id: number, upload: FormUpload): Promise<AdminBadgeType> {
      const old = await badgeType(db, id);
      const { pictures, values } = await formOf(upload, 'NOT_MODIFIED');
      const updated = await withPictures(pictures, () => write(managerId, id, 'update', values));
      if (values.icon) await media.remove(old.icon);
      if (values.image) await media.remove(old.image);
      return updated;
    },

    /** Doing it twice changes nothing more (the audit trail records each call). */
    setActive: (managerId: number, id: number, active: boolean) =>
      write(managerId, id, active ? 'activate' : 'deactivate', { is_active: toFlag(active) }),
  };
}

export type BadgeTypesManagement = ReturnType<typeof badgeTypesOf>;
