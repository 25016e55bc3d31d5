import type ExcelJS from 'exceljs';

/**
 * A new workbook, exceljs loaded by the first call that reads or writes a
 * sheet. Loaded with the server, it took a tenth of a start's processor
 * (0.3 of 3 s), at every start, for the few calls of the back office that
 * import or export a sheet.
 */
export async function newWorkbook(): Promise<ExcelJS.Workbook> {
  const { default: exceljs } = await import('exceljs');
  return new exceljs.Workbook();
}
