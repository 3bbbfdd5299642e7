import { AlertTriangle, BookPlus, Library, Printer } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { LoadingCard } from '../../components/ui/loading-card';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BookCard } from './book-card';
import { useBookEvents, useBooks } from './books-api';
import type { BookSummary } from './types';

// The overlay (page layouts, swipe, scroll view) loads on the first "Preview Book".
const BookPreviewDialog = lazy(() => import('./preview/book-preview-dialog'));

export default function MyBooksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('books.title'));
  const books = useBooks();
  useBookEvents();
  const [previewing, setPreviewing] = useState<BookSummary | null>(null);

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="flex items-center gap-2 text-3xl sm:text-4xl">
            <Library className="size-8 text-primary" aria-hidden />
            {t('books.title')}
          </h1>
          <p className="text-muted-foreground">{t('books.intro')}</p>
        </div>
        <Link to="/generate-book" className={buttonClass()}>
          <BookPlus aria-hidden />
          {t('books.create')}
        </Link>
      </header>

      <aside className="flex gap-3 rounded-2xl border border-primary/30 bg-accent p-4 text-accent-foreground">
        <Printer className="mt-0.5 size-5 shrink-0" aria-hidden />
        <p>
          <strong className="font-semibold">{t('books.kdpTitle')}</strong> — {t('books.kdpText')}
        </p>
      </aside>

      {books.isPending ? (
        <LoadingCard label={t('books.loading')} />
      ) : books.isError ? (
        <Card className="mx-auto max-w-md">
          <CardBody className="grid justify-items-center gap-3 text-center" role="alert">
            <AlertTriangle className="size-8 text-destructive" aria-hidden />
            <p className="font-semibold">{t('books.loadFailed')}</p>
            <Button variant="outline" onClick={() => void books.refetch()}>
              {t('books.tryAgain')}
            </Button>
          </CardBody>
        </Card>
      ) : books.data.length === 0 ? (
        <Card className="mx-auto w-full max-w-lg">
          <CardBody className="grid justify-items-center gap-3 text-center">
            <BookPlus className="size-10 text-primary" aria-hidden />
            <h2 className="text-2xl">{t('books.emptyTitle')}</h2>
            <p className="text-muted-foreground">{t('books.emptyText')}</p>
            <Link to="/generate-book" className={buttonClass()}>
              {t('books.emptyCta')}
            </Link>
          </CardBody>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('books.title')}>
          {books.data.map((b) => (
            <li key={b.id} className="grid">
              <BookCard book={b} onPreview={setPreviewing} />
            </li>
          ))}
        </ul>
      )}

      {previewing && (
        <Suspense fallback={null}>
          <BookPreviewDialog
            // A new key per opening: the preview starts on its first page every time (spec §4).
            key={previewing.id}
            book={books.data?.find((b) => b.id === previewing.id) ?? previewing}
            onClose={() => setPreviewing(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
