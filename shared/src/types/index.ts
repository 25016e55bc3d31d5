export * from './admin';
export * from './auth';
export * from './content';
export * from './credits';
export * from './enums';
export * from './game';
export * from './paging';
export * from './profile';
