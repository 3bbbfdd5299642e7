import type { BookDocument } from '@bookloom/core';
import { ChevronLeft, ChevronRight, Hand } from 'lucide-react';
import { type TouchEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { trimAspect } from '../book-card';
import { SlideView } from './slide-view';
import { dotWindow, type Slide, swipeDirection } from './slides';

/** Page View: one page at a time, Previous/Next, progress bar, dots, swipe (spec §2, §4). */
export function PageView({
  slides,
  index,
  go,
  doc,
  fileBase,
}: {
  slides: Slide[];
  index: number;
  go: (i: number) => void;
  doc: BookDocument;
  fileBase: string;
}) {
  const { t } = useTranslation();
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = slides.length;
  const slide = slides[index];
  const label = (i: number) => {
    const s = slides[i];
    return s.kind === 'cover'
      ? t('books.cover')
      : t('books.pageOf', { current: s.number, total: doc.pages.length });
  };
  const dotLabel = (s: Slide) =>
    s.kind === 'cover' ? t('books.goToCover') : t('books.goToPage', { page: s.number });
  const [from, to] = dotWindow(count, index);
  const onTouchStart = (e: TouchEvent) => {
    const p = e.touches[0];
    start.current = p ? { x: p.clientX, y: p.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const p = e.changedTouches[0];
    if (!start.current || !p) return;
    const dir = swipeDirection(p.clientX - start.current.x, p.clientY - start.current.y);
    start.current = null;
    if (dir) go(index + dir);
  };
  // The page fits the viewport height left by the toolbar and controls, and never gets wider than 42rem.
  const width = `min(100%, 42rem, calc((100dvh - 15rem) * ${trimAspect(doc.trim).toFixed(4)}))`;

  return (
    <div className="grid justify-items-center gap-4">
      <div
        className="grid w-full touch-pan-y justify-items-center"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        data-testid="page-stage"
      >
        <div style={{ width }} className="grid">
          <SlideView slide={slide} doc={doc} fileBase={fileBase} className="w-full" />
        </div>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic>
        {label(index)}
      </p>
      {index === 0 && count > 1 && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="swipe-hint">
          <Hand className="size-4" aria-hidden />
          {t('books.swipeHint')}
        </p>
      )}
      <div className="grid w-full max-w-xl gap-3">
        <div
          className="h-1.5 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label={label(index)}
          aria-valuemin={1}
          aria-valuemax={count}
          aria-valuenow={index + 1}
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${(100 * (index + 1)) / count}%` }}
          />
        </div>
        <div className="flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" onClick={() => go(index - 1)} disabled={index === 0}>
            <ChevronLeft aria-hidden />
            {t('books.previous')}
          </Button>
          <span className="text-center text-sm font-semibold" data-testid="page-label">
            {label(index)}
          </span>
          <Button variant="outline" size="sm" onClick={() => go(index + 1)} disabled={index === count - 1}>
            {t('books.next')}
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <div className="flex justify-center gap-1">
          {Array.from({ length: to - from }, (_, k) => from + k).map((i) => (
            <button
              key={i}
              type="button"
              onClick={() => go(i)}
              aria-label={dotLabel(slides[i])}
              aria-current={i === index ? 'page' : undefined}
              className="grid size-6 place-items-center rounded-full"
            >
              <span
                className={cn(
                  'block rounded-full transition-all',
                  i === index ? 'h-2.5 w-6 bg-primary' : 'size-2.5 bg-muted-foreground/70',
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
