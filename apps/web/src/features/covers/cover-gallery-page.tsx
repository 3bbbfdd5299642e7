import { COVER_CATEGORIES } from '@bookloom/core';
import { AlertTriangle, Images, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClass } from '../../components/ui/button';
import { LoadingCard } from '../../components/ui/loading-card';
import { api } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useMe } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { chooseCoverForBook } from './cover-selection';
import { type GalleryCover, useGalleryPage } from './covers-api';
import { GalleryPager } from './gallery-pager';
import { GalleryPreviewDialog } from './gallery-preview-dialog';

/** /cover-gallery: the 18 categories with Clear, 12 per page, preview, 'Use This Cover'. Public. */
export default function CoverGalleryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('covers.gallery.title'));
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const gallery = useGalleryPage(category, page);
  const me = useMe().data;
  const navigate = useNavigate();
  const [preview, setPreview] = useState<GalleryCover | null>(null);
  const go = (next: { category?: string | null; page?: number }) => {
    const p = new URLSearchParams();
    const c = next.category === undefined ? category : next.category;
    if (c) p.set('category', c);
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };
  const use = (c: GalleryCover) => {
    if (!chooseCoverForBook({ id: c.id, name: c.name, imageUrl: c.thumbUrl })) {
      toast.error(t('covers.gallery.selectFailed'));
      return;
    }
    toast.success(t('covers.gallery.selected', { name: c.name }));
    navigate(me ? '/generate-book' : '/auth');
  };
  const variations = async (c: GalleryCover) => {
    try {
      await api(`/api/admin/gallery/${c.id}/variations`, { method: 'POST', body: {} });
      toast.success(t('covers.gallery.variationsQueued'));
      setPreview(null);
    } catch {
      toast.error(t('covers.gallery.variationsFailed'));
    }
  };

  const reseed = async () => {
    try {
      await api('/api/admin/gallery/reseed', { method: 'POST', body: {} });
      toast.success(t('covers.gallery.seeding'));
    } catch {
      toast.error(t('covers.gallery.variationsFailed'));
    }
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="flex items-center gap-2 text-3xl sm:text-4xl">
            <Images className="size-8 text-primary" aria-hidden />
            {t('covers.gallery.title')}
          </h1>
          <p className="text-muted-foreground">{t('covers.gallery.sub')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {me?.role === 'admin' && (
            <Link to="/admin/covers" className={buttonClass({ variant: 'ghost' })}>
              {t('covers.gallery.adminLink')}
            </Link>
          )}
          <Link to="/create-cover" className={buttonClass({ variant: 'outline' })}>
            <Plus aria-hidden />
            {t('covers.gallery.create')}
          </Link>
        </div>
      </header>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold">{t('covers.gallery.filter')}</legend>
        <div className="flex flex-wrap gap-2">
          {COVER_CATEGORIES.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={category === c}
              onClick={() => go({ category: category === c ? null : c })}
              className={cn(
                'rounded-full border px-3 py-1.5 text-sm transition',
                category === c
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-card hover:bg-accent',
              )}
            >
              {t(`covers.categories.${c}`)}
            </button>
          ))}
          {category && (
            <Button variant="link" size="sm" onClick={() => go({ category: null })}>
              {t('covers.gallery.clear')}
            </Button>
          )}
        </div>
      </fieldset>

      {gallery.isPending ? (
        <LoadingCard />
      ) : gallery.isError ? (
        <p role="alert" className="flex items-center gap-2 text-destructive">
          <AlertTriangle aria-hidden className="size-5" />
          {t('covers.gallery.loadFailed')}
        </p>
      ) : gallery.data.total === 0 && category === 'user-uploaded' ? (
        // The 18th category holds the viewer's own uploads: its empty state leads to the upload.
        <div className="grid justify-items-center gap-3 rounded-2xl bg-muted p-8 text-center">
          <p className="text-muted-foreground">
            {t(me ? 'covers.gallery.uploadsEmpty' : 'covers.gallery.uploadsSignedOut')}
          </p>
          <Link to={me ? '/create-cover' : '/auth'} className={buttonClass()}>
            {t(me ? 'covers.gallery.uploadCta' : 'covers.gallery.signIn')}
          </Link>
        </div>
      ) : gallery.data.total === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-2xl bg-muted p-8 text-center">
          <p className="text-muted-foreground">{t('covers.gallery.empty')}</p>
          {me?.role === 'admin' && (
            <Button onClick={() => void reseed()}>{t('covers.gallery.generateCovers')}</Button>
          )}
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('covers.gallery.count', { count: gallery.data.total })}
          </p>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {gallery.data.items.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => setPreview(c)}
                  aria-label={t('covers.gallery.preview', { name: c.name })}
                  className="group grid w-full gap-2 rounded-2xl text-left focus-visible:outline-2 focus-visible:outline-primary"
                >
                  <img
                    src={c.thumbUrl}
                    alt=""
                    loading="lazy"
                    className="aspect-[2/3] w-full rounded-xl object-cover shadow-sm transition group-hover:shadow-md"
                  />
                  <span className="grid px-1">
                    <span className="font-semibold">{c.name}</span>
                    <span className="text-sm text-muted-foreground">
                      {t(`covers.categories.${c.category}`)}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <GalleryPager page={page} pages={gallery.data.pages} onPage={(p) => go({ page: p })} />
        </>
      )}
      <GalleryPreviewDialog
        cover={preview}
        onClose={() => setPreview(null)}
        onUse={use}
        onVariations={me?.role === 'admin' ? variations : undefined}
      />
    </div>
  );
}
