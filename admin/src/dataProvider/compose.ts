import type { DataProvider, DeleteManyParams, UpdateManyParams } from 'react-admin';
import {
  ADAPTER_METHODS,
  type AdapterMethod,
  type AppDataProvider,
  type ResourceAdapter,
} from './types';

/** Thrown for a method the resource's API does not offer: a bug in a screen, never a user error. */
export class UnsupportedCall extends Error {
  constructor(resource: string, method: string) {
    super(`The ${resource} API offers no ${method}`);
    this.name = 'UnsupportedCall';
  }
}

/**
 * The data provider of the back office: each resource with an adapter goes through it
 * (the spec's irregular endpoints); every other resource goes to `rest`
 * (ra-data-simple-rest, for the calls of ours that follow its conventions).
 * Bulk methods run the adapter's single update or delete once per record.
 */
export function composeDataProvider(
  rest: DataProvider,
  adapters: Readonly<Record<string, ResourceAdapter>>,
): AppDataProvider {
  const adapterOf = (resource: string) =>
    Object.hasOwn(adapters, resource) ? adapters[resource] : undefined;

  function route(method: AdapterMethod) {
    return (resource: string, params: unknown) => {
      const adapter = adapterOf(resource);
      if (!adapter)
        return (rest[method] as (r: string, p: unknown) => Promise<never>)(resource, params);
      const call = adapter[method] as ((p: unknown) => Promise<never>) | undefined;
      if (!call) return Promise.reject(new UnsupportedCall(resource, method));
      return call(params);
    };
  }

  const routed = Object.fromEntries(ADAPTER_METHODS.map((method) => [method, route(method)]));

  return {
    ...(routed as unknown as Pick<DataProvider, AdapterMethod>),
    async updateMany(resource: string, params: UpdateManyParams) {
      const adapter = adapterOf(resource);
      if (!adapter) return rest.updateMany(resource, params);
      const update = adapter.update;
      if (!update) throw new UnsupportedCall(resource, 'updateMany');
      for (const id of params.ids) await update({ id, data: params.data, previousData: { id } });
      return { data: params.ids };
    },
    async deleteMany(resource: string, params: DeleteManyParams) {
      const adapter = adapterOf(resource);
      if (!adapter) return rest.deleteMany(resource, params);
      const remove = adapter.delete;
      if (!remove) throw new UnsupportedCall(resource, 'deleteMany');
      for (const id of params.ids) await remove({ id, previousData: { id } });
      return { data: params.ids };
    },
    async action<T>(resource: string, name: string, params?: unknown): Promise<T> {
      const action = adapterOf(resource)?.actions?.[name];
      if (!action) throw new UnsupportedCall(resource, name);
      return (await action(params)) as T;
    },
  };
}
