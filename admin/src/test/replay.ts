import { vi } from 'vitest';
import { createHttp } from '../lib/http';
import { memoryStore, sessionStorageOn } from '../lib/storage';

/** One recorded exchange (src/dataProvider/fixtures/*.json, see scripts/record-fixtures.mjs). */
export interface Recording {
  request: { method: string; path: string; body?: unknown };
  response: { status: number; headers: Record<string, string>; body: unknown };
}

export function answer(recording: Recording): Response {
  const { status, headers, body } = recording.response;
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * A fetch that answers each call with the recording of the same method and path,
 * and fails the test on any call nobody recorded.
 */
export function replay(...recordings: Recording[]) {
  return vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const method = init.method ?? 'GET';
    const found = recordings.find(
      (recording) => recording.request.method === method && recording.request.path === path,
    );
    if (!found) throw new Error(`unexpected call ${method} ${path}`);
    return answer(found);
  });
}

/** The header of a recorded call. */
export function header(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name);
}

/** A JWT whose payload expires `seconds` after `now` (signature not checked by the client). */
export function jwt(seconds: number, now: number): string {
  const payload = Buffer.from(JSON.stringify({ exp: Math.floor(now / 1000 + seconds) })).toString(
    'base64url',
  );
  return `header.${payload}.signature`;
}

/** A session storage of its own, in memory. */
export function memorySession() {
  const store = memoryStore();
  return sessionStorageOn(() => store);
}

/** The recordings of one fixtures file, each looked up by name (a missing one fails the test). */
export function recordingsOf(recorded: object) {
  const fixtures = recorded as Record<string, Recording>;
  return (name: string): Recording => {
    const recording = fixtures[name];
    if (!recording) throw new Error(`no fixture ${name}`);
    return recording;
  };
}

/** The time the adapters' tests run at: the session's access token is valid. */
export const REPLAY_NOW = Date.UTC(2026, 0, 1);

/** A signed-in HTTP client whose calls are answered by the recordings, and its fetch. */
export function replayingHttp(...recordings: Recording[]) {
  const storage = memorySession();
  storage.setTokens({ access: jwt(600, REPLAY_NOW), refresh: 'r' });
  const fetch = replay(...recordings);
  const http = createHttp({ fetch, now: () => REPLAY_NOW, storage, onSessionExpired: () => {} });
  return { http, fetch };
}
