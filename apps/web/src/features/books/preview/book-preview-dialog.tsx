import { AlertTriangle, BookX, Columns2, Loader2, PencilLine, Rows3, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { resolveImage, useBookDetail } from '../books-api';
import { ExportButtons } from '../export-buttons';
import { type BookSummary, isReadable } from '../types';
import { EXPORT_COST } from '../use-export';
import { PageView } from './page-view';
import { ScrollView } from './scroll-view';
import { buildSlides, clampIndex } from './slides';

/**
 * The full-screen book preview (spec §2 "Book preview overlay"). Mounted fresh for each opening,
 * so it always starts on the first page. Radix traps focus inside, closes on Escape and gives
 * focus back to the "Preview Book" button.
 */
export default function BookPreviewDialog({
  book,
  onClose,
  detailPath,
  exportPanel,
  editable = true,
}: {
  book: BookSummary;
  onClose: () => void;
  /** Another source of the book's detail (the public sample gallery). */
  detailPath?: string;
  /** Replaces the export buttons under the page view (sample books: their watermarked downloads). */
  exportPanel?: React.ReactNode;
  /** Offer "Edit" (the reader's own book); false for books the reader does not own, e.g. sample books. */
  editable?: boolean;
}) {
  const { t } = useTranslation();
  const detail = useBookDetail(book.id, true, detailPath);
  const [index, setIndex] = useState(0);
  const [mode, setMode] = useState<'page' | 'scroll'>('page');
  // Opened without a Dialog.Trigger, so Radix has no trigger to refocus: remember the opener.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  const doc = detail.data?.document ?? null;
  const fileBase = detail.data?.fileBase ?? '';
  const slides = useMemo(() => {
    if (!doc) return [];
    const cover = resolveImage(fileBase, doc.cover?.image) ?? book.coverUrl ?? undefined;
    return buildSlides(cover, doc.pages);
  }, [doc, fileBase, book.coverUrl]);
  const go = (i: number) => setIndex(clampIndex(i, slides.length));

  const onKeyDown = (e: KeyboardEvent) => {
    if (mode !== 'page' || !slides.length || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'ArrowRight') go(index + 1);
    else if (e.key === 'ArrowLeft') go(index - 1);
    else return;
    e.preventDefault();
  };

  let body: React.ReactNode;
  if (detail.isPending) {
    body = (
      <p role="status" className="flex items-center justify-center gap-2 py-20">
        <Loader2 className="size-5 animate-spin text-primary" aria-hidden />
        {t('common.loading')}
      </p>
    );
  } else if (detail.isError) {
    body = (
      <p role="alert" className="mx-auto flex max-w-md items-center gap-2 py-20 text-destructive">
        <AlertTriangle className="size-5 shrink-0" aria-hidden />
        {t('books.previewFailed')}
      </p>
    );
  } else if (!doc || doc.pages.length === 0) {
    body = (
      <div
        className="mx-auto grid max-w-md justify-items-center gap-2 py-20 text-center"
        data-testid="no-content"
      >
        <BookX className="size-10 text-muted-foreground" aria-hidden />
        <h3 className="text-xl">{t('books.noContentTitle')}</h3>
        <p className="text-muted-foreground">{t('books.noContent')}</p>
      </div>
    );
  } else if (mode === 'page') {
    body = (
      <div className="grid gap-8">
        <PageView slides={slides} index={index} go={go} doc={doc} fileBase={fileBase} />
        {exportPanel}
        {!exportPanel && isReadable(book) && (
          <section
            className="mx-auto grid w-full max-w-xl gap-3 rounded-2xl border bg-card p-4"
            aria-labelledby="preview-export"
          >
            <h3 id="preview-export" className="text-lg">
              {t('books.exportTitle')}
            </h3>
            <p className="text-sm text-muted-foreground">
              {t('books.exportHint', { count: EXPORT_COST.pdf })}
            </p>
            <ExportButtons book={book} />
          </section>
        )}
      </div>
    );
  } else {
    body = <ScrollView slides={slides} doc={doc} fileBase={fileBase} />;
  }

  const toggle = (m: 'page' | 'scroll', Icon: typeof Columns2, label: string) => (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={mode === m}
      onClick={() => setMode(m)}
      className={cn(mode === m && 'bg-accent text-accent-foreground')}
    >
      <Icon aria-hidden />
      <span className="max-sm:sr-only">{label}</span>
    </Button>
  );

  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-background" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-background text-foreground outline-none"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            opener?.focus();
          }}
          aria-describedby={undefined}
          data-testid="book-preview"
        >
          <header className="flex items-center gap-2 border-b bg-card px-3 py-2 sm:px-5">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="truncate text-lg">{book.title}</Dialog.Title>
              <p className="truncate text-sm text-muted-foreground">
                {t('books.byAuthor', { author: book.author })}
              </p>
            </div>
            {doc && doc.pages.length > 0 && (
              <fieldset className="flex gap-1">
                <legend className="sr-only">{t('books.preview')}</legend>
                {toggle('page', Columns2, t('books.pageView'))}
                {toggle('scroll', Rows3, t('books.scrollView'))}
              </fieldset>
            )}
            {editable && isReadable(book) && (
              <Link
                to={`/books/${encodeURIComponent(book.id)}/edit`}
                className={buttonClass({ variant: 'outline', size: 'sm' })}
                data-testid="preview-edit"
              >
                <PencilLine aria-hidden />
                {t('bookEditor.edit')}
              </Link>
            )}
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('books.close')}>
                <X className="!size-5" aria-hidden />
              </Button>
            </Dialog.Close>
          </header>
          <div className="flex-1 overflow-y-auto px-3 py-5 sm:px-6">{body}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
