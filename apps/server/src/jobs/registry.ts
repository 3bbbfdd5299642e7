import { checkConsistencyJob } from './check-consistency';
import { devNoopJob } from './dev-noop';
import { failStuckBooks } from './fail-stuck-books';
import { failStuckCharactersJob } from './fail-stuck-characters';
import { galleryVariationsJob } from './gallery-variations';
import { generateBookJob } from './generate-book';
import { generateCoverJob } from './generate-cover';
import { generateMassCharactersJob } from './generate-mass-characters';
import { generateMassCoversJob } from './generate-mass-covers';
import { generateMassStoriesJob } from './generate-mass-stories';
import type { JobDefinition } from './job-definition';
import { purgeExpiredAuth } from './purge-expired-auth';
import { renderCharacterJob } from './render-character';
import { seedGalleryCharactersJob } from './seed-gallery-characters';
import { seedGalleryTemplatesJob } from './seed-gallery-templates';

/** Every job the worker runs. */
export const JOBS: JobDefinition[] = [
  purgeExpiredAuth as JobDefinition,
  generateBookJob as JobDefinition,
  failStuckBooks as JobDefinition,
  seedGalleryTemplatesJob as JobDefinition,
  renderCharacterJob as JobDefinition,
  seedGalleryCharactersJob as JobDefinition,
  failStuckCharactersJob as JobDefinition,
  generateCoverJob as JobDefinition,
  galleryVariationsJob as JobDefinition,
  devNoopJob as JobDefinition,
  generateMassStoriesJob as JobDefinition,
  generateMassCharactersJob as JobDefinition,
  generateMassCoversJob as JobDefinition,
  checkConsistencyJob as JobDefinition,
];
