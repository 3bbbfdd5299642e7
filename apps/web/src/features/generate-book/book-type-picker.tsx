import { BOOK_CATEGORIES, type BookType } from '@bookloom/core';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { useConfig } from '../../lib/session';
import { categoryIcon } from './category-icons';

const lang = (l: string) => (l.startsWith('fr') ? 'fr' : 'en');
/** Lower case without accents, so "coloriage" finds "Coloriage" and "ecole" finds "école". */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The 25 book types as a searchable radio group of cards (icon, name, description). */
export function BookTypePicker({
  value,
  onChange,
  error,
}: {
  value: BookType | '';
  onChange: (v: BookType) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const l = lang(i18n.language);
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = fold(query.trim());
    return q
      ? BOOK_CATEGORIES.filter((c) => fold(`${c.name[l]} ${c.description[l]} ${c.name.en}`).includes(q))
      : BOOK_CATEGORIES;
  }, [query, l]);
  const chosen = BOOK_CATEGORIES.find((c) => c.id === value);
  const offline = useConfig().data?.offlineImages;

  return (
    <fieldset
      className="grid gap-3"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-2 text-lg font-display font-semibold">{t('generateBook.typeTitle')} *</legend>
      <div className="relative">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <input
          type="search"
          aria-label={t('generateBook.typeSearch')}
          placeholder={t('generateBook.typeSearch')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="h-11 w-full rounded-xl border border-input bg-card ps-9 pe-3 text-base placeholder:text-muted-foreground"
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {chosen ? t('generateBook.typeChosen', { name: chosen.name[l] }) : null}
        {!shown.length && t('generateBook.typeNone', { query })}
      </p>
      {value === 'hyper-realistic' && offline ? (
        <p role="note" className="rounded-xl border border-primary bg-muted p-3 text-sm">
          {t('stories.offlineRealistic')}
        </p>
      ) : null}
      <div className="grid max-h-[26rem] gap-2 overflow-y-auto rounded-xl p-1 sm:grid-cols-2">
        {shown.map((c) => {
          const Icon = categoryIcon(c.icon);
          const checked = c.id === value;
          return (
            <label
              key={c.id}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border bg-card p-3 transition hover:border-primary',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked && 'border-primary bg-accent text-accent-foreground ring-1 ring-primary',
              )}
            >
              <input
                type="radio"
                name="book-type"
                value={c.id}
                checked={checked}
                onChange={() => onChange(c.id)}
                className="sr-only"
              />
              <span
                className={cn(
                  'grid size-10 shrink-0 place-items-center rounded-lg',
                  checked ? 'bg-primary text-primary-foreground' : 'bg-accent text-accent-foreground',
                )}
              >
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="grid min-w-0 gap-0.5">
                <span className="flex flex-wrap items-center gap-2 font-semibold">
                  {c.name[l]}
                  {c.isPopular && (
                    <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
                      {t('generateBook.popular')}
                    </span>
                  )}
                </span>
                <span className={cn('text-sm', checked ? 'text-accent-foreground' : 'text-muted-foreground')}>
                  {c.description[l]}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
