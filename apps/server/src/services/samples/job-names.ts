/** Queue names (apart from the job modules so the API side does not load the worker code). */
export const MASS_STORIES_JOB = 'samples.generate-mass-stories';
