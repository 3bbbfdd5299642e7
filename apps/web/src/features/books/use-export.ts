import { COSTS } from '@bookloom/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import { ME_KEY } from '../../lib/session';
import { BOOKS_KEY, exportBook } from './books-api';
import { choiceChanges, type ExportChoices, type FileChoices, requestChoices } from './export-request';
import { type ExportState, exportKey, setExportState, startDownload, useExportState } from './export-store';
import type { BookSummary, Preflight } from './types';

export type KdpFormat = 'pdf' | 'epub';
export const EXPORT_COST: Record<KdpFormat, number> = { pdf: COSTS.exportPdf, epub: COSTS.exportEpub };

/**
 * The export button state of one format: a made export of the summary counts as "done" when it was made with
 * the choices the panel now shows (fill, ISBN, blank backs); otherwise `changed` says what differs.
 */
export function useExport(book: BookSummary, format: KdpFormat, want: ExportChoices = {}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const key = exportKey(book.id, format);
  const stored = useExportState(key);
  const latest = book.exports.find((e) => e.format === format);
  // A file made before the book was edited is not this book any more: export again (charged, like the server).
  const made = latest?.stale ? undefined : latest;
  // A file made with other choices (another fill, ISBN or backs) is not this export: export again.
  const changesOf = (file: FileChoices) => choiceChanges(file, want, format, book.type);
  const outdated = (s: ExportState) =>
    s.status === 'done' &&
    (changesOf(s.made ?? {}).length > 0 || (latest?.stale && s.downloadUrl === latest.downloadUrl));
  const local = outdated(stored) ? { status: 'idle' as const } : stored;
  const madeChanges = made ? changesOf(made) : [];
  const state: ExportState =
    local.status === 'idle' && made && madeChanges.length === 0
      ? { status: 'done', downloadUrl: made.downloadUrl, fileName: made.fileName, made }
      : local;
  // What differs from the file made last (shown so the user knows why Export is offered again).
  const lastChoices = stored.status === 'done' ? stored.made : made;
  const changed = state.status === 'idle' && lastChoices ? changesOf(lastChoices) : [];
  // The server charges the first export of a format, and the first one after the book is edited; re-downloads and
  // re-exports of an unchanged book are free.
  const cost = made || local.status === 'done' ? 0 : EXPORT_COST[format];

  async function run() {
    setExportState(key, { status: 'processing' });
    try {
      const r = await exportBook(book.id, format, requestChoices(want, format, book.type));
      setExportState(key, {
        status: 'done',
        downloadUrl: r.export.downloadUrl,
        fileName: r.export.fileName,
        preflight: r.preflight,
        made: { fill: want.fill ?? null, isbn: want.isbn ?? null, blankBacks: want.blankBacks ?? null },
      });
      startDownload(r.export.downloadUrl, r.export.fileName);
      toast.success(t('books.downloadStarted'), { description: r.export.fileName });
      void qc.invalidateQueries({ queryKey: BOOKS_KEY });
      if (r.charged > 0) void qc.invalidateQueries({ queryKey: ME_KEY });
    } catch (e) {
      const fallback = t(format === 'pdf' ? 'books.exportFailedPdf' : 'books.exportFailedEpub');
      // The contract's known refusals get their translated text; anything else the spec's message.
      const known: Record<string, string> = {
        insufficient_credits: t('books.exportNoCredits', { count: EXPORT_COST[format] }),
        no_pages: t('books.noContentExport'),
        book_not_completed: t('books.notCompleted'),
        export_busy: t('books.exportBusy'),
        export_rate_limited: t('exportLimits.rateLimited'),
        storage_quota_exceeded: t('exportLimits.quotaExceeded'),
      };
      // A refused preflight names the KDP rule that failed: the server's message says more than ours.
      const message =
        e instanceof ApiError
          ? known[e.code] || (e.code === 'preflight_failed' && e.message) || fallback
          : fallback;
      // A refused print check comes with its report, shown page by page in the panel.
      const preflight =
        e instanceof ApiError && e.code === 'preflight_failed'
          ? (e.details.preflight as Preflight)
          : undefined;
      setExportState(key, { status: 'error', message, preflight });
      toast.error(t('books.exportFailed'), { description: message });
    }
  }

  function download() {
    if (state.status === 'done') startDownload(state.downloadUrl, state.fileName);
  }

  return { state, cost, changed, run, download };
}
