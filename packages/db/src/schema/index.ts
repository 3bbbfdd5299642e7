export * from './auth';
export * from './ledger';
