/**
 * Identifies what this engine produces. The server keys reusable exports by it (with the Book document and the
 * options), so bump it with any change that alters the files made from the same input. 2: a short coloring book with
 * blank backs is filled to 24 pages (pagesToAdd counts its added pages twice), not 30.
 */
export const EXPORT_ENGINE_VERSION = '2';
