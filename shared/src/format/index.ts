export * from './dates';
export * from './numbers';
export * from './quotes';
export * from './text';
