import { normalizeIsbn, pagesToAdd, type ShortBookFill, shortBookFillsFor } from '@bookloom/core';
import { Download, FileText, Loader2, RotateCcw, Tablet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import { BlankBacksOption } from './blank-backs-option';
import { blankBacksApply, type ExportChoices } from './export-request';
import { PreflightReport } from './preflight-report';
import { ShortBookFillPicker } from './short-book-fill';
import type { BookSummary } from './types';
import { type KdpFormat, useExport } from './use-export';

/** One format's button through the spec's export states, with its credit cost and any error. */
function ExportButton({ book, format, want }: { book: BookSummary; format: KdpFormat; want: ExportChoices }) {
  const { t } = useTranslation();
  const { state, cost, changed, run: start, download } = useExport(book, format, want);
  // A wrong ISBN is refused here (and again by the server) before anything is built or charged.
  const isbnOk = !want.isbn?.trim() || normalizeIsbn(want.isbn) !== null;
  const run = () => (isbnOk ? start() : undefined);
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
      {changed.length > 0 && (
        // Why Export is offered again although a file was made: it was made with other choices.
        <p className="text-xs text-muted-foreground" data-testid={`export-${format}-changed`}>
          {changed.map((c) => t(`print.changed.${c}`)).join(' ')}
        </p>
      )}
      {state.status === 'error' && (
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/10 px-2.5 py-1.5 text-sm text-destructive"
        >
          {state.message}
        </p>
      )}
      {(state.status === 'done' || state.status === 'error') && state.preflight && (
        <PreflightReport preflight={state.preflight} />
      )}
    </div>
  );
}

/** PDF (KDP) and EPUB (KDP), shown only for completed books with pages (spec §4). */
export function ExportButtons({ book, className }: { book: BookSummary; className?: string }) {
  const { t } = useTranslation();
  const [isbn, setIsbn] = useState('');
  // Issue 19: coloring pages alone on right-hand pages, so markers do not bleed through (on by default).
  const backsApply = blankBacksApply(book.type);
  const [blankBacks, setBlankBacks] = useState(true);
  // A paperback needs 24 pages: a shorter book says how many are added and lets the user pick what.
  const type = book.type as Parameters<typeof pagesToAdd>[1];
  const added = pagesToAdd(book.pages, type, backsApply ? blankBacks : undefined);
  // An activity book starts on practice pages; a story on coloring versions of its pictures.
  const [fill, setFill] = useState<ShortBookFill>(shortBookFillsFor(book.type)[0]);
  const isbnError = isbn.trim() && normalizeIsbn(isbn) === null ? t('print.isbnInvalid') : undefined;
  const want: ExportChoices = {
    isbn,
    fill: added > 0 ? fill : undefined,
    ...(backsApply ? { blankBacks } : {}),
  };
  return (
    <div className={cn('grid gap-3', className)}>
      <Field
        label={t('print.isbn')}
        hint={t('print.isbnHint')}
        error={isbnError}
        value={isbn}
        onChange={(e) => setIsbn(e.target.value)}
        inputMode="text"
        autoComplete="off"
        maxLength={40}
        data-testid="export-isbn"
      />
      {backsApply ? <BlankBacksOption checked={blankBacks} onChange={setBlankBacks} /> : null}
      {added > 0 ? (
        <ShortBookFillPicker
          type={book.type}
          pages={book.pages}
          added={added}
          value={fill}
          onChange={setFill}
        />
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <ExportButton book={book} format="pdf" want={want} />
        <ExportButton book={book} format="epub" want={want} />
      </div>
    </div>
  );
}
