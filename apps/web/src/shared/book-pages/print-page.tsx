import type { BookPage } from '@bookloom/core';
import { ImageOff } from 'lucide-react';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { CoverText } from './cover-text';
import { BODY_LINE, HEADING_LINE, type PagePlan, planPage, type Rect } from './page-layout';

/** The PDF's ink and panel colours (packages/export draw-text, draw-page). */
const INK = '#2b2522';
const PANEL = 'rgb(255 250 243 / 0.88)';

/** Positions a rect of the plan as percentages of the page, so the page scales as one piece. */
const place = (r: Rect, p: PagePlan): CSSProperties => ({
  position: 'absolute',
  left: `${(100 * r.x) / p.width}%`,
  top: `${(100 * r.y) / p.height}%`,
  width: `${(100 * r.w) / p.width}%`,
  height: `${(100 * r.h) / p.height}%`,
});
/** Points to container-width units: the page box is an inline-size container `width` points wide. */
const cq = (pt: number, p: PagePlan) => `${((100 * pt) / p.width).toFixed(4)}cqw`;

/**
 * A page box with the trim's aspect ratio, laid out like the printed page: the same regions,
 * fonts (Andika text, Fredoka headings) and sizes as the PDF, in ink on white paper whatever the
 * app's theme.
 */
export function PrintPage({
  page,
  src,
  index,
  pageCount,
  trim,
  bleed,
  className,
}: {
  page: BookPage;
  src: string | undefined;
  index: number;
  pageCount: number;
  trim: string;
  bleed: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const [aspect, setAspect] = useState<number>();
  const [broken, setBroken] = useState(false);
  const plan = planPage(page, trim, bleed, index, pageCount, aspect);
  const radius = cq(14, plan);
  return (
    <div
      className={cn('relative overflow-hidden bg-white shadow-lg ring-1 ring-black/10', className)}
      style={{ aspectRatio: `${plan.width} / ${plan.height}`, containerType: 'inline-size', color: INK }}
      data-testid="print-page"
      data-layout={page.layout}
    >
      {plan.image && src && !broken && (
        <div style={place(plan.image, plan)} className="flex items-center justify-center">
          <img
            src={src}
            alt={page.alt ?? t('books.illustration', { page: index + 1 })}
            decoding="async"
            onLoad={(e) =>
              setAspect(e.currentTarget.naturalWidth / e.currentTarget.naturalHeight || undefined)
            }
            onError={() => setBroken(true)}
            className={
              plan.image.fit === 'cover' ? 'size-full object-cover' : 'max-h-full max-w-full object-contain'
            }
            style={plan.image.rounded ? { borderRadius: cq(12, plan) } : undefined}
          />
        </div>
      )}
      {plan.image && src && broken && (
        <div
          style={place(plan.image, plan)}
          className="flex flex-col items-center justify-center gap-1 bg-[#f3efe9] text-[#5c534c]"
        >
          <ImageOff className="size-6" aria-hidden />
          <span className="text-sm">{t('books.imageUnavailable')}</span>
        </div>
      )}
      {plan.heading && (
        <h3
          style={{
            ...place(plan.heading, plan),
            fontSize: cq(plan.heading.size, plan),
            lineHeight: HEADING_LINE,
          }}
          className="m-0 overflow-hidden text-center font-display font-semibold"
        >
          {page.heading}
        </h3>
      )}
      {plan.panel && (
        <div style={{ ...place(plan.panel, plan), background: PANEL, borderRadius: radius }} aria-hidden />
      )}
      {plan.text && (
        <div
          style={{ ...place(plan.text, plan), fontSize: cq(plan.text.size, plan), lineHeight: BODY_LINE }}
          className={cn(
            'flex flex-col overflow-hidden font-sans whitespace-pre-line',
            plan.text.valign === 'middle' && 'justify-center',
            plan.text.valign === 'bottom' && 'justify-end',
            plan.text.align === 'center' ? 'text-center' : 'text-left',
          )}
        >
          <p className="m-0">{page.text}</p>
        </div>
      )}
    </div>
  );
}

/** The cover slide: the final cover picture on the page box of the trim. */
export function CoverPage({
  src,
  title,
  subtitle,
  author,
  trim,
  className,
}: {
  src: string;
  title: string;
  subtitle?: string | null;
  author: string;
  trim: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const plan = planPage({ layout: 'text-only' }, trim, false, 0, 0);
  return (
    <div
      className={cn(
        'relative overflow-hidden bg-white shadow-lg ring-1 ring-black/10 [container-type:inline-size]',
        className,
      )}
      style={{ aspectRatio: `${plan.width} / ${plan.height}` }}
      data-testid="print-cover"
    >
      <img src={src} alt={t('books.coverAlt', { title })} className="size-full object-cover" />
      <CoverText title={title} subtitle={subtitle} author={author} />
    </div>
  );
}
