export * from './data-dir-lock';
export * from './migrate';
export * from './open-db';
export { profileEvents } from './profile-events';
export * from './queries/credits';
export { isUniqueViolation } from './queries/db-errors';
export * from './queries/history';
export * from './queries/profiles';
export * as schema from './schema';
