/** Export refusals that protect the disk (issue 20): too many new files at once, or the storage quota reached. */
export default {
  rateLimited:
    'You have made many exports in a short time. Please wait a few minutes before exporting again.',
  quotaExceeded:
    'Your exports have used up your storage space, so this one cannot be kept. Delete books you no longer need, then export again.',
};
