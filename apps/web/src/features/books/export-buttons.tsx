import { Download, FileText, Loader2, RotateCcw, Tablet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { BookSummary } from './types';
import { type KdpFormat, useExport } from './use-export';

/** One format's button through the spec's export states, with its credit cost and any error. */
function ExportButton({ book, format }: { book: BookSummary; format: KdpFormat }) {
  const { t } = useTranslation();
  const { state, cost, run, download } = useExport(book, format);
  const name = t(format === 'pdf' ? 'books.pdf' : 'books.epub');
  const Icon = format === 'pdf' ? FileText : Tablet;
  const price = cost > 0 ? t('books.cost', { count: cost }) : t('books.free');
  return (
    <div className="grid content-start gap-1.5" data-testid={`export-${format}`} data-state={state.status}>
      <span className="flex items-center gap-1.5 text-sm font-semibold whitespace-nowrap">
        <Icon className="size-4 shrink-0 text-primary" aria-hidden />
        {name}
      </span>
      {state.status === 'processing' ? (
        <Button variant="outline" size="sm" disabled>
          <Loader2 className="animate-spin" aria-hidden />
          {t('books.exporting')}
        </Button>
      ) : state.status === 'done' ? (
        <Button size="sm" onClick={download} aria-label={`${t('books.download')} ${name}`}>
          <Download aria-hidden />
          {t('books.download')}
        </Button>
      ) : state.status === 'error' ? (
        <Button variant="outline" size="sm" onClick={run} aria-label={`${t('books.retry')} ${name}`}>
          <RotateCcw aria-hidden />
          {t('books.retry')}
        </Button>
      ) : (
        <Button variant="outline" size="sm" onClick={run} aria-label={`${t('books.export')} ${name}`}>
          {t('books.export')}
        </Button>
      )}
      <span className="text-xs text-muted-foreground" data-testid={`export-${format}-cost`}>
        {price}
      </span>
      {state.status === 'error' && (
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/10 px-2.5 py-1.5 text-sm text-destructive"
        >
          {state.message}
        </p>
      )}
    </div>
  );
}

/** PDF (KDP) and EPUB (KDP), shown only for completed books with pages (spec §4). */
export function ExportButtons({ book, className }: { book: BookSummary; className?: string }) {
  return (
    <div className={cn('grid grid-cols-2 gap-3', className)}>
      <ExportButton book={book} format="pdf" />
      <ExportButton book={book} format="epub" />
    </div>
  );
}
