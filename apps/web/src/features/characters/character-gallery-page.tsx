import { AlertTriangle, ChevronLeft, ChevronRight, Search, Settings, Smile } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { LoadingCard } from '../../components/ui/loading-card';
import { useMe } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CharacterCard } from './character-card';
import { CharacterDetailDialog } from './character-detail-dialog';
import { type Character, useGallery } from './characters-api';

/** Public gallery: search, type chips, 12 per page, a detail dialog per character. */
export default function CharacterGalleryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('characters.galleryTitle'));
  const { data: me } = useMe();
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Character | null>(null);
  const gallery = useGallery({ search, type, page });
  const pages = gallery.data ? Math.max(1, Math.ceil(gallery.data.total / gallery.data.pageSize)) : 1;

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="flex items-center gap-2 text-3xl sm:text-4xl">
            <Smile className="size-8 text-primary" aria-hidden />
            {t('characters.galleryTitle')}
          </h1>
          <p className="text-muted-foreground">{t('characters.gallerySub')}</p>
        </div>
        {me?.role === 'admin' && (
          <Link to="/admin/characters" className={buttonClass({ variant: 'outline', size: 'sm' })}>
            <Settings aria-hidden />
            {t('characters.admin')}
          </Link>
        )}
      </header>
      <div className="grid gap-3">
        <label className="relative block">
          <span className="sr-only">{t('characters.search')}</span>
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <input
            type="search"
            value={search}
            placeholder={t('characters.search')}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            className="h-11 w-full rounded-xl border border-input bg-card ps-9 pe-3 text-base placeholder:text-muted-foreground"
          />
        </label>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('characters.style')}</legend>
          {['', ...(gallery.data?.types ?? [])].map((ty) => (
            <button
              key={ty || 'all'}
              type="button"
              aria-pressed={type === ty}
              onClick={() => {
                setType(ty);
                setPage(1);
              }}
              className={`rounded-full border px-3 py-1.5 text-sm font-semibold transition ${type === ty ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted'}`}
            >
              {ty ? t(`characters.groups.${ty}`, { defaultValue: ty }) : t('characters.allTypes')}
            </button>
          ))}
        </fieldset>
      </div>
      {gallery.isPending ? (
        <LoadingCard />
      ) : gallery.isError ? (
        <Card className="mx-auto max-w-md">
          <CardBody className="grid justify-items-center gap-3 text-center" role="alert">
            <AlertTriangle className="size-8 text-destructive" aria-hidden />
            <p className="font-semibold">{t('characters.galleryLoadFailed')}</p>
            <Button variant="outline" onClick={() => void gallery.refetch()}>
              {t('characters.tryAgain')}
            </Button>
          </CardBody>
        </Card>
      ) : gallery.data.items.length === 0 ? (
        <p className="rounded-2xl bg-muted p-8 text-center text-muted-foreground">
          {t('characters.galleryEmpty')}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('characters.count', { count: gallery.data.total })}
          </p>
          <ul
            className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
            aria-label={t('characters.galleryTitle')}
          >
            {gallery.data.items.map((c) => (
              <li key={c.id} className="grid">
                <button
                  type="button"
                  className="grid text-start"
                  onClick={() => setOpen(c)}
                  aria-label={c.name}
                >
                  <CharacterCard character={c} />
                </button>
              </li>
            ))}
          </ul>
          <nav
            className="flex items-center justify-center gap-3"
            aria-label={t('characters.page', { page, pages })}
          >
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              <ChevronLeft aria-hidden />
              {t('characters.previous')}
            </Button>
            <span className="text-sm tabular-nums">{t('characters.page', { page, pages })}</span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('characters.next')}
              <ChevronRight aria-hidden />
            </Button>
          </nav>
        </>
      )}
      {open && (
        <CharacterDetailDialog character={open} signedIn={Boolean(me)} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
