import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflatedSize, SHEET_COLUMNS } from '../src/domain/games/sheet';
import {
  expectInCatalogue,
  gameForm,
  gamesApi,
  gamesSnapshot,
  playerGameIds,
  textQuestion,
  twoIndexes,
} from './helpers/admin-games';
import { buildTestApp, type TestApp } from './helpers/app';
import type { FilePart } from './helpers/form-data';
import { type ManagerClient, managerClient, newManager } from './helpers/managers';

/** A sheet in the import format, written by exceljs as a spreadsheet program would. */
async function xlsx(rows: (string | number)[][], headings: readonly string[] = SHEET_COLUMNS) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('questions');
  sheet.addRow([...headings]);
  for (const row of rows) sheet.addRow(row);
  return file(Buffer.from(await workbook.xlsx.writeBuffer()), 'quiz.xlsx');
}

const file = (data: Buffer, filename: string): FilePart => ({
  filename,
  contentType: 'application/octet-stream',
  data,
});

/** A question row: no game cells, then type, labels, choices (fr, en pairs) and correction. */
function question(
  type: string,
  labelFr: string,
  labelEn: string,
  choices: string[][],
  correction: string,
) {
  const cells: string[] = ['', '', '', type, labelFr, labelEn];
  for (let i = 0; i < 6; i += 1) cells.push(choices[i]?.[0] ?? '', choices[i]?.[1] ?? '');
  return [...cells, correction];
}

const withGame = (row: string[], titleFr: string, titleEn: string, codes: string) => [
  titleFr,
  titleEn,
  codes,
  ...row.slice(3),
];

const capitals = [
  ['Douala', 'Douala'],
  ['Yaoundé', 'Yaounde'],
  ['Garoua', 'Garoua'],
];

/** Kahoot's quiz template as Kahoot hands it out: a block of instructions, then its heading row (row 8). */
const KAHOOT_HEADINGS = [
  '',
  'Question - max 120 characters',
  'Answer 1 - max 75 characters',
  'Answer 2 - max 75 characters',
  'Answer 3 - max 75 characters',
  'Answer 4 - max 75 characters',
  'Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs',
  'Correct answer(s) - choose at least one',
];
const KAHOOT_INSTRUCTIONS = [
  [],
  ['', 'Quiz template'],
  [
    '',
    'Add questions, at least two answer alternatives, time limit and choose correct answers (at least one). Have fun creating your awesome quiz!',
  ],
  [
    '',
    'Remember: questions have a limit of 120 characters and answers can have 75 characters max. If several answers are correct, separate them with a comma.',
  ],
  ['', "See an example question below (don't forget to overwrite this with your first question!)"],
  [
    '',
    "And remember, if you're not using Excel you need to export to .xlsx format before you upload to Kahoot!",
  ],
  [],
];

async function kahootXlsx(rows: (string | number)[][], headings: string[] = KAHOOT_HEADINGS) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of [...KAHOOT_INSTRUCTIONS, headings, ...rows]) sheet.addRow(row);
  return file(Buffer.from(await workbook.xlsx.writeBuffer()), 'KahootQuizTemplate.xlsx');
}

/** The same template saved as .csv: only the heading row and the questions. */
async function kahootCsv(rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of [KAHOOT_HEADINGS, ...rows]) sheet.addRow(row);
  return file(Buffer.from(await workbook.csv.writeBuffer()), 'kahoot.csv');
}

const kahootRows = [
  [1, 'What is the capital of Cameroon?', 'Douala', 'Yaounde', 'Garoua', '', 20, '2'],
  [2, 'Which rivers flow in Cameroon?', 'Sanaga', 'Nile', 'Wouri', 'Congo', 30, '1,3'],
  // The template numbers its empty rows: they are no questions.
  [3],
];

describe('quiz import and export', () => {
  let t: TestApp;
  let client: ManagerClient;
  let indexes: [number, number];

  beforeAll(async () => {
    t = await buildTestApp();
    const maker = await newManager(t.app, 'sheet.maker@example.cm', 'gamesmanager', {
      questionsSize: 3,
    });
    client = managerClient(t.app, maker.headers);
    indexes = await twoIndexes(t.app);
  });
  afterAll(() => t.close());

  const upload = (dryRun: boolean, sheet: FilePart) =>
    client.form('POST', gamesApi.import(dryRun), { file: sheet });

  const goodSheet = () =>
    xlsx([
      withGame(
        question('sc', 'Capitale du Cameroun ?', 'Capital of Cameroon?', capitals, '2'),
        'Villes et capitales',
        'Towns and capitals',
        'geography',
      ),
      question('moc', 'Du nord au sud, svp', 'From north to south, please', capitals, '3;2;1'),
      withGame(
        question(
          'mc',
          'Fleuves du Cameroun ?',
          'Rivers of Cameroon?',
          [
            ['Sanaga', 'Sanaga'],
            ['Nil', 'Nile'],
            ['Wouri', 'Wouri'],
          ],
          '1;3',
        ),
        'Fleuves du pays',
        'Rivers of the land',
        'geography; HISTORY',
      ),
    ]);

  it('checks a good sheet on a dry run and stores nothing, then imports it in one go', async () => {
    const before = await gamesSnapshot(t.app);
    const dry = await upload(true, await goodSheet());
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({
      status_message: 'OK',
      dry_run: true,
      template: 'ours',
      games: [
        {
          row: 2,
          title_fr: 'Villes et capitales',
          title_en: 'Towns and capitals',
          number_of_questions: 2,
        },
        {
          row: 4,
          title_fr: 'Fleuves du pays',
          title_en: 'Rivers of the land',
          number_of_questions: 1,
        },
      ],
      sheet_errors: [],
      created: [],
    });
    expect(await gamesSnapshot(t.app)).toEqual(before);

    const real = await upload(false, await goodSheet());
    expect(real.statusCode, real.body).toBe(201);
    const { created } = real.json();
    expect(created).toHaveLength(2);
    const game = (await client.json('GET', gamesApi.details(created[0]))).json().game;
    expect(game).toMatchObject({
      title_en: 'Towns and capitals',
      indexes: [{ label_en: 'geography' }],
      questions: [
        { type: 'sc', choice_values_fr: ['Douala', 'Yaoundé', 'Garoua'], correction_ids: [1] },
        { type: 'moc', label_en: 'From north to south, please', correction_ids: [2, 1, 0] },
      ],
    });
    const rivers = (await client.json('GET', gamesApi.details(created[1]))).json().game;
    expect(rivers.indexes.map((i: { label_en: string }) => i.label_en)).toEqual([
      'history',
      'geography',
    ]);
    const audit = await t.app.db
      .selectFrom('audit_entries')
      .select('entity_id')
      .where('area', '=', 'games')
      .where('action', '=', 'create')
      .execute();
    expect(audit.map((row) => row.entity_id).sort()).toEqual([...created].sort());
  });

  it('answers every refusal by row and column in both languages, and stores nothing', async () => {
    const before = await gamesSnapshot(t.app);
    const sheet = await xlsx([
      question('sc', 'Sans jeu au-dessus', 'No game above this one', capitals, '1'),
      withGame(question('sc', 'Quoi', '', capitals, '4'), 'Jeu', 'A good title', 'nowhere'),
      question('xyz', 'Un type inconnu', 'An unknown type', capitals, '1'),
      question('psc', 'Un drapeau à image', 'A picture flag', capitals, '1'),
      question('mc', 'Correction illisible', 'Unreadable correction', capitals, 'un'),
    ]);
    const res = await upload(true, sheet);
    expect(res.statusCode, res.body).toBe(400);
    const report = res.json();
    expect(report).toMatchObject({
      status_message: 'NOT_CREATED',
      errors: { file: 'validation.sheet_invalid' },
      dry_run: true,
      created: [],
    });
    const found = report.sheet_errors.map((e: { row: number; column: string; message: string }) => [
      e.row,
      e.column,
      e.message,
    ]);
    expect(found).toEqual(
      expect.arrayContaining([
        [2, 'game_title_fr', 'validation.sheet_no_game'],
        [3, 'game_indexes', 'validation.index_unknown'],
        [3, 'game_title_fr', 'validation.text_too_short'],
        [3, 'label_fr', 'validation.text_too_short'],
        [3, 'label_en', 'validation.required'],
        [3, 'correction', 'validation.correction_out_of_range'],
        [3, '', 'validation.too_many_questions'],
        [4, 'type', 'validation.question_type_invalid'],
        [5, 'type', 'validation.sheet_picture_type'],
        [6, 'correction', 'validation.correction_out_of_range'],
      ]),
    );
    const missingEnglish = report.sheet_errors.find(
      (e: { row: number; column: string }) => e.row === 3 && e.column === 'label_en',
    );
    expect(missingEnglish).toMatchObject({
      en: 'This field is required.',
      fr: expect.stringMatching(/obligatoire/),
    });
    // The real import of the same sheet is refused the same way.
    const real = await upload(false, sheet);
    expect(real.statusCode).toBe(400);
    expect(real.json().sheet_errors).toEqual(report.sheet_errors);
    expect(await gamesSnapshot(t.app)).toEqual(before);
  });

  it("holds the manager's questions_size, like the wizard", async () => {
    const rows = [
      withGame(
        question('sc', 'Question numéro 1', 'Question number 1', capitals, '1'),
        'Quatre questions',
        'Four questions',
        'history',
      ),
      ...[2, 3, 4].map((n) =>
        question('sc', `Question numéro ${n}`, `Question number ${n}`, capitals, '1'),
      ),
    ];
    const res = await upload(true, await xlsx(rows));
    expect(res.json().sheet_errors).toMatchObject([
      { row: 2, column: '', message: 'validation.too_many_questions' },
    ]);
  });

  it('refuses a file that is no sheet, a sheet without its headings, and a zip bomb', async () => {
    const refusal = async (sheet: FilePart) => {
      const res = await upload(true, sheet);
      expect(res.statusCode, res.body).toBe(400);
      return res
        .json()
        .sheet_errors.map((e: { message: string; column: string }) => [e.column, e.message]);
    };
    expect(
      await refusal(file(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]), 'a.xlsx')),
    ).toEqual([['', 'validation.sheet_unreadable']]);
    expect(await refusal(file(Buffer.from('PK\u0003\u0004 not really a zip'), 'b.xlsx'))).toEqual([
      ['', 'validation.sheet_unreadable'],
    ]);
    const headings = SHEET_COLUMNS.filter((c) => c !== 'label_en' && c !== 'correction');
    expect(await refusal(await xlsx([], headings))).toEqual([
      ['label_en', 'validation.sheet_column_missing'],
      ['correction', 'validation.sheet_column_missing'],
    ]);
    const none = await client.form('POST', gamesApi.import(true), { other: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ file: 'validation.required' });

    // A zip whose directory declares more than the sheet limit is not opened.
    const { data } = await goodSheet();
    expect(inflatedSize(data)).toBeLessThan(100_000);
    const bomb = Buffer.from(data);
    const end = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const directory = bomb.readUInt32LE(end + 16);
    bomb.writeUInt32LE(0x7fffffff, directory + 24);
    expect(inflatedSize(bomb)).toBeGreaterThan(2_000_000_000);
    expect(await refusal(file(bomb, 'bomb.xlsx'))).toEqual([['', 'validation.sheet_unreadable']]);
  });

  it('exports a game in the import format, xlsx and csv, which imports back the same', async () => {
    const created = (await upload(false, await goodSheet())).json().created as number[];
    const original = (await client.json('GET', gamesApi.details(created[0] as number))).json().game;

    for (const format of ['xlsx', 'csv'] as const) {
      const res = await client.json('GET', gamesApi.export({ gameId: original.id, format }));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="game-${original.id}.${format}"`,
      );
      const back = await upload(false, file(res.rawPayload, `back.${format}`));
      expect(back.statusCode, back.body).toBe(201);
      const copy = (await client.json('GET', gamesApi.details(back.json().created[0]))).json().game;
      const shape = (game: typeof original) => ({
        titles: [game.title_fr, game.title_en],
        indexes: game.indexes,
        questions: game.questions.map(({ id: _id, ...rest }: { id: number }) => rest),
      });
      expect(shape(copy)).toEqual(shape(original));
    }
    const unknown = await client.json('GET', gamesApi.export({ gameId: 999_999 }));
    expect(unknown.statusCode).toBe(404);
  });

  it('writes a cell a spreadsheet would run as a formula with a quote in csv, and reads it back', async () => {
    const sheet = await xlsx([
      withGame(
        question(
          'sc',
          '=HYPERLINK("http://evil")',
          '+1 plus one equals?',
          [
            ['=1+1', '=1+1'],
            ['2', '2'],
          ],
          '2',
        ),
        'Formules piégées',
        'Trapped formulas',
        'history',
      ),
    ]);
    const id = (await upload(false, sheet)).json().created[0];
    const csv = await client.json('GET', gamesApi.export({ gameId: id, format: 'csv' }));
    const text = csv.rawPayload.toString('utf8');
    expect(text).toContain(`'=HYPERLINK`);
    expect(text).toContain(`'+1 plus one`);
    const back = (await upload(false, file(csv.rawPayload, 'f.csv'))).json().created[0];
    const copy = (await client.json('GET', gamesApi.details(back))).json().game;
    expect(copy.questions[0]).toMatchObject({
      label_fr: '=HYPERLINK("http://evil")',
      label_en: '+1 plus one equals?',
      choice_values_fr: ['=1+1', '2'],
    });
  });

  it('reads the optional explanation columns, and a sheet without them still imports', async () => {
    const explained = [
      ...withGame(
        question('sc', 'Capitale du Cameroun ?', 'Capital of Cameroon?', capitals, '2'),
        'Capitales expliquées',
        'Capitals explained',
        'geography',
      ),
      'Depuis 1922.',
      'Since 1922.',
    ];
    const res = await upload(false, await xlsx([explained]));
    expect(res.statusCode, res.body).toBe(201);
    const [id] = res.json().created as number[];
    const game = (await client.json('GET', gamesApi.details(id as number))).json().game;
    expect(game.questions[0]).toMatchObject({
      explanation_fr: 'Depuis 1922.',
      explanation_en: 'Since 1922.',
    });
    // The export writes them back in their columns.
    const sheet = await client.json('GET', gamesApi.export({ gameId: id, format: 'csv' }));
    expect(sheet.body.split('\n')[0]).toMatch(/,explanation_fr,explanation_en\s*$/);
    expect(sheet.body).toContain('Depuis 1922.,Since 1922.');

    const older = SHEET_COLUMNS.filter((name) => !name.startsWith('explanation_'));
    const plain = withGame(
      question('sc', 'Capitale du Gabon ?', 'Capital of Gabon?', capitals, '1'),
      'Capitales sans explication',
      'Capitals unexplained',
      'geography',
    );
    const without = await upload(false, await xlsx([plain], older));
    expect(without.statusCode, without.body).toBe(201);
    const [plainId] = without.json().created as number[];
    const plainGame = (await client.json('GET', gamesApi.details(plainId as number))).json().game;
    expect(plainGame.questions[0]).toMatchObject({ explanation_fr: null, explanation_en: null });
  });

  describe("Kahoot's quiz template", () => {
    const kahoot = (
      dryRun: boolean,
      sheet: FilePart,
      query: { language?: 'fr' | 'en'; title?: string },
    ) => client.form('POST', gamesApi.import(dryRun, query), { file: sheet });

    it('makes one game in the given language, inactive, and lists the rows lacking the other', async () => {
      const before = await gamesSnapshot(t.app);
      const query = { language: 'en', title: 'Capitals and rivers' } as const;
      const dry = await kahoot(true, await kahootXlsx(kahootRows), query);
      expect(dry.statusCode, dry.body).toBe(200);
      expect(dry.json()).toEqual({
        status_message: 'OK',
        dry_run: true,
        template: 'kahoot',
        language: 'en',
        lacking_language: { language: 'fr', rows: [9, 10] },
        games: [{ row: 9, title_fr: '', title_en: 'Capitals and rivers', number_of_questions: 2 }],
        sheet_errors: [],
        created: [],
      });
      expect(await gamesSnapshot(t.app)).toEqual(before);

      const real = await kahoot(false, await kahootXlsx(kahootRows), query);
      expect(real.statusCode, real.body).toBe(201);
      const [id] = real.json().created as number[];
      const game = (await client.json('GET', gamesApi.details(id as number))).json().game;
      expect(game).toMatchObject({
        title_fr: '',
        title_en: 'Capitals and rivers',
        is_active: false,
        indexes: [],
        questions: [
          {
            type: 'sc',
            label_fr: '',
            label_en: 'What is the capital of Cameroon?',
            choice_values_fr: ['', '', ''],
            choice_values_en: ['Douala', 'Yaounde', 'Garoua'],
            correction_ids: [1],
          },
          {
            type: 'mc',
            label_en: 'Which rivers flow in Cameroon?',
            choice_values_en: ['Sanaga', 'Nile', 'Wouri', 'Congo'],
            correction_ids: [0, 2],
          },
        ],
      });
      expect(await playerGameIds(t.app)).not.toContain(id);

      // Half a language never reaches players: the game comes back once completed.
      const early = await client.json('PUT', gamesApi.reactivate(id as number));
      expect(early.statusCode, early.body).toBe(409);
      expect(early.json()).toMatchObject({
        status_message: 'NOT_MODIFIED',
        errors: { game_id: 'validation.game_incomplete' },
      });
      const [history] = indexes;
      const completed = await client.form(
        'PATCH',
        gamesApi.edit(id as number),
        gameForm(
          [history],
          [
            textQuestion('sc', [1], {
              label: 'Quelle est la capitale du Cameroun ?',
              label_en: 'What is the capital of Cameroon?',
              choice_values: ['Douala', 'Yaoundé', 'Garoua'],
              choice_values_en: ['Douala', 'Yaounde', 'Garoua'],
            }),
            textQuestion('mc', [0, 2], {
              label: 'Quels fleuves coulent au Cameroun ?',
              label_en: 'Which rivers flow in Cameroon?',
              choice_values: ['Sanaga', 'Nil', 'Wouri', 'Congo'],
              choice_values_en: ['Sanaga', 'Nile', 'Wouri', 'Congo'],
            }),
          ],
          { title_fr: 'Capitales et fleuves', title_en: 'Capitals and rivers' },
        ),
      );
      expect(completed.statusCode, completed.body).toBe(200);
      const back = await client.json('PUT', gamesApi.reactivate(id as number));
      expect(back.statusCode, back.body).toBe(200);
      await expectInCatalogue(t.app, id as number, true);
    });

    it("reads it as .csv too, in the manager's language when none is given", async () => {
      const res = await kahoot(true, await kahootCsv(kahootRows), {
        title: 'Capitales et fleuves',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        template: 'kahoot',
        language: 'fr',
        lacking_language: { language: 'en', rows: [2, 3] },
        games: [{ title_fr: 'Capitales et fleuves', title_en: '', number_of_questions: 2 }],
      });
    });

    it('refuses a fifth answer, a correct answer past the answers, a long question, a time limit Kahoot has not, and no title', async () => {
      const before = await gamesSnapshot(t.app);
      const junk = await kahootXlsx(
        [
          [1, 'Five answers, one too many?', 'a', 'b', 'c', 'd', 20, '1', 'e'],
          [2, 'Which answer is the fifth one?', 'a', 'b', 'c', 'd', 20, '5'],
          // Fifteen seconds: not one of Kahoot's time limits.
          [3, `A question far too long: ${'x'.repeat(120)}`, 'a', 'b', '', '', 15, '1'],
        ],
        [...KAHOOT_HEADINGS, 'Answer 5 - max 75 characters'],
      );
      const res = await kahoot(false, junk, { language: 'en' });
      expect(res.statusCode, res.body).toBe(400);
      const report = res.json();
      expect(report.status_message).toBe('NOT_CREATED');
      expect(report.errors).toEqual({ file: 'validation.sheet_invalid' });
      expect(
        report.sheet_errors.map((e: { row: number; column: string; message: string }) => [
          e.row,
          e.column,
          e.message,
        ]),
      ).toEqual([
        [0, 'title', 'validation.required'],
        [9, 'answer_5', 'validation.sheet_too_many_answers'],
        [10, 'correct_answers', 'validation.correction_out_of_range'],
        [11, 'question', 'validation.text_too_long'],
        [11, 'time_limit', 'validation.time_limit_invalid'],
      ]);
      expect(report.sheet_errors[4]).toMatchObject({
        en: 'The time limit must be 5, 10, 20, 30, 60, 90, 120 or 240 seconds.',
        fr: 'Le temps limite doit être de 5, 10, 20, 30, 60, 90, 120 ou 240 secondes.',
      });
      expect(await gamesSnapshot(t.app)).toEqual(before);
    });

    it("holds the manager's questions_size and the create form's rules", async () => {
      const rows = [1, 2, 3, 4].map((n) => [n, `Question number ${n}?`, 'a', 'b', '', '', 20, '1']);
      const res = await kahoot(true, await kahootXlsx(rows), { language: 'fr', title: 'Quiz' });
      expect(res.statusCode, res.body).toBe(400);
      expect(
        res
          .json()
          .sheet_errors.map((e: { row: number; column: string; message: string }) => [
            e.row,
            e.column,
            e.message,
          ]),
      ).toEqual([
        [0, 'title', 'validation.text_too_short'],
        [9, '', 'validation.too_many_questions'],
      ]);
      const empty = await kahoot(true, await kahootXlsx([[1, 'Short', '', '', '', '', 20, '']]), {
        title: 'Un jeu vide',
      });
      expect(
        empty
          .json()
          .sheet_errors.map((e: { column: string; message: string }) => [e.column, e.message]),
      ).toEqual([
        ['answer_1', 'validation.choice_required'],
        ['correct_answers', 'validation.correction_required'],
      ]);
    });
  });
});
