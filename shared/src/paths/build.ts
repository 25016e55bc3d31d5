/** Building blocks of the path builders: segments and query strings, always encoded. */

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly (string | number)[]>;

/** One path segment from a user-provided value; encoded so '/', '?', '#', '&' stay data. */
export function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}

/**
 * '?a=1&b=2' in insertion order, or '' when nothing is set. Undefined and null are
 * skipped; arrays repeat the key (?indexes=1&indexes=2). encodeURIComponent (not
 * URLSearchParams) so spaces become %20, which every server decodes, not '+'.
 */
export function query(params: QueryParams): string {
  const pairs: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === undefined || value === null) continue;
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/**
 * Tagged template for paths: the literal parts are written as the spec writes them
 * (including its '&' in '/api/terms-&-conditions/'), every interpolated value is
 * encoded as one segment. `path\`/api/games/index/${id}/\`` -> '/api/games/index/12/'.
 */
export function path(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce((out, literal, i) => {
    const value = values[i - 1];
    return out + (value === undefined ? '' : seg(value)) + literal;
  });
}
