import { failStuckBooks } from './fail-stuck-books';
import { generateBookJob } from './generate-book';
import type { JobDefinition } from './job-definition';
import { purgeExpiredAuth } from './purge-expired-auth';
import { seedGalleryTemplatesJob } from './seed-gallery-templates';

/** Every job the worker runs. */
export const JOBS: JobDefinition[] = [
  purgeExpiredAuth as JobDefinition,
  generateBookJob as JobDefinition,
  failStuckBooks as JobDefinition,
  seedGalleryTemplatesJob as JobDefinition,
];
