import type { AuditEntry } from '@quiz/shared/contract';
import { api } from '@quiz/shared/paths';
import type { Http } from '../lib/http';
import { lazySimpleRest } from './simpleRest';
import type { ResourceAdapter } from './types';

/**
 * The audit trail (ours, ra-data-simple-rest under REST_API): the list, and the
 * server's CSV in words with the list's filter. react-admin's own export asks a
 * thousand rows of the list at once, beyond what one page may hold.
 */
export function auditAdapter(http: Http) {
  const rest = lazySimpleRest(http);
  return {
    getList: (params) => rest.getList<AuditEntry>('audit', params),
    actions: {
      exportCsv: ({ filter, language }: { filter: Record<string, unknown>; language: string }) =>
        http.download(
          `${api.admin.super.auditExport()}?${new URLSearchParams({
            filter: JSON.stringify(filter),
            lang: language,
          })}`,
        ),
    },
  } satisfies ResourceAdapter<AuditEntry>;
}
