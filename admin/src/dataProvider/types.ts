import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  RaRecord,
  UpdateParams,
  UpdateResult,
} from 'react-admin';

/**
 * One spec resource's calls, mapped onto react-admin's methods. The resource is
 * fixed, so each method takes react-admin's params only. A method left out is not
 * offered by the API (the composed provider refuses it rather than guess a path).
 * `actions` are the calls react-admin has no method for (look-ups, activate,
 * deactivate, reactivate...), reached with `dataProvider.action(resource, name, params)`.
 */
export interface ResourceAdapter<R extends RaRecord = RaRecord> {
  getList?(params: GetListParams): Promise<GetListResult<R>>;
  getOne?(params: GetOneParams<R>): Promise<GetOneResult<R>>;
  getMany?(params: GetManyParams<R>): Promise<GetManyResult<R>>;
  getManyReference?(params: GetManyReferenceParams): Promise<GetManyReferenceResult<R>>;
  create?(params: CreateParams): Promise<CreateResult<R>>;
  update?(params: UpdateParams<R>): Promise<UpdateResult<R>>;
  delete?(params: DeleteParams<R>): Promise<DeleteResult<R>>;
  // biome-ignore lint/suspicious/noExplicitAny: each action declares its own params and answer
  actions?: Record<string, (params: any) => Promise<unknown>>;
}

/** react-admin's data provider, plus the resources' own actions. */
export interface AppDataProvider extends DataProvider {
  action<T = unknown>(resource: string, name: string, params?: unknown): Promise<T>;
}

/** The methods an adapter may implement. */
export const ADAPTER_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'delete',
] as const;
export type AdapterMethod = (typeof ADAPTER_METHODS)[number];
