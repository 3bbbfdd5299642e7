/** Queue names (kept apart from the job modules so the API side does not load the worker code). */
export const GENERATE_BOOK_JOB = 'book.generate';
export const FAIL_STUCK_BOOKS_JOB = 'books.fail-stuck';
