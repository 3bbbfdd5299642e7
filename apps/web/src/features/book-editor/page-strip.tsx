import { Loader2 } from 'lucide-react';
import { type KeyboardEvent, memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { PrintPage } from '../../shared/book-pages/print-page';
import { resolveImage } from '../../shared/book-pages/resolve-image';
import { CheckFlag, checkLabel } from './check-flag';
import type { EditorPage, EditorState } from './editor-api';
import { pageOverflows } from './text-fit';

/** The page strip: every page small, its consistency flag and overflow flag; arrow keys move along it. */
export const PageStrip = memo(function PageStrip({
  state,
  selected,
  onSelect,
}: {
  state: EditorState;
  selected: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = state.pages.length;
  useEffect(() => {
    refs.current[selected]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
  const onKeyDown = (e: KeyboardEvent) => {
    const next =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? selected + 1
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? selected - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? count - 1
              : undefined;
    if (next === undefined) return;
    e.preventDefault();
    const i = Math.max(0, Math.min(count - 1, next));
    onSelect(i);
    refs.current[i]?.focus();
  };
  return (
    <nav aria-label={t('bookEditor.strip')} className="overflow-x-auto pb-2" data-testid="page-strip">
      <ol className="flex gap-3" onKeyDown={onKeyDown}>
        {state.pages.map((p: EditorPage, i) => {
          const over = pageOverflows(p, p.page.text, state.book.trim, state.book.bleed, i, count);
          return (
            <li key={p.id} className="w-20 shrink-0">
              <button
                ref={(el) => {
                  refs.current[i] = el;
                }}
                type="button"
                tabIndex={i === selected ? 0 : -1}
                aria-current={i === selected ? 'page' : undefined}
                onClick={() => onSelect(i)}
                className={cn(
                  'grid w-full gap-1 rounded-lg p-1 text-xs focus-visible:outline-2 focus-visible:outline-primary',
                  i === selected ? 'bg-primary/15 ring-2 ring-primary' : 'hover:bg-accent',
                )}
                data-testid="strip-page"
                data-check={p.check}
                title={p.check === 'none' ? undefined : checkLabel(t, p)}
                data-overflow={over || undefined}
              >
                <PrintPage
                  page={p.page}
                  src={resolveImage(state.fileBase, p.page.image)}
                  index={i}
                  pageCount={count}
                  trim={state.book.trim}
                  bleed={state.book.bleed}
                  className="pointer-events-none w-full shadow-none"
                />
                <span className="flex items-center justify-center gap-1 font-semibold">
                  {t('bookEditor.pageN', { n: i + 1 })}
                  {p.regenerating ? (
                    <Loader2 className="size-3.5 animate-spin" aria-label={t('bookEditor.regenerating')} />
                  ) : (
                    <CheckFlag page={p} />
                  )}
                </span>
                {p.check === 'differs' && (
                  <span className="rounded bg-amber-500/20 px-1 text-[0.65rem] text-amber-900 dark:text-amber-200">
                    {t('consistencyCheck.differsShort')}
                  </span>
                )}
                {over && (
                  <span className="rounded bg-destructive px-1 text-[0.65rem] text-background">
                    {t('bookEditor.overflowShort')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
