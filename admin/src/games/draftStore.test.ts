import { describe, expect, it } from 'vitest';
import { emptyQuestion } from './draft';
import { draftStore, type KeyValue, type WizardDraft } from './draftStore';

/** A Map as the key-value store, counting the pictures written. */
function memory() {
  const map = new Map<string, unknown>();
  let writes = 0;
  const kv: KeyValue = {
    get: async (key) => map.get(key),
    set: async (key, value) => {
      if (value instanceof Blob) writes += 1;
      map.set(key, value);
    },
    del: async (key) => void map.delete(key),
    keys: async () => [...map.keys()],
  };
  return { kv, map, pictureWrites: () => writes };
}

const picture = (name: string) => new File([new Uint8Array([0x89, 0x50])], name);

function flagsDraft(): WizardDraft {
  const [red, green, blue] = [picture('IMG_1.jpg'), picture('IMG_2.jpg'), picture('IMG_3.jpg')];
  return {
    title_fr: 'Drapeaux',
    title_en: 'Flags',
    indexes: [2],
    cover: picture('cover.png'),
    questions: [
      {
        ...emptyQuestion('sc'),
        label: 'Capitale du Togo ?',
        choices_fr: ['Lomé', 'Kara'],
        choices_en: ['Lome', 'Kara'],
        correction_ids: [0],
      },
      {
        ...emptyQuestion('pmoc'),
        label: 'Du plus clair au plus sombre ?',
        label_en: 'From lightest to darkest?',
        choices_fr: [red, green, blue],
        choices_en: ['', '', ''],
        correction_ids: [2, 0, 1],
        illustration: picture('map.png'),
      },
    ],
  };
}

describe('the wizard draft, kept in the browser for its manager', () => {
  it('gives back the whole draft, pictures included, and writes each picture once', async () => {
    const { kv, pictureWrites } = memory();
    const store = draftStore(kv);
    const draft = flagsDraft();
    await store.save(7, draft);
    expect(pictureWrites()).toBe(5);
    // Typing a title again writes no picture again.
    await store.save(7, { ...draft, title_en: 'Flags of Africa' });
    expect(pictureWrites()).toBe(5);

    const back = await draftStore(kv).load(7);
    expect(back?.lost).toBe(0);
    expect(back?.draft).toMatchObject({
      title_en: 'Flags of Africa',
      indexes: [2],
      cover: draft.cover,
    });
    expect(back?.draft.questions[0]).toEqual({ ...draft.questions[0], illustration: null });
    expect(back?.draft.questions[1]).toEqual(draft.questions[1]);
    expect((back?.draft.questions[1]?.choices_fr[0] as File | undefined)?.name).toBe('IMG_1.jpg');
  });

  it('belongs to its manager: another user id reads nothing, and forgetting leaves nothing behind', async () => {
    const { kv, map } = memory();
    const store = draftStore(kv);
    await store.save(7, flagsDraft());
    expect(await store.load(8)).toBeNull();
    expect(await store.holdsWork(8)).toBe(false);
    expect(await store.holdsWork(7)).toBe(true);
    await store.save(8, { ...flagsDraft(), title_en: 'Flags of user 8' });
    await store.forget(7);
    expect(await store.load(7)).toBeNull();
    expect(await store.holdsWork(7)).toBe(false);
    expect([...map.keys()].every((key) => key.startsWith('game-draft/8'))).toBe(true);
    expect((await store.load(8))?.draft.title_en).toBe('Flags of user 8');
  });

  it('drops the pictures no longer used, and the draft once it holds nothing', async () => {
    const { kv, map } = memory();
    const store = draftStore(kv);
    const draft = flagsDraft();
    await store.save(7, draft);
    await store.save(7, { ...draft, cover: null, questions: [] });
    expect([...map.keys()]).toEqual(['game-draft/7']);
    await store.save(7, { title_fr: ' ', title_en: '', indexes: [], cover: null, questions: [] });
    expect(map.size).toBe(0);
  });

  it('says how many pictures it could not read back, and takes those choices out of the correction', async () => {
    const { kv, map } = memory();
    const store = draftStore(kv);
    const draft = flagsDraft();
    await store.save(7, draft);
    // The second picture choice and the illustration are gone (a cleared site storage, say).
    const keys = [...map.keys()].filter((key) => key.includes('/picture/'));
    const green = draft.questions[1]?.choices_fr[1] as File;
    const illustration = draft.questions[1]?.illustration as File;
    for (const key of keys) {
      const value = map.get(key);
      if (value === green || value === illustration) map.delete(key);
    }
    const back = await draftStore(kv).load(7);
    expect(back?.lost).toBe(2);
    const pictures = back?.draft.questions[1];
    expect(pictures?.choices_fr.map((c) => (c as File).name)).toEqual(['IMG_1.jpg', 'IMG_3.jpg']);
    // The order was blue, red, green: green is out, blue and red keep theirs.
    expect(pictures?.correction_ids).toEqual([1, 0]);
    expect(pictures?.illustration).toBeNull();
  });

  it('reads a broken record as no draft, and saves in the order asked', async () => {
    const { kv, map } = memory();
    const store = draftStore(kv);
    map.set('game-draft/7', { questions: 3 });
    expect(await store.load(7)).toBeNull();
    const saves = ['A', 'AB', 'ABC'].map((title) =>
      store.save(7, { ...flagsDraft(), title_fr: title }),
    );
    await Promise.all(saves);
    expect((await store.load(7))?.draft.title_fr).toBe('ABC');
  });
});
