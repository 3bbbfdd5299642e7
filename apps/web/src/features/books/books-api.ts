import type { ShortBookFill } from '@bookloom/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, readApiError } from '../../lib/api';
import type { BookDetail, BookSummary, ExportFormat, ExportResult } from './types';

export const BOOKS_KEY = ['books'] as const;
export const bookKey = (id: string) => ['book', id] as const;

/** Spec §9: the library polls every 10 s (TanStack pauses the interval while the tab is hidden). */
export const LIBRARY_POLL_MS = 10_000;
/** Spec §9: refetch 0.5 s after a real-time change (several events in that time make one refetch). */
export const REALTIME_REFETCH_MS = 500;

export function useBooks() {
  return useQuery({
    queryKey: BOOKS_KEY,
    queryFn: () => api<{ books: BookSummary[] }>('/api/books').then((r) => r.books),
    refetchInterval: LIBRARY_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** `path`: where the detail comes from (the public sample gallery reads `/api/book-gallery/:id`). */
export function useBookDetail(id: string, enabled: boolean, path = `/api/books/${encodeURIComponent(id)}`) {
  return useQuery({
    queryKey: [...bookKey(id), path],
    queryFn: () => api<BookDetail>(path),
    enabled,
  });
}

/** Listens to GET /api/books/events and refetches the library shortly after each change. */
export function useBookEvents() {
  const qc = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/books/events');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onBook = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void qc.invalidateQueries({ queryKey: BOOKS_KEY });
        // An open preview shows the edited book (book editor) too.
        void qc.invalidateQueries({ queryKey: ['book'] });
      }, REALTIME_REFETCH_MS);
    };
    source.addEventListener('book', onBook);
    return () => {
      clearTimeout(timer);
      source.removeEventListener('book', onBook);
      source.close();
    };
  }, [qc]);
}

/** DELETE answers 204 with no body, so it does not go through `api()` (which reads JSON). */
export async function deleteBook(id: string): Promise<void> {
  const res = await fetch(`/api/books/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    credentials: 'same-origin',
  });
  if (!res.ok) throw await readApiError(res);
}

/** `choices`: what applies to this format only (export-request.ts `requestChoices`). */
export const exportBook = (
  id: string,
  format: ExportFormat,
  choices: { isbn?: string; fill?: ShortBookFill; blankBacks?: boolean } = {},
) =>
  api<ExportResult>(`/api/books/${encodeURIComponent(id)}/export`, {
    method: 'POST',
    body: { format, ...choices },
  });

export { resolveImage } from '../../shared/book-pages/resolve-image';
