import { reconciliationTexts } from '@quiz/shared/i18n/reconciliation';
/** Texts of the reconciliation screen (resources.reconciliation), loaded with it. */
export const reconciliationEn = {
  source: 'Statement of',
  sources: {
    mtn_momo: 'MTN Mobile Money',
    orange_money: 'Orange Money',
    notch_pay: 'Notch Pay',
  },
  import: 'Import a statement',
  imported: 'Statement imported: %{lines} lines read, %{skipped} rows not read.',
  known: 'This statement was imported before: nothing changed.',
  import_failed: 'The statement could not be imported: %{reason}',
  reasons: {
    file: 'the file is no CSV or XLSX statement, or it is too large.',
    columns: 'a column the mapping needs is missing (%{column}).',
    other: 'try again.',
  },
  empty: 'Nothing to reconcile over these days.',
  failed: 'The reconciliation could not be loaded.',
  export: "Export the day's reconciliation",
  export_failed: 'The export failed.',
  only_one_day: 'Pick one day to export it.',
  counts: '%{matched} matched, %{differences} differences',
  columns: {
    kind: 'Finding',
    fields: 'Differs in',
    ours: 'Our order',
    theirs: 'Their payment',
    resolution: 'Resolution',
  },
  kinds: reconciliationTexts.en.kinds,
  fields: reconciliationTexts.en.fields,
  imports: {
    title: 'Statements imported',
    file: 'File',
    source: 'Source',
    lines: 'Lines read',
    skipped: 'Rows not read',
    at: 'Imported',
  },
  resolve: 'Mark resolved',
  note: 'Note',
  save: 'Save',
  resolved: 'Resolved: %{note}',
  saved: 'Marked resolved.',
  save_failed: 'The mark could not be saved.',
  title: 'Resolve: %{kind}',
};

export default reconciliationEn;
