import { MAX_REST_PAGE } from '@quiz/shared/contract';
import type { FastifyReply } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { ApiError } from '../errors';

/** A list request in ra-data-simple-rest's terms, checked and ready for the domain. */
export interface RestList<Filter, Field extends string> {
  filter: Filter;
  offset: number;
  limit: number;
  sort: { field: Field; order: 'asc' | 'desc' };
}

export interface RestListRules<Field extends string> {
  /** fields a list may be sorted by; the first is the default */
  sortable: readonly Field[];
  defaultOrder?: 'asc' | 'desc';
  defaultLimit?: number;
}

const refused = (field: 'filter' | 'range' | 'sort') =>
  new ApiError(400, 'BAD', { errors: { [field]: 'validation.value_invalid' } });

function parsed(text: string | undefined, field: 'filter' | 'range' | 'sort'): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw refused(field);
  }
}

/**
 * Reads `?filter=&range=&sort=` as ra-data-simple-rest sends them. The
 * filter is checked against the resource's own schema; a list never answers
 * more than MAX_REST_PAGE records at once.
 */
export function restList<F extends TSchema, Field extends string>(
  query: { filter?: string; range?: string; sort?: string },
  filterSchema: F,
  rules: RestListRules<Field>,
): RestList<Static<F>, Field> {
  const filter = parsed(query.filter, 'filter') ?? {};
  if (!Value.Check(filterSchema, filter)) throw refused('filter');

  const range = parsed(query.range, 'range') ?? [0, (rules.defaultLimit ?? 25) - 1];
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isSafeInteger(n) && n >= 0) ||
    range[1] < range[0] ||
    range[1] - range[0] >= MAX_REST_PAGE
  ) {
    throw refused('range');
  }

  const sort = parsed(query.sort, 'sort') ?? [rules.sortable[0], rules.defaultOrder ?? 'DESC'];
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    !rules.sortable.includes(sort[0]) ||
    !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
  ) {
    throw refused('sort');
  }

  return {
    filter: filter as Static<F>,
    offset: range[0],
    limit: range[1] - range[0] + 1,
    sort: { field: sort[0] as Field, order: String(sort[1]).toLowerCase() as 'asc' | 'desc' },
  };
}

/** Answers a page of records with the Content-Range header ra-data-simple-rest reads the total from. */
export function sendRange<T>(
  reply: FastifyReply,
  resource: string,
  list: { offset: number },
  page: { records: T[]; total: number },
): T[] {
  const last = page.records.length === 0 ? list.offset : list.offset + page.records.length - 1;
  reply.header('Content-Range', `${resource} ${list.offset}-${last}/${page.total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
  return page.records;
}
