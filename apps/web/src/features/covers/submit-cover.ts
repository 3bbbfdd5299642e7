import { ApiError, api } from '../../lib/api';
import type { CoverForm } from './cover-details-fields';
import { postForm } from './covers-api';

export type Method = 'upload' | 'text' | 'image';
type Started = { coverId: string };

/** Sends the form the way its method needs; resolves with the new cover's id. */
export async function submitCover(
  method: Method,
  form: CoverForm,
  file: File | null,
  key: string,
  onProgress: (p: number) => void,
): Promise<string> {
  // No savePrompt here: the result card's Save Prompt adds it to the history (once, when asked).
  if (method === 'upload') {
    const data = new FormData();
    data.set('category', form.category);
    data.set('title', form.title);
    data.set('file', file as File);
    return (await postForm<{ cover: { id: string } }>('/api/covers/upload', data, onProgress)).cover.id;
  }
  if (method === 'image') {
    const data = new FormData();
    for (const [k, v] of Object.entries(form)) data.set(k, v);
    data.set('reference', file as File);
    return (await postForm<Started>('/api/covers/generate', data, onProgress, { 'Idempotency-Key': key }))
      .coverId;
  }
  const res = await fetch('/api/covers/generate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(form),
  });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, body?.error?.code ?? 'http_error', body?.error?.message ?? '');
  return (body as Started).coverId;
}

/**
 * The spec's toast title for an error code; the description is the server's message. An upload that
 * fails without one of ours (connection reset, server error) is 'Upload Failed', not a generation failure.
 */
export function errorTitle(e: unknown, method: Method = 'text'): string {
  const code = e instanceof ApiError ? e.code : 'network_error';
  const titles: Record<string, string> = {
    invalid_file: 'covers.create.invalidFile',
    upload_failed: 'covers.create.uploadFailed',
    insufficient_credits: 'covers.create.insufficient',
    content_not_approved: 'covers.create.notApproved',
    validation_error: 'covers.create.missingInfo',
  };
  return titles[code] ?? (method === 'upload' ? 'covers.create.uploadFailed' : 'covers.create.failed');
}

export { api };
