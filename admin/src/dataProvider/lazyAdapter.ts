import { UnsupportedCall } from './compose';
import { ADAPTER_METHODS, type ResourceAdapter } from './types';

/**
 * An adapter loaded on its resource's first call: only the games adapter serves the
 * games list, the budget's screen, so the others stay out of the first download.
 * A method or action the loaded adapter lacks is refused as the composed provider
 * refuses it.
 */
export function lazyAdapter(
  resource: string,
  load: () => Promise<ResourceAdapter>,
): ResourceAdapter {
  let loading: Promise<ResourceAdapter> | null = null;
  const adapter = () => {
    loading ??= load();
    return loading;
  };
  const methods = ADAPTER_METHODS.map((method) => [
    method,
    async (params: unknown) => {
      const call = (await adapter())[method] as ((p: unknown) => Promise<never>) | undefined;
      if (!call) throw new UnsupportedCall(resource, method);
      return call(params);
    },
  ]);
  const actions = new Proxy({} as NonNullable<ResourceAdapter['actions']>, {
    get: (_, name: string) => async (params: unknown) => {
      const action = (await adapter()).actions?.[name];
      if (!action) throw new UnsupportedCall(resource, name);
      return action(params);
    },
  });
  return { ...Object.fromEntries(methods), actions };
}
