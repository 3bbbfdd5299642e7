/** Queue name of the gallery seeding job (apart from the job module, so the API side need not load it). */
export const SEED_GALLERY_TEMPLATES_JOB = 'templates.seed-gallery';
/** Queue name of the admin's 'Generate Variations' job. */
export const GALLERY_VARIATIONS_JOB = 'templates.variations';
