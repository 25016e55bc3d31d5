export * from './auth';
export * from './content';
export * from './enums';
export * from './game';
export * from './profile';
