/**
 * Identifies what this engine produces. The server keys reusable exports by it (with the Book document and the
 * options), so bump it with any change that alters the files made from the same input.
 */
export const EXPORT_ENGINE_VERSION = '1';
