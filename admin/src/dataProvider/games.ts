import type {
  AdminGame,
  AdminGameAnswer,
  AdminGameDetail,
  AdminGameList,
  AdminGameSearch,
  GamesOrder,
  GamesPrimaryData,
  ImportReport,
} from '@quiz/shared/contract';
import { api } from '@quiz/shared/paths';
import { PICTURE_QUESTION_TYPES, type QuestionType } from '@quiz/shared/types';
import type { GetListParams } from 'react-admin';
import type { Http } from '../lib/http';
import type { PictureValue } from './multipart';
import type { ResourceAdapter } from './types';

/** A question of the wizard: texts, or pictures for the picture types, and its illustration. */
export interface QuestionDraft {
  type: QuestionType;
  label: string;
  label_en: string;
  /** texts; for picture types, the chosen image files */
  choices_fr: (string | File)[];
  choices_en: string[];
  correction_ids: number[];
  /** a new illustration; an edited question without one keeps its own (`illustration_url`) */
  illustration?: File | null;
  illustration_url?: string | null;
  /** optional, shown to players with the corrections */
  explanation?: string;
  explanation_en?: string;
}

/** What the wizard's form holds when it creates a game. */
export interface GameDraft {
  title_fr: string;
  title_en: string;
  indexes: number[];
  cover?: PictureValue | File | null;
  questions: QuestionDraft[];
  /** an edit: the quote chosen (kept when absent) */
  quote_id?: number | null;
  /** an edit: the game loses its cover */
  remove_cover?: boolean;
}

const isPictureType = (type: string) =>
  (PICTURE_QUESTION_TYPES as readonly string[]).includes(type);

const fileOf = (value: unknown): File | null => {
  if (typeof File === 'undefined') return null;
  if (value instanceof File) return value;
  const raw = (value as PictureValue | null | undefined)?.rawFile;
  return raw instanceof File ? raw : null;
};

/**
 * The create form of spec section 7: indexes and questions_answers as JSON, the
 * cover, qst_illustration_{position} (from 0), and for picture questions each
 * choice's image in a field of its own, whose name is the choice's value.
 */
export function gameForm(draft: GameDraft): FormData {
  const form = new FormData();
  form.append('title_fr', draft.title_fr);
  form.append('title_en', draft.title_en);
  form.append('indexes', JSON.stringify(draft.indexes));
  const questions = draft.questions.map((question, position) => {
    const pictures = isPictureType(question.type);
    const choices = question.choices_fr.map((choice, index) => {
      const file = pictures ? fileOf(choice) : null;
      // A text, or in an edit a picture the question holds already (its URL): sent as it is.
      if (!file) return String(choice);
      const field = `qst_${position}_choice_${index}`;
      form.append(field, file, file.name);
      return field;
    });
    const illustration = fileOf(question.illustration);
    if (illustration) form.append(`qst_illustration_${position}`, illustration, illustration.name);
    return {
      type: question.type,
      data: {
        type: question.type,
        label: question.label,
        label_en: question.label_en,
        choice_values: choices,
        choice_values_en: pictures ? [] : question.choices_en,
        correction_ids: question.correction_ids,
        explanation: question.explanation ?? '',
        explanation_en: question.explanation_en ?? '',
      },
    };
  });
  form.append('questions_answers', JSON.stringify(questions));
  const cover = fileOf(draft.cover);
  if (cover) form.append('cover', cover, cover.name);
  else if (draft.remove_cover) form.append('remove_cover', 'true');
  if (typeof draft.quote_id === 'number') form.append('quote_id', String(draft.quote_id));
  return form;
}

const pageInfo = (page: number, pages: number) => ({
  hasNextPage: page < pages,
  hasPreviousPage: page > 1,
});

const SORTABLE = ['created_at', 'title_fr', 'title_en', 'is_active'] as const;

/**
 * react-admin's sort, status and category filters as the list's order (ours); an unknown
 * column keeps the server's, a category that is no id is left out (an address typed by hand).
 */
function orderOf(sort: GetListParams['sort'], filter: GetListParams['filter']): GamesOrder {
  const field = SORTABLE.find((column) => column === sort?.field);
  const status = filter?.status;
  const category = Number(filter?.game_index_id);
  return {
    ...(field ? { sort: field, order: sort?.order === 'ASC' ? 'asc' : 'desc' } : {}),
    ...(status === 'active' || status === 'inactive' ? { status } : {}),
    ...(Number.isInteger(category) && category > 0 ? { game_index_id: category } : {}),
  };
}

/**
 * Games management (spec section 7 "Games management"): the general list pages
 * by `stepper` (10 a page, num_pages), the filter tab searches titles (filter.q);
 * both count their games (num_results as the total), details read one game with its questions, create
 * is multipart; deactivate and reactivate are actions whose answer replaces the
 * card. Import (dry run or for real) and export are actions too.
 */
export function gamesAdapter(http: Http) {
  const paths = api.admin.games;
  return {
    async getList({ pagination, filter, sort }) {
      const page = pagination?.page ?? 1;
      const term = String(filter?.q ?? '').trim();
      const order = orderOf(sort, filter);
      if (term) {
        const found = await http.get<AdminGameSearch>(paths.search(term, page, order));
        return {
          data: found.list,
          total: found.num_results,
          pageInfo: pageInfo(page, found.num_pages),
        };
      }
      const { list, num_pages, num_results } = await http.get<AdminGameList>(
        paths.list(page, order),
      );
      return {
        data: list,
        total: num_results,
        pageInfo: pageInfo(page, num_pages),
        meta: { num_pages },
      };
    },
    async getOne({ id }) {
      const { game } = await http.get<{ game: AdminGameDetail }>(paths.details(Number(id)));
      return { data: game };
    },
    async create({ data }) {
      const { game } = await http.post<AdminGameAnswer>(
        paths.create(),
        gameForm(data as GameDraft),
      );
      return { data: game };
    },
    /** The edit form: the create form's fields; pictures not chosen again are kept. */
    async update({ id, data }) {
      const { game } = await http.request<AdminGameAnswer>('PATCH', paths.edit(Number(id)), {
        body: gameForm(data as unknown as GameDraft),
      });
      return { data: game };
    },
    actions: {
      primaryData: () => http.get<GamesPrimaryData>(paths.primaryData()),
      async deactivate({ id }: { id: number }): Promise<AdminGame> {
        return (await http.put<AdminGameAnswer>(paths.deactivate(id))).game;
      },
      async reactivate({ id }: { id: number }): Promise<AdminGame> {
        return (await http.put<AdminGameAnswer>(paths.reactivate(id))).game;
      },
      /** The report of a sheet; a refused one (400) answers its report too. */
      async importSheet({
        file,
        dryRun,
        kahoot,
      }: {
        file: File;
        dryRun: boolean;
        /** a Kahoot template's language and title (any other sheet ignores them) */
        kahoot?: { language?: 'fr' | 'en'; title?: string };
      }): Promise<ImportReport> {
        const form = new FormData();
        form.append('file', file, file.name);
        try {
          return await http.post<ImportReport>(paths.import(dryRun, kahoot), form);
        } catch (error) {
          const body = (error as { body?: Partial<ImportReport> }).body;
          if (body && Array.isArray(body.sheet_errors)) return body as ImportReport;
          throw error;
        }
      },
      exportSheet: (options: { gameId?: number; format: 'xlsx' | 'csv' }) =>
        http.download(paths.export(options)),
    },
  } satisfies ResourceAdapter<AdminGameDetail | AdminGame>;
}
