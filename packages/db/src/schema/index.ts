export * from './auth';
export * from './books';
export * from './ledger';
