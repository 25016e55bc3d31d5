/**
 * The wire contract of the API, one TypeBox schema a shape: the server's
 * validation, serialization and OpenAPI document come from it, and the apps
 * take their types from it. Import types only in the apps (`import type`),
 * so no schema reaches a browser bundle.
 */

export * from './admin/index';
export * from './auth';
export * from './catalogue';
export * from './common';
export * from './content';
export * from './dev';
export * from './money';
export * from './play';
export * from './profile';
export * from './search';
export * from './social';
