import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { editorKey } from './editor-api';

type Status = {
  formats: { format: 'pdf' | 'epub'; cost: number; free: boolean; lastExportAt: string | null }[];
};

/**
 * Lists the pages whose text is over capacity (the server's measure), and says, per format, whether exporting the edited book now is free (unchanged since the last export) or charged
 * (the first export after edits). Exports are made from the current version of every page.
 */
export function ExportNote({ bookId, overPages }: { bookId: string; overPages: number[] }) {
  const { t } = useTranslation();
  const q = useQuery({
    // Under the editor's key: every saved change refetches it.
    queryKey: [...editorKey(bookId), 'export-status'],
    queryFn: () => api<Status>(`/api/books/${encodeURIComponent(bookId)}/export-status`),
  });
  if (!q.data) return null;
  return (
    <section className="grid gap-2 rounded-xl border p-3 text-sm" data-testid="export-note">
      <h2 className="font-semibold">{t('bookEditor.exportTitle')}</h2>
      <ul className="grid gap-1">
        {q.data.formats.map((f) => (
          <li key={f.format} data-free={f.free}>
            {f.free
              ? t('bookEditor.exportFree', { format: f.format.toUpperCase() })
              : t('bookEditor.exportCharged', { format: f.format.toUpperCase(), credits: f.cost })}
          </li>
        ))}
      </ul>
      {overPages.length > 0 && (
        <p className="text-destructive" role="status" data-testid="export-overflow">
          {t('bookEditor.exportOverflow', { count: overPages.length, pages: overPages.join(', ') })}
        </p>
      )}
    </section>
  );
}
