/** The back office's wire shapes, one file an area (back-office spec section 7). */

export * from './ads';
export * from './audit';
export * from './catalogue';
export * from './dashboard';
export * from './games';
export * from './managers';
export * from './payments';
export * from './players';
export * from './pricing';
export * from './reconciliation';
export * from './rest';
export * from './scores';
export * from './stats';
