import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { PrintPage } from '../../shared/book-pages/print-page';
import { resolveImage } from '../../shared/book-pages/resolve-image';
import type { EditorState } from './editor-api';
import { pageOverflows } from './text-fit';

/**
 * The spread holding page `index` as printed: the PDF opens with a title and a copyright page, so the
 * first story page is a right-hand page and pages 2–3, 4–5… face each other. Under `md` one page shows.
 */
export function SpreadView({
  state,
  index,
  draftText,
  onSelect,
}: {
  state: EditorState;
  index: number;
  /** The selected page's text as typed (re-typeset before it is saved). */
  draftText: string;
  onSelect: (i: number) => void;
}) {
  const { t } = useTranslation();
  const count = state.pages.length;
  const left = index % 2 === 0 ? index - 1 : index;
  const slots = [left, left + 1];
  return (
    <div
      className="grid w-full grid-cols-1 justify-items-center md:grid-cols-2 md:gap-0"
      data-testid="spread"
    >
      {slots.map((i, side) => {
        const p = state.pages[i];
        const shownOnSmall = i === index;
        if (!p)
          return (
            <div
              key={`blank-${i}`}
              className={cn(
                'hidden w-full max-w-md place-items-center rounded-sm bg-muted/60 p-4 text-center text-sm text-muted-foreground md:grid',
                side === 0 ? 'md:justify-self-end' : 'md:justify-self-start',
              )}
              aria-hidden
            >
              {i < 0 ? t('bookEditor.copyrightPage') : ''}
            </div>
          );
        const page = i === index ? { ...p.page, text: draftText } : p.page;
        const over = pageOverflows(p, page.text, state.book.trim, state.book.bleed, i, count);
        return (
          <div
            key={p.id}
            className={cn(
              'relative w-full max-w-md',
              shownOnSmall ? 'block' : 'hidden md:block',
              side === 0 ? 'md:justify-self-end' : 'md:justify-self-start',
            )}
          >
            <button
              type="button"
              onClick={() => onSelect(i)}
              className={cn(
                'block w-full rounded-sm text-left focus-visible:outline-2 focus-visible:outline-primary',
                i === index && 'outline-2 outline-offset-2 outline-primary',
                over && 'ring-4 ring-destructive',
              )}
              aria-label={t('bookEditor.pageN', { n: i + 1 })}
              data-testid={i === index ? 'editor-page' : 'facing-page'}
              data-overflow={over || undefined}
            >
              <PrintPage
                page={page}
                src={resolveImage(state.fileBase, page.image)}
                index={i}
                pageCount={count}
                trim={state.book.trim}
                bleed={state.book.bleed}
                className="w-full"
              />
            </button>
            {over && (
              <span className="absolute top-2 left-2 flex items-center gap-1 rounded bg-destructive px-2 py-0.5 text-xs font-semibold text-background">
                <AlertTriangle className="size-3.5" aria-hidden />
                {t('bookEditor.overflowShort')}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
