import {
  AlertTriangle,
  BookPlus,
  Download,
  Image as ImageIcon,
  Loader2,
  Palette,
  Trash2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { LoadingCard } from '../../components/ui/loading-card';
import { useDocumentTitle } from '../../lib/use-document-title';
import { chooseCoverForBook } from './cover-selection';
import { type MyCover, useDeleteCover, useMyCovers } from './covers-api';

/** /my-covers: uploaded and generated covers with preview, download, delete and 'Use for a book'. */
export default function MyCoversPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('covers.mine.title'));
  const covers = useMyCovers();
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="flex items-center gap-2 text-3xl sm:text-4xl">
            <ImageIcon className="size-8 text-primary" aria-hidden />
            {t('covers.mine.title')}
          </h1>
          <p className="text-muted-foreground">{t('covers.mine.intro')}</p>
        </div>
        <Link to="/create-cover" className={buttonClass()}>
          <Palette aria-hidden />
          {t('covers.mine.create')}
        </Link>
      </header>
      {covers.isPending ? (
        <LoadingCard label={t('covers.mine.loading')} />
      ) : covers.isError ? (
        <Card className="mx-auto max-w-md">
          <CardBody className="grid justify-items-center gap-3 text-center" role="alert">
            <AlertTriangle className="size-8 text-destructive" aria-hidden />
            <p className="font-semibold">{t('covers.mine.loadFailed')}</p>
            <Button variant="outline" onClick={() => void covers.refetch()}>
              {t('covers.mine.tryAgain')}
            </Button>
          </CardBody>
        </Card>
      ) : covers.data.length === 0 ? (
        <Card className="mx-auto w-full max-w-lg">
          <CardBody className="grid justify-items-center gap-3 text-center">
            <Palette className="size-10 text-primary" aria-hidden />
            <h2 className="text-2xl">{t('covers.mine.emptyTitle')}</h2>
            <p className="text-muted-foreground">{t('covers.mine.emptyText')}</p>
            <Link to="/create-cover" className={buttonClass()}>
              {t('covers.mine.create')}
            </Link>
          </CardBody>
        </Card>
      ) : (
        <ul
          className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4"
          aria-label={t('covers.mine.title')}
        >
          {covers.data.map((c) => (
            <li key={c.id} className="min-w-0">
              <CoverCard cover={c} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CoverCard({ cover }: { cover: MyCover }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteCover();
  const del = () => {
    if (!window.confirm(t('covers.mine.confirmDelete', { name: cover.name }))) return;
    remove.mutate(cover.id, {
      onSuccess: () => toast.success(t('covers.mine.deleted')),
      onError: () => toast.error(t('covers.mine.deleteFailed')),
    });
  };
  const use = () => {
    chooseCoverForBook({ id: cover.id, name: cover.name, imageUrl: cover.thumbUrl });
    navigate('/generate-book');
  };
  return (
    <Card className="flex h-full min-w-0 flex-col overflow-hidden">
      <div className="grid aspect-[2/3] w-full place-items-center overflow-hidden bg-muted">
        {cover.status === 'ready' && cover.imageUrl ? (
          <a
            href={cover.imageUrl}
            target="_blank"
            rel="noreferrer"
            aria-label={`${t('covers.mine.preview')}: ${cover.name}`}
            className="size-full"
          >
            <img
              src={cover.thumbUrl ?? cover.imageUrl}
              alt=""
              loading="lazy"
              className="size-full object-cover"
            />
          </a>
        ) : cover.status === 'generating' ? (
          <span className="grid justify-items-center gap-2 text-muted-foreground" aria-live="polite">
            <Loader2 className="size-8 animate-spin" aria-hidden />
            {t('covers.mine.generating')}
          </span>
        ) : (
          <span className="grid justify-items-center gap-2 p-4 text-center text-sm text-destructive">
            <AlertTriangle className="size-8" aria-hidden />
            {t('covers.mine.failed')}
          </span>
        )}
      </div>
      <CardBody className="grid min-w-0 gap-3 p-4">
        <div className="flex min-w-0 items-start justify-between gap-2">
          <h2 className="min-w-0 truncate font-display text-lg font-semibold">{cover.name}</h2>
          <Badge>{cover.method === 'upload' ? t('covers.mine.uploaded') : t('covers.mine.generated')}</Badge>
        </div>
        {cover.category && (
          <p className="text-sm text-muted-foreground">
            {t(`covers.categories.${cover.category}`, { defaultValue: cover.category })}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {cover.status === 'ready' && (
            <>
              <Button size="sm" onClick={use}>
                <BookPlus aria-hidden />
                {t('covers.mine.useForBook')}
              </Button>
              <a href={cover.downloadUrl ?? '#'} className={buttonClass({ variant: 'outline', size: 'sm' })}>
                <Download aria-hidden />
                {t('covers.mine.download')}
              </a>
            </>
          )}
          <Button variant="ghost" size="sm" onClick={del} disabled={remove.isPending}>
            <Trash2 aria-hidden />
            {t('covers.mine.delete')}
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
