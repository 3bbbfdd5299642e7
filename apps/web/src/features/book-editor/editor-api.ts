import type { BookPage, PageLayout } from '@bookloom/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, api, readApiError } from '../../lib/api';
import { ME_KEY } from '../../lib/session';

/** GET /api/books/:id/editor and every editor change answer this (apps/server services/editor/editor-state.ts). */
export type EditorPage = {
  id: number;
  position: number;
  version: number;
  page: BookPage;
  /** The main character against page 1: 'checking' while the vision model's verdict is on its way. */
  check: 'ok' | 'differs' | 'checking' | 'not_checked' | 'none';
  /** The vision model's short reason for its verdict. */
  checkReason?: string;
  regenerating: boolean;
  /** Server: the text does not fit the printed page (the PDF exporter's measure); unknown while a change is unsaved. */
  overflow?: boolean;
};
export type EditorState = {
  book: {
    id: string;
    title: string;
    subtitle: string | null;
    author: string;
    backText: string | null;
    trim: string;
    bleed: boolean;
    language: string;
    updatedAt: string;
  };
  pages: EditorPage[];
  fileBase: string;
  limits: { minPages: number; maxPages: number; maxText: number };
  costs: { regenerate: number };
  regenerated?: { followed: string[]; notFollowed: string[] };
};
/** A page PATCH's answer: the book's header and the edited page (the client merges it into the state). */
export type PageEditAnswer = { book: EditorState['book']; page: EditorPage };
export type PageVersion = { version: number; change: string; createdAt: string; page: BookPage };

const CHECK_POLL_MS = 2000;

/** The state with a page edit's answer in it: an answer older than the cached page (a later save won) is ignored. */
export function mergePageEdit(s: EditorState, answer: PageEditAnswer): EditorState {
  return {
    ...s,
    book: answer.book,
    pages: s.pages.map((x) =>
      x.id === answer.page.id && answer.page.version >= x.version ? answer.page : x,
    ),
  };
}

export const editorKey = (id: string) => ['book-editor', id] as const;
const base = (id: string) => `/api/books/${encodeURIComponent(id)}`;

export function useEditorState(id: string) {
  return useQuery({
    queryKey: editorKey(id),
    queryFn: () => api<EditorState>(`${base(id)}/editor`),
    // A consistency verdict is made by a job after the change: ask again while a page waits for one.
    refetchInterval: (q) => (q.state.data?.pages.some((p) => p.check === 'checking') ? CHECK_POLL_MS : false),
  });
}

export function usePageHistory(id: string, pageId: number, version: number) {
  return useQuery({
    queryKey: [...editorKey(id), 'versions', pageId, version],
    queryFn: () =>
      api<{ versions: PageVersion[] }>(`${base(id)}/pages/${pageId}/versions`).then((r) => r.versions),
  });
}

/**
 * Every change but a page PATCH answers the whole editor state: it replaces the cached one; a page PATCH answers
 * the book's header and that page, merged in (decision 0034). The library, preview and export panel refetch.
 */
export function useEditorActions(id: string) {
  const qc = useQueryClient();
  /** The library, the preview and the export panel show the book as it now is. */
  const refreshViews = useCallback(() => {
    void qc.invalidateQueries({ queryKey: ['books'] });
    void qc.invalidateQueries({ queryKey: ['book', id] });
    void qc.invalidateQueries({ queryKey: [...editorKey(id), 'export-status'] });
  }, [qc, id]);
  const apply = useCallback(
    (s: EditorState) => {
      qc.setQueryData(editorKey(id), s);
      refreshViews();
      return s;
    },
    [qc, id, refreshViews],
  );
  const call = useCallback(
    (path: string, method: string, body?: unknown) =>
      api<EditorState>(`${base(id)}${path}`, { method, body }).then(apply),
    [id, apply],
  );
  return {
    /** Optimistic: the cache shows the change at once; the server's answer (or a reload on error) follows. */
    patchPage: (p: EditorPage, change: { text?: string; heading?: string; layout?: PageLayout }) => {
      qc.setQueryData<EditorState>(
        editorKey(id),
        (s) =>
          s && {
            ...s,
            pages: s.pages.map((x) =>
              x.id === p.id ? { ...x, page: { ...x.page, ...change }, overflow: undefined } : x,
            ),
          },
      );
      return api<PageEditAnswer>(`${base(id)}/pages/${p.id}`, {
        method: 'PATCH',
        body: { version: p.version, ...change },
      }).then((answer) => {
        const merged = qc.setQueryData<EditorState>(editorKey(id), (s) => s && mergePageEdit(s, answer));
        // A layout change may change which page is the first pictured one, so other pages' checks: refetch.
        if (change.layout !== undefined) void qc.invalidateQueries({ queryKey: editorKey(id), exact: true });
        refreshViews();
        return merged;
      });
    },
    details: (d: { title?: string; subtitle?: string; author?: string; backText?: string }) =>
      call('/details', 'PATCH', d),
    add: (position: number, withPicture = false) =>
      call('/pages', 'POST', {
        position,
        text: '',
        layout: withPicture ? 'image-top' : 'text-only',
        withPicture,
      }).finally(() => withPicture && qc.invalidateQueries({ queryKey: ME_KEY })),
    remove: (p: EditorPage) => call(`/pages/${p.id}`, 'DELETE'),
    move: (p: EditorPage, position: number) => call(`/pages/${p.id}/move`, 'POST', { position }),
    restore: (p: EditorPage, version: number) => call(`/pages/${p.id}/restore`, 'POST', { version }),
    regenerate: (p: EditorPage, what: 'image' | 'text', instruction?: string) => {
      qc.setQueryData<EditorState>(
        editorKey(id),
        (s) => s && { ...s, pages: s.pages.map((x) => (x.id === p.id ? { ...x, regenerating: true } : x)) },
      );
      // Charged (or refunded): the balance in the header follows either way.
      return call(`/pages/${p.id}/regenerate`, 'POST', {
        what,
        ...(instruction?.trim() ? { instruction } : {}),
      }).finally(() => qc.invalidateQueries({ queryKey: ME_KEY }));
    },
    upload: async (p: EditorPage, file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const res = await fetch(`${base(id)}/pages/${p.id}/image`, {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
      });
      if (!res.ok) throw await readApiError(res);
      return apply((await res.json()) as EditorState);
    },
    reload: () => qc.invalidateQueries({ queryKey: editorKey(id) }),
  };
}

export const isStale = (e: unknown) => e instanceof ApiError && e.code === 'stale_version';
