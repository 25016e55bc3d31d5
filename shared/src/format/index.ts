export * from './audit';
export * from './dates';
export * from './numbers';
export * from './periods';
export * from './quotes';
export * from './text';
