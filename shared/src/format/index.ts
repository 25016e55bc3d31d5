export * from './audit';
export * from './dates';
export * from './numbers';
export * from './periods';
export * from './picture';
export * from './quotes';
export * from './text';
