export * from './dates';
export * from './economy';
export * from './guards';
export * from './rewards';
export * from './scoring';
