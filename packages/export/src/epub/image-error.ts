import { ImageRefError } from '../images/read-image-ref';
import { ExportInputError } from '../options';

/** Rethrows a missing or unreadable image as bad input naming where it is used ("page 3: Image …"). */
export const where =
  (place: string) =>
  (e: unknown): never => {
    throw e instanceof ImageRefError ? new ExportInputError(`${place}: ${e.message}`) : e;
  };
