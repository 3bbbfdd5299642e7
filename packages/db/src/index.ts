export * from './open-db';
export * from './migrate';
export * from './data-dir-lock';
export * as schema from './schema';
export * from './queries/credits';
export * from './queries/profiles';
export * from './queries/history';
export { isUniqueViolation } from './queries/db-errors';
