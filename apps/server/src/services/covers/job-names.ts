/** Queue names of the cover jobs (apart from the job modules, so the API side need not load them). */
export const GENERATE_COVER_JOB = 'covers.generate';
