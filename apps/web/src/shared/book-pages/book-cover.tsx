import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { CoverText } from './cover-text';

/**
 * The cover picture, or a cloth-bound placeholder with the title when there is none yet or it
 * failed to load (spec §8: broken covers are replaced by a placeholder).
 */
export function BookCover({
  url,
  title,
  author,
  aspect,
  className,
}: {
  url: string | null;
  title: string;
  author: string;
  aspect: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const style = { aspectRatio: String(aspect) };
  if (url && !broken) {
    return (
      <div
        style={style}
        className={cn(
          'relative w-full overflow-hidden rounded-lg bg-muted shadow-md [container-type:inline-size]',
          className,
        )}
      >
        <img
          src={url}
          alt={t('books.coverAlt', { title })}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          className="size-full object-cover"
        />
        <CoverText title={title} author={author} />
      </div>
    );
  }
  return (
    <div
      style={style}
      role="img"
      aria-label={t('books.noCover')}
      className={cn(
        'relative grid w-full place-items-center overflow-hidden rounded-lg bg-[#7a2e12] p-2 pl-4 text-center text-[#fdf3e7] shadow-md',
        'bg-[radial-gradient(circle_at_30%_20%,rgb(255_255_255/0.14),transparent_55%)]',
        className,
      )}
    >
      {/* Spine shadow on the left edge, like a bound book. */}
      <span className="absolute inset-y-0 left-0 w-3 bg-black/20" aria-hidden />
      <span className="grid justify-items-center gap-1.5">
        <BookOpen className="size-6 opacity-80" aria-hidden />
        <span className="font-display text-base leading-tight font-semibold [overflow-wrap:anywhere]">
          {title}
        </span>
        <span className="text-xs opacity-90 [overflow-wrap:anywhere]">{author}</span>
      </span>
    </div>
  );
}
