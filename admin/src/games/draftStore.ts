import type { QuestionDraft } from '../dataProvider/games';
import { removeChoice } from './draft';

/*
 * The create wizard's draft, kept in the browser between visits, pictures
 * included (IndexedDB keeps File objects as they are). A draft belongs to its
 * manager: it is stored under their user id, so the next manager signing in
 * on the same browser sees none of it, and it is cleared when they log out.
 */

/** What the wizard holds: its texts and its picked pictures. */
export interface WizardDraft {
  title_fr: string;
  title_en: string;
  indexes: number[];
  cover: File | null;
  questions: QuestionDraft[];
}

/** A draft read back, and how many of its pictures could not be. */
export interface LoadedDraft {
  draft: WizardDraft;
  lost: number;
}

/** The few calls of a key-value store the draft needs (IndexedDB, or a Map in the tests). */
export interface KeyValue {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/** A picture as the stored draft names it: each is stored once, under its own key. */
type PictureRef = { picture: string };

interface StoredQuestion extends Omit<QuestionDraft, 'choices_fr' | 'illustration'> {
  choices_fr: (string | PictureRef)[];
  illustration: PictureRef | null;
}

interface StoredDraft {
  title_fr: string;
  title_en: string;
  indexes: number[];
  cover: PictureRef | null;
  questions: StoredQuestion[];
}

/** Whether the wizard holds anything a manager would miss. */
export const hasWork = (draft: WizardDraft) =>
  Boolean(
    draft.title_fr.trim() ||
      draft.title_en.trim() ||
      draft.cover ||
      draft.indexes.length ||
      draft.questions.length,
  );

const isRef = (value: unknown): value is PictureRef =>
  typeof value === 'object' && value !== null && typeof (value as PictureRef).picture === 'string';

const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

export function draftStore(kv: KeyValue) {
  const draftKey = (user: number) => `game-draft/${user}`;
  const picturesOf = (user: number) => `game-draft/${user}/picture/`;
  // The id each picture is stored under: a picture already stored is not written again.
  const ids = new WeakMap<Blob, string>();
  // Saves run one after the other, the last one winning.
  let queue: Promise<unknown> = Promise.resolve();
  const queued = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => {});
    return run;
  };

  async function storedPictureIds(user: number) {
    const prefix = picturesOf(user);
    return (await kv.keys()).filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
  }

  async function forgetNow(user: number) {
    await kv.del(draftKey(user));
    for (const id of await storedPictureIds(user)) await kv.del(picturesOf(user) + id);
  }

  return {
    /** Keeps the draft (or forgets it once it holds nothing). */
    save(user: number, draft: WizardDraft): Promise<void> {
      return queued(async () => {
        if (!hasWork(draft)) return forgetNow(user);
        const wanted = new Map<string, Blob>();
        const ref = (file: Blob): PictureRef => {
          let id = ids.get(file);
          if (!id) {
            id = newId();
            ids.set(file, id);
          }
          wanted.set(id, file);
          return { picture: id };
        };
        const stored: StoredDraft = {
          title_fr: draft.title_fr,
          title_en: draft.title_en,
          indexes: draft.indexes,
          cover: draft.cover ? ref(draft.cover) : null,
          questions: draft.questions.map(({ illustration, ...question }) => ({
            ...question,
            choices_fr: question.choices_fr.map((c) => (typeof c === 'string' ? c : ref(c))),
            illustration: illustration ? ref(illustration) : null,
          })),
        };
        const existing = new Set(await storedPictureIds(user));
        for (const [id, file] of wanted) {
          if (!existing.has(id)) await kv.set(picturesOf(user) + id, file);
        }
        await kv.set(draftKey(user), stored);
        for (const id of existing) if (!wanted.has(id)) await kv.del(picturesOf(user) + id);
      });
    },

    /** The manager's draft, null when they have none; pictures that could not be read are counted. */
    load(user: number): Promise<LoadedDraft | null> {
      return queued(async () => {
        const stored = (await kv.get(draftKey(user))) as Partial<StoredDraft> | undefined;
        if (!stored || !Array.isArray(stored.questions) || !Array.isArray(stored.indexes)) {
          return null;
        }
        let lost = 0;
        const picture = async (value: unknown): Promise<File | null> => {
          if (!isRef(value)) return null;
          const blob = await kv.get(picturesOf(user) + value.picture);
          if (!(blob instanceof Blob)) {
            lost += 1;
            return null;
          }
          const file =
            blob instanceof File ? blob : new File([blob], value.picture, { type: blob.type });
          ids.set(file, value.picture);
          return file;
        };
        const questions: QuestionDraft[] = [];
        for (const question of stored.questions) {
          let draft: QuestionDraft = {
            ...question,
            illustration: await picture(question.illustration),
            choices_fr: [],
          };
          const choices: (string | File | null)[] = [];
          for (const choice of question.choices_fr ?? []) {
            choices.push(typeof choice === 'string' ? choice : await picture(choice));
          }
          draft.choices_fr = choices.map((choice) => choice ?? '');
          // A picture choice not read back is taken out, its place in the correction with it.
          for (let i = choices.length - 1; i >= 0; i -= 1) {
            if (choices[i] === null) draft = removeChoice(draft, i);
          }
          questions.push(draft);
        }
        return {
          draft: {
            title_fr: String(stored.title_fr ?? ''),
            title_en: String(stored.title_en ?? ''),
            indexes: stored.indexes.filter((id) => Number.isInteger(id)),
            cover: await picture(stored.cover),
            questions,
          },
          lost,
        };
      });
    },

    /** Whether the manager has a draft holding work. */
    async holdsWork(user: number): Promise<boolean> {
      return Boolean(await kv.get(draftKey(user)));
    },

    /** Forgets the manager's draft and its pictures. */
    forget(user: number): Promise<void> {
      return queued(() => forgetNow(user));
    },
  };
}

export type DraftStore = ReturnType<typeof draftStore>;

/** IndexedDB as a key-value store; any failure (a private mode, a full disk) rejects. */
export function indexedDbKeyValue(name = 'QuizAdmin', storeName = 'drafts'): KeyValue {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    // A failed opening is tried again next time.
    opened.catch(() => {
      opened = null;
    });
    return opened;
  };
  async function run<T>(
    mode: IDBTransactionMode,
    act: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> {
    const db = await database();
    return new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(storeName, mode);
      const request = act(transaction.objectStore(storeName));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? request.error);
      transaction.onabort = () => reject(transaction.error ?? request.error);
    });
  }
  return {
    get: (key) => run('readonly', (store) => store.get(key)),
    set: async (key, value) => {
      await run('readwrite', (store) => store.put(value, key));
    },
    del: async (key) => {
      await run('readwrite', (store) => store.delete(key));
    },
    keys: async () => (await run('readonly', (store) => store.getAllKeys())).map(String),
  };
}

let browserStore: DraftStore | null = null;

/** The drafts of this browser, kept in IndexedDB. */
export function browserDrafts(): DraftStore {
  browserStore ??= draftStore(indexedDbKeyValue());
  return browserStore;
}

/**
 * An earlier version kept one draft for the whole browser, without pictures
 * and without knowing whose it was: it is nobody's to show, so it goes.
 */
export function forgetUnownedDraft() {
  try {
    localStorage.removeItem('QuizAdmin.gameDraft');
  } catch {
    // Nothing kept, nothing to forget.
  }
}
