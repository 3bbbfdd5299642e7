import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { type EditorPage, usePageHistory } from './editor-api';

/** A page's versions, newest first; any older one can be made current again (undo). */
export function PageHistory({
  bookId,
  page,
  onRestore,
  busy,
}: {
  bookId: string;
  page: EditorPage;
  onRestore: (version: number) => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const history = usePageHistory(bookId, page.id, page.version);
  const fmt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <details className="rounded-xl border p-3" data-testid="page-history">
      <summary className="cursor-pointer font-semibold">{t('bookEditor.history')}</summary>
      <ol className="mt-2 grid max-h-64 gap-1 overflow-y-auto text-sm">
        {history.data?.map((v) => (
          <li key={v.version} className="flex items-center justify-between gap-2">
            <span>
              {t('bookEditor.versionN', { n: v.version })} · {t(`bookEditor.changes.${v.change}`, v.change)}
              <span className="block text-xs text-muted-foreground">
                <time dateTime={v.createdAt}>{fmt.format(new Date(v.createdAt))}</time>
              </span>
            </span>
            {v.version === page.version ? (
              <span className="text-xs text-muted-foreground">{t('bookEditor.current')}</span>
            ) : (
              <Button size="sm" variant="outline" disabled={busy} onClick={() => onRestore(v.version)}>
                <RotateCcw aria-hidden />
                {t('bookEditor.restore')}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
