import { isActivityBook, MIN_PAGES_PAPERBACK, type ShortBookFill, shortBookFillsFor } from '@bookloom/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/** Issue 14: a short book says how many pages its paperback gets added, and the user picks what. */
export function ShortBookFillPicker({
  type,
  pages,
  added,
  value,
  onChange,
}: {
  /** The book's type: an activity book is offered practice and notes pages, not story drawing prompts. */
  type: string;
  pages: number;
  added: number;
  value: ShortBookFill;
  onChange: (v: ShortBookFill) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // What the added pages hold, said as pad-short-book makes them for this type.
  const labels = isActivityBook(type) ? 'fillActivity' : 'fill';
  const details = isActivityBook(type) ? 'fillDetailActivity' : 'fillDetail';
  return (
    <fieldset className="grid gap-2 rounded-xl border bg-muted/50 p-3" data-testid="short-book-fill">
      <legend className="px-1 text-sm font-semibold">{t('stories.fillTitle')}</legend>
      <p className="text-sm" id={`${id}-hint`}>
        {t('stories.fillHint', { pages, min: MIN_PAGES_PAPERBACK, count: added })}
      </p>
      <div className="grid gap-1.5" aria-describedby={`${id}-hint`}>
        {shortBookFillsFor(type).map((f) => (
          <label
            key={f}
            className={cn(
              'flex cursor-pointer items-start gap-2 rounded-lg border bg-card p-2 text-sm',
              value === f && 'border-primary ring-1 ring-primary',
            )}
          >
            <input
              type="radio"
              name={`${id}-fill`}
              value={f}
              checked={value === f}
              onChange={() => onChange(f)}
              className="mt-0.5 accent-primary"
            />
            <span>
              <span className="font-semibold">{t(`stories.${labels}.${f as 'notes' | 'coloring'}`)}</span>
              <span className="block text-muted-foreground">
                {t(`stories.${details}.${f as 'notes' | 'coloring'}`)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
