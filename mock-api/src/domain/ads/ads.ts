import type { StatusMessage } from '@quiz/shared/codes';
import type { AdAction, AdForm, AdminAd } from '@quiz/shared/contract';
import { adSchema, VALIDATION_MESSAGES as M } from '@quiz/shared/validation';
import type { Db } from '../../db/index';
import { isoNow } from '../../db/time';
import { transact } from '../../db/transaction';
import type { AdminDeps } from '../admin-deps';
import { recordAudit } from '../audit/trail';
import { catalogueChanged } from '../catalogue/changes';
import { invalid, notFound } from '../errors';
import { checked } from '../forms';
import { ImageRejectedError } from '../media/store';
import {
  type AdRow,
  activeSubscriptions,
  adRecord,
  adSpaces,
  pageCount,
  pageWindow,
  partnerRow,
} from './records';

/*
 * Ads of a partner (back-office spec sections 3, 4, 7 "Ads"). An ad is made
 * for one of the partner's active subscriptions and takes its space for good;
 * its picture is cropped to the form of that space. Players see an ad while
 * it is active, its partner is active and the partner holds a running
 * subscription to its space (domain/catalogue/ads.ts).
 */

/**
 * Where the explore page draws an ad (player/src/screens/explore/blocks.tsx):
 * rectangles at 640×160 and squares at 320×320 CSS pixels. Pictures are kept
 * at twice that, sharp on the phones' denser screens.
 */
export const AD_PICTURE_SIZES: Readonly<Record<AdForm, { width: number; height: number }>> = {
  rectangle: { width: 1280, height: 320 },
  square: { width: 640, height: 640 },
};

/** What a multipart ad form carries: its text fields and the illustration's bytes, if sent. */
export interface AdUpload {
  fields: Record<string, string>;
  illustration?: Buffer | undefined;
}

async function adOf(db: Db, partnerId: number, adId: number): Promise<AdRow> {
  const row = await db
    .selectFrom('ads')
    .innerJoin('ad_spaces', 'ad_spaces.id', 'ads.type')
    .selectAll('ads')
    .select('ad_spaces.form')
    .where('ads.id', '=', adId)
    .where('ads.ad_partner_id', '=', partnerId)
    .executeTakeFirst();
  if (!row) throw notFound('INVALID_ID');
  return row;
}

/** The link as the shared ad form reads it: empty means none. */
function linkOf(fields: Record<string, string>, refusal: StatusMessage): string | null {
  const { link } = checked(adSchema, { link: fields.link }, refusal);
  return link ? link : null;
}

/**
 * The space of a new ad: the partner's one active subscription, or the one
 * named by `type` when it holds several.
 */
async function spaceOf(db: Db, partnerId: number, type: string | undefined) {
  const partner = await partnerRow(db, partnerId);
  if (!partner.is_active) throw invalid('NOT_CREATED', { partner_id: M.partner_inactive });
  const spaces = [...new Set((await activeSubscriptions(db, partnerId)).map((s) => s.type))];
  if (spaces.length === 0) throw invalid('NOT_CREATED', { partner_id: M.subscription_required });
  if (type === undefined || type === '') {
    if (spaces.length > 1) throw invalid('NOT_CREATED', { type: M.required });
    return spaces[0] as number;
  }
  const space = Number(type);
  if (!spaces.includes(space)) throw invalid('NOT_CREATED', { type: M.ad_space_invalid });
  return space;
}

export function adsOfPartners({ db, media, clock }: AdminDeps) {
  async function formOf(space: number): Promise<AdForm> {
    const spaces = await adSpaces(db);
    return spaces.find((s) => s.id === space)?.form ?? 'rectangle';
  }

  /** Checks and stores the picture in the space's form; refused with the field named. */
  async function savePicture(bytes: Buffer, form: AdForm, refusal: StatusMessage) {
    try {
      return await media.saveImage('ads', bytes, {
        formats: ['png', 'jpeg', 'webp'],
        size: AD_PICTURE_SIZES[form],
      });
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        throw invalid(refusal, { illustration: M.picture_invalid });
      }
      throw error;
    }
  }

  /** Runs a write with a picture stored before it; the picture goes if the write fails. */
  async function withPicture<T>(key: string | null, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await media.remove(key);
      throw error;
    }
  }

  return {
    /** Newest first. */
    async list(partnerId: number, step: number) {
      await partnerRow(db, partnerId);
      const { limit, offset } = pageWindow(step);
      const [{ total }, rows] = await Promise.all([
        db
          .selectFrom('ads')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where('ad_partner_id', '=', partnerId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('ads')
          .innerJoin('ad_spaces', 'ad_spaces.id', 'ads.type')
          .selectAll('ads')
          .select('ad_spaces.form')
          .where('ads.ad_partner_id', '=', partnerId)
          .orderBy('ads.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      ]);
      return { list: rows.map(adRecord), num_pages: pageCount(total) };
    },

    async create(managerId: number, partnerId: number, upload: AdUpload): Promise<AdminAd> {
      const link = linkOf(upload.fields, 'NOT_CREATED');
      const space = await spaceOf(db, partnerId, upload.fields.type);
      if (!upload.illustration) throw invalid('NOT_CREATED', { illustration: M.required });
      const form = await formOf(space);
      const key = await savePicture(upload.illustration, form, 'NOT_CREATED');
      return withPicture(key, () =>
        transact(db, async (trx) => {
          const row = await trx
            .insertInto('ads')
            .values({
              ad_partner_id: partnerId,
              type: space,
              illustration: key,
              link,
              is_active: 1,
              created_at: isoNow(clock()),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const created = adRecord({ ...row, form });
          await recordAudit(trx, {
            managerId,
            area: 'ads',
            action: 'create',
            entityId: row.id,
            after: created,
          });
          await catalogueChanged(trx);
          return created;
        }),
      );
    },

    /** The link (when sent; empty removes it) and, when sent, a new picture in the ad's form. */
    async update(
      managerId: number,
      partnerId: number,
      adId: number,
      upload: AdUpload,
    ): Promise<AdminAd> {
      const before = await adOf(db, partnerId, adId);
      const link = 'link' in upload.fields ? linkOf(upload.fields, 'NOT_MODIFIED') : before.link;
      const key = upload.illustration
        ? await savePicture(upload.illustration, before.form, 'NOT_MODIFIED')
        : null;
      const updated = await withPicture(key, () =>
        transact(db, async (trx) => {
          const current = await adOf(trx, partnerId, adId);
          const after = { ...current, link, illustration: key ?? current.illustration };
          await trx
            .updateTable('ads')
            .set({ link: after.link, illustration: after.illustration })
            .where('id', '=', adId)
            .execute();
          await recordAudit(trx, {
            managerId,
            area: 'ads',
            action: 'update',
            entityId: adId,
            before: adRecord(current),
            after: adRecord(after),
          });
          await catalogueChanged(trx);
          return { record: adRecord(after), replaced: key ? current.illustration : null };
        }),
      );
      await media.remove(updated.replaced);
      return updated.record;
    },

    /**
     * DELETE ?action=: delete removes the ad and its picture; deactivate and
     * activate set its flag (an ad already so is answered as it is, nothing
     * written). Answers the ad, as it was for a deleted one.
     */
    async act(
      managerId: number,
      partnerId: number,
      adId: number,
      action: AdAction,
    ): Promise<AdminAd> {
      const result = await transact(db, async (trx) => {
        const before = await adOf(trx, partnerId, adId);
        const isActive = action === 'activate' ? 1 : 0;
        if (action !== 'delete' && before.is_active === isActive) return { ad: adRecord(before) };
        if (action === 'delete') await trx.deleteFrom('ads').where('id', '=', adId).execute();
        else
          await trx
            .updateTable('ads')
            .set({ is_active: isActive })
            .where('id', '=', adId)
            .execute();
        const after = action === 'delete' ? null : adRecord({ ...before, is_active: isActive });
        await recordAudit(trx, {
          managerId,
          area: 'ads',
          action,
          entityId: adId,
          before: adRecord(before),
          after,
        });
        await catalogueChanged(trx);
        return {
          ad: after ?? adRecord(before),
          removed: action === 'delete' ? before.illustration : null,
        };
      });
      await media.remove(result.removed ?? null);
      return result.ad;
    },
  };
}
