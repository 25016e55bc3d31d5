import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AdminGameAnswer,
  AdminGameDetail,
  AdminGameList,
  AdminGameSearch,
  ErrorAnswer,
  ExportQuery,
  GameActionQuery,
  GameEditQuery,
  GameEditUpload,
  GameSearchParams,
  GamesManagementQuery,
  GamesOrder,
  GamesPrimaryData,
  GameUpload,
  ImportQuery,
  ImportReport,
  OkAnswer,
} from '@quiz/shared/contract';
import { VALIDATION_MESSAGES as M } from '@quiz/shared/validation';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ApiError } from '../../../../errors';
import { formUpload, SHEET_LIMITS } from '../../../../http/form-upload';
import { bodyCheckedByTheDomain } from '../../../../http/validate';
import { currentUser } from '../../../../plugins/auth';

const MANAGEMENT = '/api/admin/games/management/';
const tags = ['admin: games'];

const GAME_CARD = `A game card: titles, cover URL, is_active, created_at, deactivated_at, indexes [{id, label_en,
label_fr, image}], quote {quote_en, quote_fr, author} or null, manager (who created it) and deactivator (who
deactivated it last), each {id, first_name, last_name} or null, number_of_questions, number_of_plays.`;

const CREATE = `Multipart: title_fr and title_en (at least 5 characters), indexes (JSON list of game index ids, at
least one), questions_answers (JSON list of {type, data: {type, label, label_en, choice_values, choice_values_en,
correction_ids}}: labels of at least 5 characters, choices of at least 1, French and English lists of the same
length, corrections within the choices, exactly one for single-choice types, the full order for ordered types), at
most the manager's params.questions_size questions; optional quote_id (else the quote fewest games carry), cover,
and qst_illustration_{position} for the question at that position (from 0). For the picture types (psc, pmc, pmoc)
each choice value is the name of a file field of the form holding its image (choice_values_en may be empty: the
images serve both languages). Pictures: PNG, JPEG or WebP by content (SVG and others refused with
validation.picture_invalid on their field), 5 MB each (413 above), 60 MB in all, stored re-encoded as WebP.
Refusals: 400 NOT_CREATED with errors per field, paths as the form's (questions_answers[2].data.label). The game
is in the player catalogue at once, on every instance.`;

const EDIT = `Multipart, as for create: title_fr, title_en, indexes, questions_answers and an optional
quote_id (the quote is kept when absent), cover and qst_illustration_{position} (kept when absent); remove_cover=true
leaves the game without a cover (400 on remove_cover with another value or beside a new cover). The questions
stay those of the game, in their order and with their types (else 400 NOT_MODIFIED with errors.questions_answers
validation.questions_fixed); a picture choice is a file field of the form or a picture the question holds already
(its URL as the details answered it, or its key). Each question's data may carry explanation and explanation_en
(optional, at most 1,000 characters), which players read with the corrections only. Titles, labels, explanations,
pictures, indexes and quote change in place. Choices and corrections change in place while nobody has played the
game's current version; once somebody has (a play, or a challenge), changing them makes a new version (game.version
one more) that new plays use, while past plays, their scores and reviews, and the challenges started before (their
later joiners too) keep theirs. The edit is in the audit trail (action update, before and after). Refusals: 400
NOT_MODIFIED with errors per field as for create, 413 above the picture sizes, 404 INVALID_GAME.`;

const SHEET = `The sheet (.xlsx, or .csv in UTF-8) has one heading row: game_title_fr, game_title_en, game_indexes,
type, label_fr, label_en, choice_1_fr, choice_1_en ... choice_6_fr, choice_6_en (3 to 6 optional), correction. A
row with a game title starts a game (game_indexes: index codes separated by ';'); the rows below it without a title
add its questions. correction: the numbers (from 1) of the right choices separated by ';', in order for ordered
types. Types sc, mc, moc (picture questions are made in the wizard). Optional columns explanation_fr and
explanation_en: why the correction is right, shown to players with it. Each game is checked by the create form's
rules and the manager's questions_size.`;

const KAHOOT = `Kahoot's quiz template (.xlsx, or .csv with the same headings) is read too, found by its
heading row (Question, Answer 1 to 4, Time limit (sec), Correct answer(s)) among the first 20 rows, after the
template's block of instructions. It makes one game, in one language: the query's language (fr or en), else the
manager's account language; its title is the query's title (required: the template has none). Each row is a
question: 120 characters at most, up to four answers (a fifth is refused, validation.sheet_too_many_answers), a
time limit of 5, 10, 20, 30, 60, 90, 120 or 240 seconds (validation.time_limit_invalid; checked, not kept: a game's
questions share the settings' duration), and the correct answers' numbers ("1,3"): one makes a single-choice
question (sc), several a multiple-choice one (mc). The texts stand for both languages in the create form's checks.
The game is stored inactive, without category, with the other language empty: a manager completes it in the edit
screen, and it cannot be reactivated before (409 NOT_MODIFIED, errors.game_id validation.game_incomplete). The report says
template kahoot, the language read, and lacking_language {language, rows}: the question rows lacking the other
language. Errors name Kahoot's columns: question, answer_1 ... answer_4, time_limit, correct_answers, and title
(row 0).`;

export default async function gamesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const gamesArea = app.requireRole('games');
  const games = () => app.admin.games;

  app.get(
    '/api/admin/games/primary-check/',
    {
      onRequest: gamesArea,
      schema: {
        operationId: 'checkGamesArea',
        tags,
        summary: 'Primary check of the games area: OK for a games or super manager flagged admin',
        description: 'The back office shows its not-allowed view on any other answer (401, 403).',
        response: { 200: OkAnswer, '4xx': ErrorAnswer },
      },
    },
    async () => ({ status_message: 'OK' as const }),
  );

  app.get(
    MANAGEMENT,
    {
      onRequest: gamesArea,
      schema: {
        operationId: 'readGamesManagement',
        tags,
        summary: 'The wizard primary data, a page of games, or one game with its questions',
        description: `option=primary_data answers {indexes: [{id, label_en, label_fr, image}], questions_size} (the
caller's most questions a game) and, ours, quotes [{id, author, quote_en, quote_fr}] (every quote, newest first,
for the edit form's choice). option=games&stepper={page} answers {list, num_pages}: every game, active or not,
newest first, 10 a page (stepper from 1; a page past the end is empty). Ours: sort (created_at, title_fr, title_en,
is_active) and order (asc, desc) choose the order, status (active, inactive) and game_index_id (the games filed
under that index) narrow the list, and num_results counts the games it holds. option=game&game_id= answers {game}: the
card and its questions [{id, rank, type, label_fr, label_en, illustration, choice_values_fr, choice_values_en,
correction_ids, explanation_fr, explanation_en}] of the version new plays use, and version (404 INVALID_GAME). ${GAME_CARD} 400 when the option's own parameter is missing.`,
        querystring: GamesManagementQuery,
        response: {
          200: Type.Union([
            GamesPrimaryData,
            AdminGameList,
            Type.Object({ game: AdminGameDetail }),
          ]),
          '4xx': ErrorAnswer,
        },
      },
    },
    async (request) => {
      const { option, stepper, game_id, ...order } = request.query;
      if (option === 'primary_data') return games().primaryData(currentUser(request).id);
      if (option === 'games') {
        if (stepper === undefined) throw missing('stepper');
        return games().list(stepper, order);
      }
      if (game_id === undefined) throw missing('game_id');
      return { game: await games().details(game_id) };
    },
  );

  app.post(
    MANAGEMENT,
    {
      onRequest: gamesArea,
      validatorCompiler: bodyCheckedByTheDomain,
      schema: {
        operationId: 'createGame',
        tags,
        summary: 'Create a game from the wizard',
        description: `${CREATE} Answers 201 {status_message, game} with its questions.`,
        body: { content: { 'multipart/form-data': { schema: GameUpload } } },
        response: { 201: AdminGameAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const game = await games().create(currentUser(request).id, await formUpload(request));
      return reply.status(201).send({ status_message: 'OK', game });
    },
  );

  app.patch(
    MANAGEMENT,
    {
      onRequest: gamesArea,
      validatorCompiler: bodyCheckedByTheDomain,
      schema: {
        operationId: 'editGame',
        tags,
        summary:
          'Edit a game: titles, labels, explanations, pictures, indexes, quote, choices and corrections',
        description: `${EDIT} Answers {status_message, game} with its questions.`,
        querystring: GameEditQuery,
        body: { content: { 'multipart/form-data': { schema: GameEditUpload } } },
        response: { 200: AdminGameAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      const game = await games().edit(
        currentUser(request).id,
        request.query.game_id,
        await formUpload(request),
      );
      return { status_message: 'OK' as const, game };
    },
  );

  app.put(
    MANAGEMENT,
    {
      onRequest: gamesArea,
      schema: {
        operationId: 'setGameActive',
        tags,
        summary: 'Deactivate or reactivate a game',
        description: `action=deactivate takes the game out of the player catalogue at once (every instance);
plays and challenges already running on it finish normally, and no new one starts (INACTIVE_GAME). The caller
becomes its deactivator. action=reactivate brings it back, unless it lacks a French or English text or a category (409
NOT_MODIFIED, errors.game_id validation.game_incomplete: a Kahoot import waiting to be completed). Doing either twice changes nothing the second time.
Answers {status_message, game}, the card with its questions, which replaces the one in the list. 404 INVALID_GAME.`,
        querystring: GameActionQuery,
        response: { 200: AdminGameAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      const { action, game_id } = request.query;
      const managerId = currentUser(request).id;
      const game =
        action === 'deactivate'
          ? await games().deactivate(managerId, game_id)
          : await games().reactivate(managerId, game_id);
      return { status_message: 'OK' as const, game };
    },
  );

  app.get(
    '/api/admin/games/search/:term/:page/',
    {
      onRequest: gamesArea,
      schema: {
        operationId: 'searchGames',
        tags,
        summary: 'Games whose French or English title holds the term',
        description: `Case and accents are ignored ("eleve" finds "Élève"); active and inactive games, newest
first, 10 a page; ours: sort, order, status and game_index_id as for the list. Answers {list, num_pages, num_results}. ${GAME_CARD}`,
        params: GameSearchParams,
        querystring: GamesOrder,
        response: { 200: AdminGameSearch, '4xx': ErrorAnswer },
      },
    },
    (request) => games().search(request.params.term, request.params.page, request.query),
  );

  app.post(
    '/api/admin/games/import/',
    {
      onRequest: gamesArea,
      validatorCompiler: bodyCheckedByTheDomain,
      schema: {
        operationId: 'importGames',
        tags,
        summary: 'Import games from a spreadsheet of questions; dry_run=true only checks it',
        description: `Multipart with one file field, file (2 MB at most, 2,000 rows). ${SHEET} The report lists
the games read and every refusal by row and column (row 1 is the heading; 0 the file itself) with its message key
and its text in English and French. With any refusal nothing is stored: 400 NOT_CREATED with errors.file and the
report. A dry run answers 200 with the report and stores nothing; otherwise 201 with the ids created, all the
sheet's games in one transaction, each in the audit trail. The report's template is ours. ${KAHOOT}`,
        querystring: ImportQuery,
        body: {
          content: {
            'multipart/form-data': {
              schema: Type.Object({
                file: Type.String({ contentMediaType: 'application/octet-stream' }),
              }),
            },
          },
        },
        response: {
          200: ImportReport,
          201: ImportReport,
          400: Type.Union([ImportReport, ErrorAnswer]),
          '4xx': ErrorAnswer,
        },
      },
    },
    async (request, reply) => {
      const { dry_run, language, title } = request.query;
      const dryRun = dry_run === true;
      const { files } = await formUpload(request, SHEET_LIMITS);
      const sheet = files.get('file');
      const report = await games().importSheet(currentUser(request).id, sheet, {
        dryRun,
        language,
        title,
      });
      const status = report.status_message !== 'OK' ? 400 : dryRun ? 200 : 201;
      return reply.status(status).send(report);
    },
  );

  app.get(
    '/api/admin/games/export/',
    {
      onRequest: gamesArea,
      schema: {
        operationId: 'exportGames',
        tags,
        summary: 'The sheet of one game, or of every game, in the import format',
        description: `${SHEET} format xlsx (default) or csv; game_id for one game (404 INVALID_GAME), every game
otherwise, oldest first. Picture questions come with their images' media keys, for reference. In csv, a cell a
spreadsheet program would run as a formula (=, +, -, @) starts with a quote, which the import takes off.`,
        querystring: ExportQuery,
        response: {
          200: {
            description: 'the sheet',
            content: {
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
                schema: Type.String({ contentMediaType: 'application/octet-stream' }),
              },
              'text/csv': { schema: Type.String() },
            },
          },
          '4xx': ErrorAnswer,
        },
      },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'xlsx';
      const sheet = await games().exportSheet(request.query.game_id, format);
      const name = request.query.game_id ? `game-${request.query.game_id}` : 'games';
      return (
        reply
          .type(format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}.${format}"`)
          // A Buffer is sent as it is: no serializer reads it.
          .send(sheet as never)
      );
    },
  );
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const missing = (field: string) => new ApiError(400, 'BAD', { errors: { [field]: M.required } });
