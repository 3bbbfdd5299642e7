import { categoryById, TRIM_SIZES, type TrimSize, trimDimensions } from '@bookloom/core';
import { Eye, PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useConfig } from '../../lib/session';
import { BookCover } from '../../shared/book-pages/book-cover';
import { DeleteBookButton } from './delete-book-button';
import { ExportButtons } from './export-buttons';
import { StatusBadge } from './status-badge';
import { type BookSummary, isReadable } from './types';

/** Width / height of a trim size (6x9 when the server sends one we do not know). */
export function trimAspect(trim: string): number {
  const t: TrimSize = (TRIM_SIZES as readonly string[]).includes(trim) ? (trim as TrimSize) : '6x9';
  const d = trimDimensions(t);
  return d.width / d.height;
}

export function BookCard({ book, onPreview }: { book: BookSummary; onPreview: (b: BookSummary) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'fr' ? 'fr' : 'en';
  const typeName = categoryById(book.type)?.name[lang] ?? book.type;
  const readable = isReadable(book);
  // The offline engine illustrates; it cannot paint photoreal pictures (issue 14): said on the book too.
  const offline = useConfig().data?.offlineImages;
  const illustratedOnly = book.type === 'hyper-realistic' && offline;
  const created = new Date(book.createdAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="book-card" data-book-id={book.id}>
      <article className="flex flex-1 flex-col gap-4 p-4" aria-labelledby={`book-${book.id}-title`}>
        <div className="grid grid-cols-[6.5rem_1fr] gap-4 sm:grid-cols-[7.5rem_1fr]">
          <BookCover
            url={book.coverUrl}
            title={book.title}
            author={book.author}
            aspect={trimAspect(book.trimSize)}
          />
          <div className="grid min-w-0 content-start gap-2">
            <StatusBadge book={book} />
            <h2 id={`book-${book.id}-title`} className="text-lg leading-snug [overflow-wrap:anywhere]">
              {book.title}
            </h2>
            {book.subtitle && (
              <p className="-mt-1 text-sm text-muted-foreground [overflow-wrap:anywhere]">{book.subtitle}</p>
            )}
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t('books.type')}</dt>
          <dd>{typeName}</dd>
          <dt className="text-muted-foreground">{t('books.author')}</dt>
          <dd className="[overflow-wrap:anywhere]">{book.author}</dd>
          <dt className="text-muted-foreground">{t('books.pages')}</dt>
          <dd>{book.pages}</dd>
          <dt className="text-muted-foreground">{t('books.created')}</dt>
          <dd>
            <time dateTime={book.createdAt}>{created}</time>
          </dd>
        </dl>
        {illustratedOnly ? (
          <p role="note" className="rounded-lg border bg-muted/50 px-2.5 py-1.5 text-xs">
            {t('stories.offlineRealisticBook')}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <Button size="sm" onClick={() => onPreview(book)} disabled={!readable}>
            <Eye aria-hidden />
            {t('books.preview')}
          </Button>
          {readable && (
            <Link
              to={`/books/${encodeURIComponent(book.id)}/edit`}
              className={buttonClass({ variant: 'outline', size: 'sm' })}
              data-testid="edit-book"
            >
              <PencilLine aria-hidden />
              {t('bookEditor.edit')}
            </Link>
          )}
          <DeleteBookButton book={book} />
        </div>
        {readable && <ExportButtons book={book} className="border-t pt-4" />}
      </article>
    </Card>
  );
}
