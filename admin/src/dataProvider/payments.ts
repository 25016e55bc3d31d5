import type {
  ChannelTotals,
  PaymentDetail,
  PaymentList,
  PaymentRecord,
} from '@quiz/shared/contract';
import { api, PAYMENTS_REST } from '@quiz/shared/paths';
import type { GetListParams, GetOneParams } from 'react-admin';
import type { Http } from '../lib/http';
import { lazySimpleRest } from './simpleRest';
import type { ResourceAdapter } from './types';

/** A list's filter and sort as the server reads them in a CSV export. */
export function exportQuery(
  filter: Record<string, unknown>,
  sort: GetListParams['sort'] | undefined,
  language: string,
): string {
  const query = new URLSearchParams({ filter: JSON.stringify(filter), lang: language });
  if (sort?.field) query.set('sort', JSON.stringify([sort.field, sort.order]));
  return `?${query}`;
}

/**
 * Purchases or cash-outs (ours, read only, ra-data-simple-rest under PAYMENTS_REST):
 * the list filtered by status, method, action, q (a reference or phone number), from
 * and to; one record with its state changes; the list as CSV with the same filter.
 */
export function paymentsAdapter(http: Http, list: PaymentList) {
  const rest = lazySimpleRest(http, PAYMENTS_REST);
  return {
    getList: (params) => rest.getList<PaymentRecord>(list, params),
    getOne: (params) => rest.getOne<PaymentDetail>(list, params as GetOneParams<PaymentDetail>),
    getMany: (params) => rest.getMany<PaymentRecord>(list, params),
    actions: {
      exportCsv: (params: {
        filter: Record<string, unknown>;
        sort?: GetListParams['sort'];
        language: string;
      }) =>
        http.download(
          api.admin.payments.exportCsv(list) +
            exportQuery(params.filter, params.sort, params.language),
        ),
    },
  } satisfies ResourceAdapter<PaymentRecord>;
}

/** Money in and out per channel over the filter's period: one record per channel. */
export function paymentTotalsAdapter(http: Http) {
  const rest = lazySimpleRest(http, PAYMENTS_REST);
  return {
    getList: (params) => rest.getList<ChannelTotals>('totals', params),
  } satisfies ResourceAdapter<ChannelTotals>;
}
