import { useEffect, useState } from 'preact/hooks';
import { ApiError, http } from './api';
import { session } from './session';
import { useStore } from './store';

export type Resource<T> =
  | { status: 'loading'; data?: undefined }
  | { status: 'ok'; data: T }
  | { status: 'error'; data?: undefined; error: ApiError };

/**
 * Answers already received, by path: coming back to a screen shows them at once
 * while a fresh copy loads, instead of a skeleton on every visit.
 */
const cache = new Map<string, unknown>();

export function clearResourceCache(): void {
  cache.clear();
}

function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, { status_message: 'FAIL' });
}

/**
 * GET `path` (null: nothing to load yet). A failure leaves the screen on its
 * empty state, as the spec wants for lists; callers that must react (a profile
 * that cannot load) read `status === 'error'`. Reloads when the session changes,
 * since many lists differ for a signed-in player.
 */
export function useResource<T>(path: string | null): Resource<T> {
  const status = useStore(session, (state) => state.status);
  const [resource, setResource] = useState<Resource<T>>(() =>
    path && cache.has(path) ? { status: 'ok', data: cache.get(path) as T } : { status: 'loading' },
  );
  useEffect(() => {
    if (!path || status === 'checking') return;
    const controller = new AbortController();
    setResource(
      cache.has(path) ? { status: 'ok', data: cache.get(path) as T } : { status: 'loading' },
    );
    http.get<T>(path, { signal: controller.signal }).then(
      (data) => {
        cache.set(path, data);
        setResource({ status: 'ok', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load', path);
        setResource({ status: 'error', error: toApiError(error) });
      },
    );
    return () => controller.abort();
  }, [path, status]);
  return resource;
}
