import type { GetListParams, Identifier, RaRecord } from 'react-admin';
import { refusal } from '../lib/http';
import type { ResourceAdapter } from './types';

/** A whole list as the server answers it at once, with what it says beside the records. */
export interface WholeList<R extends RaRecord> {
  records: R[];
  /** e.g. the game indexes' `max`; handed to the screens as react-admin's `meta`. */
  meta?: Record<string, unknown>;
}

type Value = string | number | boolean | null | undefined;

function matches(record: RaRecord, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([field, wanted]) => {
    if (wanted === undefined || wanted === '') return true;
    if (field === 'q') {
      const needle = String(wanted).toLocaleLowerCase();
      return Object.values(record).some(
        (value) => typeof value === 'string' && value.toLocaleLowerCase().includes(needle),
      );
    }
    const value = record[field] as Value;
    return Array.isArray(wanted) ? wanted.includes(value) : value === wanted;
  });
}

function compare(a: Value, b: Value): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** Filter ({field: value}, `q` for any text), sort and page a list the server sends whole. */
export function pageOf<R extends RaRecord>(records: R[], params: Partial<GetListParams>) {
  const filtered = records.filter((record) => matches(record, params.filter ?? {}));
  const sort = params.sort;
  if (sort?.field) {
    const direction = sort.order === 'DESC' ? -1 : 1;
    filtered.sort((a, b) => direction * compare(a[sort.field] as Value, b[sort.field] as Value));
  }
  const { page = 1, perPage = filtered.length } = params.pagination ?? {};
  const start = (page - 1) * perPage;
  return { data: filtered.slice(start, start + perPage), total: filtered.length };
}

const sameId = (a: Identifier, b: Identifier) => String(a) === String(b);

/**
 * The read methods of a resource whose API answers its whole list in one call
 * (managers, game indexes): the list is paged, filtered and sorted here, and one
 * record is read from it, since these APIs have no call for one record.
 */
export function wholeListReads<R extends RaRecord>(
  load: () => Promise<WholeList<R>>,
): Required<Pick<ResourceAdapter<R>, 'getList' | 'getOne' | 'getMany' | 'getManyReference'>> {
  return {
    async getList(params) {
      const { records, meta } = await load();
      return { ...pageOf(records, params), meta };
    },
    async getOne({ id }) {
      const { records } = await load();
      const record = records.find((item) => sameId(item.id, id));
      if (!record) throw refusal(404, { status_message: 'INVALID_ID' });
      return { data: record };
    },
    async getMany({ ids }) {
      const { records } = await load();
      return { data: records.filter((item) => ids.some((id) => sameId(item.id, id))) };
    },
    async getManyReference(params) {
      const { records } = await load();
      const filter = { ...params.filter, [params.target]: params.id };
      return pageOf(records, { ...params, filter });
    },
  };
}
