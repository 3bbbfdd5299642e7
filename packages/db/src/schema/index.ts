export * from './api-tokens';
export * from './auth';
export * from './books';
export * from './first-admin';
export * from './ledger';
export * from './page-versions';
export * from './samples';
export * from './support';
