import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { newWorkbook } from '../workbook';

/*
 * The spreadsheet of questions, read and written with exceljs: .xlsx, or
 * .csv (UTF-8, comma separated). One row a question, under one heading row;
 * a row with a game title starts a game, the rows after it without one add
 * questions to it:
 *
 *   game_title_fr | game_title_en | game_indexes | type | label_fr | label_en |
 *   choice_1_fr | choice_1_en | ... | choice_6_fr | choice_6_en | correction |
 *   explanation_fr | explanation_en
 *
 * game_indexes: index codes separated by ';'. correction: the numbers (from 1)
 * of the right choices separated by ';', in the right order for ordered types.
 * explanation_fr, explanation_en: optional, shown to players with the corrections.
 */

export const MAX_SHEET_CHOICES = 6;

export const SHEET_COLUMNS = [
  'game_title_fr',
  'game_title_en',
  'game_indexes',
  'type',
  'label_fr',
  'label_en',
  ...Array.from({ length: MAX_SHEET_CHOICES }, (_, i) => [
    `choice_${i + 1}_fr`,
    `choice_${i + 1}_en`,
  ]).flat(),
  'correction',
  'explanation_fr',
  'explanation_en',
] as const;

/** Columns a sheet may leave out: the choices past the second, the explanations. */
const OPTIONAL_COLUMN = /^(choice_[3-9]|explanation_)/;

/** A row of the sheet: its number (the heading is row 1) and its cells by heading. */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
}

export class SheetUnreadable extends Error {}

/** Most rows read: a game holds at most a manager's questions_size questions. */
export const MAX_SHEET_ROWS = 2000;
/** An .xlsx is a zip: what it would take once inflated is checked before exceljs opens it. */
const MAX_INFLATED_BYTES = 30 * 1024 * 1024;

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/**
 * The sum of the sizes a zip's central directory declares, or Infinity when
 * it cannot be read. A small file that inflates to gigabytes (a zip bomb)
 * is refused without being opened.
 */
export function inflatedSize(zip: Buffer): number {
  const END = 0x06054b50;
  const ENTRY = 0x02014b50;
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === END) {
      end = at;
      break;
    }
  }
  if (end < 0) return Number.POSITIVE_INFINITY;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== ENTRY) return Number.POSITIVE_INFINITY;
    const size = zip.readUInt32LE(at + 24);
    // 0xffffffff: the size is in a zip64 field; no sheet of questions needs one.
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
}

async function firstSheet(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = await newWorkbook();
  try {
    if (isZip(bytes)) {
      if (inflatedSize(bytes) > MAX_INFLATED_BYTES) throw new SheetUnreadable('too large');
      // exceljs's typings name an older Buffer.
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    } else {
      if (bytes.includes(0)) throw new SheetUnreadable('binary');
      await workbook.csv.read(Readable.from([bytes]));
    }
  } catch (error) {
    if (error instanceof SheetUnreadable) throw error;
    throw new SheetUnreadable('unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SheetUnreadable('no sheet');
  return sheet;
}

/** '2', '3;1;2' or Kahoot's '1,3' -> [1], [2, 0, 1], [0, 2]; null when a part is no choice number. */
export function correctionOf(text: string): number[] | null {
  const parts = text.split(/[;,\s]+/).filter((part) => part !== '');
  const numbers = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) - 1 : Number.NaN));
  return numbers.some((n) => Number.isNaN(n)) ? null : numbers;
}

const cellText = (cell: ExcelJS.Cell): string => {
  try {
    return (cell.text ?? '').trim();
  } catch {
    return '';
  }
};

/** Which template a sheet follows: ours (see above), or Kahoot's quiz template (see kahoot.ts). */
export type SheetTemplate = 'ours' | 'kahoot';

/**
 * Kahoot's headings, as its template words them ("Question - max 120
 * characters", "Answer 1 - max 75 characters", "Time limit (sec) – 5, 10...",
 * "Correct answer(s) - choose at least one"), by the names the import uses.
 * Answers past the fourth are read so that they can be refused.
 */
function kahootName(heading: string): string | null {
  const answer = /^answer\s*(\d{1,2})\b/.exec(heading);
  if (answer) return `answer_${Number(answer[1])}`;
  if (heading.startsWith('question')) return 'question';
  if (heading.startsWith('time limit')) return 'time_limit';
  if (heading.startsWith('correct answer')) return 'correct_answers';
  return null;
}

/** The columns Kahoot's heading row always has: how its template is recognised. */
const KAHOOT_HEADING = ['question', 'answer_1', 'time_limit', 'correct_answers'];
/** Kahoot's template starts with a block of instructions: its heading row is among the first rows. */
const KAHOOT_HEADING_WITHIN = 20;

function headingsOf(
  row: ExcelJS.Row,
  name: (heading: string) => string | null,
): Map<number, string> {
  const headings = new Map<number, string>();
  row.eachCell((cell, column) => {
    const found = name(cellText(cell).toLowerCase());
    if (found !== null && ![...headings.values()].includes(found)) headings.set(column, found);
  });
  return headings;
}

const ourName = (heading: string) =>
  (SHEET_COLUMNS as readonly string[]).includes(heading) ? heading : null;

/** Kahoot's heading row: its number and columns, when row 1 is not ours. */
function kahootHeading(sheet: ExcelJS.Worksheet) {
  for (let number = 1; number <= KAHOOT_HEADING_WITHIN; number += 1) {
    const headings = headingsOf(sheet.getRow(number), kahootName);
    const names = new Set(headings.values());
    if (KAHOOT_HEADING.every((name) => names.has(name))) return { number, headings };
  }
  return null;
}

/**
 * The rows of the first sheet under its heading row, by heading (known
 * headings only; their order is free). Empty rows are skipped. A sheet whose
 * first row has none of our headings but that has Kahoot's heading row is
 * read as Kahoot's template. Refused as unreadable when it is neither a
 * .xlsx nor a .csv; a heading of ours that is missing is named (`missing`).
 */
export async function readSheet(
  bytes: Buffer,
): Promise<{ template: SheetTemplate; rows: SheetRow[]; missing: string[] }> {
  const sheet = await firstSheet(bytes);
  if (sheet.rowCount > MAX_SHEET_ROWS + 1) throw new SheetUnreadable('too many rows');
  let headings = headingsOf(sheet.getRow(1), ourName);
  let headingRow = 1;
  let template: SheetTemplate = 'ours';
  const kahoot = headings.size === 0 ? kahootHeading(sheet) : null;
  if (kahoot) {
    ({ headings, number: headingRow } = kahoot);
    template = 'kahoot';
  }
  const found = new Set(headings.values());
  const missing =
    template === 'kahoot'
      ? []
      : SHEET_COLUMNS.filter((name) => !found.has(name) && !OPTIONAL_COLUMN.test(name));
  const rows: SheetRow[] = [];
  sheet.eachRow((row, number) => {
    if (number <= headingRow) return;
    const cells: Record<string, string> = Object.create(null);
    for (const [column, name] of headings) cells[name] = cellText(row.getCell(column));
    if (Object.values(cells).some((text) => text !== '')) rows.push({ row: number, cells });
  });
  return { template, rows, missing };
}

/** A sheet of these rows (cells by heading), in the format readSheet reads. */
export async function writeSheet(
  rows: Record<string, string>[],
  format: 'xlsx' | 'csv',
): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet('questions');
  sheet.columns = SHEET_COLUMNS.map((name) => ({ header: name, key: name, width: 24 }));
  for (const row of rows) sheet.addRow(row);
  const written =
    format === 'xlsx' ? await workbook.xlsx.writeBuffer() : await workbook.csv.writeBuffer();
  return Buffer.from(written as ArrayBuffer);
}
