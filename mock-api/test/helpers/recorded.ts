/*
 * Providers' answers recorded from their documentation and sandboxes, served
 * to an adapter in place of the network.
 */

export interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

export type Recorded = { status: number; body?: unknown }[];

/** A fetch that answers each call with the next recorded answer, keeping what was sent. */
export function recorded(answers: Recorded) {
  const sent: Sent[] = [];
  const fake = (async (url: string | URL, init: RequestInit = {}) => {
    sent.push({
      url: String(url),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(
        Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [
          k.toLowerCase(),
          v,
        ]),
      ),
      body: typeof init.body === 'string' ? init.body : undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`no answer recorded for ${url}`);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetch: fake, sent };
}
