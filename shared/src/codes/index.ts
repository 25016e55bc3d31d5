export * from './http';
export * from './status';
