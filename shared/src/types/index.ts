export * from './enums';
export * from './game';
