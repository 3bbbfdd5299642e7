import { AppError } from '../../http/app-error';

/**
 * Spec messages: 'Invalid File' (only PNG and JPG; under 15 MB / 10 MB) and 'Upload Failed'. The code says
 * which; the message is the spec's sentence, with the precise reason after it.
 */
export const ONLY_PNG_JPG = 'Only PNG and JPG files are allowed';
/** What a file that is not a picture we take gets told, per kind (spec: 'Please select an image file' for references). */
export const NOT_AN_IMAGE = {
  cover: ONLY_PNG_JPG,
  reference: 'Please select an image file',
};
export const TOO_LARGE = {
  cover: 'File size must be less than 15MB',
  reference: 'Please select an image under 10MB',
};

export const invalidFile = (message: string, reason?: string) =>
  new AppError(400, 'invalid_file', reason ? `${message} (${reason})` : message, { file: message });

export const fileTooLarge = (message: string) =>
  new AppError(413, 'invalid_file', message, { file: message });

export const uploadFailed = (reason: string, status: 409 | 500 | 503 = 500) =>
  new AppError(status, 'upload_failed', `Failed to upload cover. Please try again. (${reason})`);
