import type { Reconciliation, StatementImport, StatementSource } from '@quiz/shared/contract';
import { api } from '@quiz/shared/paths';
import type { Http } from '../lib/http';
import type { ResourceAdapter } from './types';

const paths = api.admin.reconciliation;

/**
 * Reconciliation with the operators (ours, docs/reconciliation.md): a statement
 * imported as a multipart form, the findings of a period of Douala days, a
 * difference resolved with a note, and a day's CSV.
 */
export function reconciliationAdapter(http: Http) {
  return {
    actions: {
      importStatement: ({ source, file }: { source: StatementSource; file: File }) => {
        const body = new FormData();
        body.append('source', source);
        body.append('file_name', file.name);
        body.append('file', file);
        return http.post<StatementImport>(paths.imports(), body);
      },
      imports: () =>
        http.get<{ imports: StatementImport[] }>(paths.imports()).then((answer) => answer.imports),
      findings: ({ source, from, to }: { source: StatementSource; from: string; to: string }) =>
        http.get<Reconciliation>(paths.findings(source, from, to)),
      resolve: ({ finding, note }: { finding: string; note: string }) =>
        http.put(paths.marks(), { finding, note }),
      exportDay: ({
        source,
        day,
        language,
      }: {
        source: StatementSource;
        day: string;
        language: string;
      }) => http.download(paths.exportDay(source, day, language)),
    },
  } satisfies ResourceAdapter;
}
