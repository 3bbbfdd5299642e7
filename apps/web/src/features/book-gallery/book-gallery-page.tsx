import { useQuery } from '@tanstack/react-query';
import { BookOpen, Eye, Library } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { LoadingCard } from '../../components/ui/loading-card';
import { api } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BookCover } from '../../shared/book-pages/book-cover';
import { KdpNote } from './kdp-note';
import { SampleDownloads } from './sample-downloads';
import { galleryDetailPath, type SampleBook } from './sample-types';

// The same reader as /my-books, fed from the public gallery routes.
const BookPreviewDialog = lazy(() => import('../books/preview/book-preview-dialog'));

/** /book-gallery: published sample books with preview, watermarked downloads and KDP guidance (public). */
export default function BookGalleryPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('samples.gallery.title'));
  const [open, setOpen] = useState<SampleBook | null>(null);
  const list = useQuery({
    queryKey: ['book-gallery'],
    queryFn: () => api<{ books: SampleBook[] }>('/api/book-gallery').then((r) => r.books),
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header className="grid gap-2">
        <h1 className="flex items-center gap-3 text-3xl">
          <Library className="size-7 text-primary" aria-hidden />
          {t('samples.gallery.title')}
        </h1>
        <p className="max-w-2xl text-muted-foreground">{t('samples.gallery.lead')}</p>
      </header>
      {list.isPending && <LoadingCard />}
      {list.isError && (
        <p role="alert" className="text-destructive">
          {t('samples.gallery.loadFailed')}
        </p>
      )}
      {list.data?.length === 0 && (
        <Card>
          <CardBody className="grid justify-items-center gap-2 py-10 text-center" data-testid="gallery-empty">
            <BookOpen className="size-10 text-muted-foreground" aria-hidden />
            <p>{t('samples.gallery.empty')}</p>
          </CardBody>
        </Card>
      )}
      {!!list.data?.length && (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('samples.gallery.title')}>
          {list.data.map((b) => (
            <li key={b.id}>
              <Card className="grid h-full overflow-hidden" data-testid="sample-book">
                <BookCover url={b.coverUrl} title={b.title} author={b.author} aspect={1} />
                <CardBody className="grid content-start gap-2">
                  <h2 className="text-xl">{b.title}</h2>
                  <p className="text-sm text-muted-foreground">
                    {t('samples.gallery.pages', { count: b.pages })} · {date.format(new Date(b.createdAt))}
                  </p>
                  {b.watermarkText && <Badge className="w-fit">{t('samples.gallery.watermarked')}</Badge>}
                  <div className="flex flex-wrap gap-2 pt-1">
                    <Button size="sm" onClick={() => setOpen(b)}>
                      <Eye aria-hidden />
                      {t('samples.gallery.preview')}
                    </Button>
                    <SampleDownloads book={b} />
                  </div>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <KdpNote />
      {open && (
        <Suspense fallback={null}>
          <BookPreviewDialog
            book={open}
            onClose={() => setOpen(null)}
            detailPath={galleryDetailPath(open.id)}
            editable={false}
            exportPanel={
              <section className="mx-auto grid w-full max-w-xl gap-3 rounded-2xl border bg-card p-4">
                <h3 className="text-lg">{t('samples.gallery.downloads')}</h3>
                <p className="text-sm text-muted-foreground">{t('samples.gallery.downloadsHint')}</p>
                <SampleDownloads book={open} />
              </section>
            }
          />
        </Suspense>
      )}
    </div>
  );
}
