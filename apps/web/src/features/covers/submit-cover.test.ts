import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { errorTitle } from './submit-cover';

describe('errorTitle', () => {
  it("names the spec's toast for our error codes, whatever the method", () => {
    expect(errorTitle(new ApiError(400, 'invalid_file', ''), 'upload')).toBe('covers.create.invalidFile');
    expect(errorTitle(new ApiError(409, 'upload_failed', ''), 'upload')).toBe('covers.create.uploadFailed');
    expect(errorTitle(new ApiError(402, 'insufficient_credits', ''), 'text')).toBe(
      'covers.create.insufficient',
    );
  });

  it("an upload lost to the network or a server error is 'Upload Failed'; a generation is not", () => {
    expect(errorTitle(new ApiError(0, 'network_error', ''), 'upload')).toBe('covers.create.uploadFailed');
    expect(errorTitle(new ApiError(500, 'internal_error', ''), 'upload')).toBe('covers.create.uploadFailed');
    expect(errorTitle(new ApiError(500, 'internal_error', ''), 'text')).toBe('covers.create.failed');
    expect(errorTitle(new Error('boom'), 'image')).toBe('covers.create.failed');
  });
});
