export * from './dates';
export * from './guards';
export * from './rewards';
export * from './scoring';
