export * from './auth';
export * from './business';
export * from './ui';
