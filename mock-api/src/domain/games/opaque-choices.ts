import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/index';
import { contentTypeOf, type MediaStore } from '../media/store';

/*
 * The picture choices of a question are served under their media keys, and a
 * key such as 'seed/pictures/planets/saturn.svg' answers "which one is
 * Saturn?" by itself. Choices are kept under names that say nothing: a
 * random id. Pictures uploaded by managers already get one (media/store.ts);
 * the seed's and those of databases made before this rule are renamed here,
 * at start, after the migrations and the seed. It is no migration because it
 * moves objects of the media store, which migrations do not reach; it is
 * idempotent and cheap (it reads the picture questions only), so it runs on
 * every start, under the startup lock like the migrations.
 */

const PICTURE_TYPES = ['psc', 'pmc', 'pmoc'] as const;
const CHOICES_FOLDER = 'choices';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A key whose last segment is a random id and an extension: nothing to read in it. */
const OPAQUE_KEY = new RegExp(`(^|/)${UUID}\\.[a-z0-9]+$`);

export const isOpaqueKey = (key: string) => OPAQUE_KEY.test(key);

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1).toLowerCase();

/**
 * Gives every picture choice whose key could name its content a random one,
 * copying the object in the store; the old named object of a seed picture is
 * then removed, so its name cannot be fetched and compared either. A key
 * with no object in the store is left as it is. Returns the renamed keys.
 */
export async function opaqueChoicePictures(db: Db, store: MediaStore): Promise<number> {
  const questions = await db
    .selectFrom('questions')
    .select(['id', 'choice_values_en', 'choice_values_fr'])
    .where('type', 'in', PICTURE_TYPES)
    .execute();
  const renamed = new Map<string, string>();
  const rename = async (key: string): Promise<string> => {
    if (isOpaqueKey(key)) return key;
    const known = renamed.get(key);
    if (known) return known;
    const object = await store.get(key);
    if (!object) return key;
    const fresh = `${CHOICES_FOLDER}/${randomUUID()}.${extensionOf(key)}`;
    await store.put(fresh, object.bytes, contentTypeOf(fresh));
    renamed.set(key, fresh);
    return fresh;
  };
  for (const question of questions) {
    const en = JSON.parse(question.choice_values_en) as string[];
    const fr = JSON.parse(question.choice_values_fr) as string[];
    if ([...en, ...fr].every(isOpaqueKey)) continue;
    const newEn: string[] = [];
    for (const key of en) newEn.push(await rename(key));
    const newFr: string[] = [];
    for (const key of fr) newFr.push(await rename(key));
    await db
      .updateTable('questions')
      .set({ choice_values_en: JSON.stringify(newEn), choice_values_fr: JSON.stringify(newFr) })
      .where('id', '=', question.id)
      .execute();
  }
  // The named copies of seed choice pictures go, unless a question shows one as its illustration.
  const seedKeys = [...renamed.keys()].filter((key) => key.startsWith('seed/pictures/'));
  const illustrations = seedKeys.length
    ? await db
        .selectFrom('questions')
        .select('illustration')
        .where('illustration', 'in', seedKeys)
        .execute()
    : [];
  const kept = new Set(illustrations.map((row) => row.illustration));
  for (const key of seedKeys) if (!kept.has(key)) await store.delete(key);
  return renamed.size;
}
