import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { pagerItems } from './pager';

/** Previous, first, neighbours, ellipses, last, next (spec). */
export function GalleryPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('covers.gallery.pager')} className="flex flex-wrap items-center justify-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('covers.gallery.previous')}
      >
        <ChevronLeft aria-hidden />
      </Button>
      {pagerItems(page, pages).map((p, i) =>
        p === '…' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: two ellipses may exist; their place is their identity
          <span key={`gap-${i}`} className="px-2 text-muted-foreground" aria-hidden>
            …
          </span>
        ) : (
          <Button
            key={p}
            variant={p === page ? 'primary' : 'ghost'}
            size="icon"
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('covers.gallery.page', { page: p })}
            className={cn(p === page && 'pointer-events-none')}
            onClick={() => onPage(p)}
          >
            {p}
          </Button>
        ),
      )}
      <Button
        variant="ghost"
        size="icon"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={t('covers.gallery.next')}
      >
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
