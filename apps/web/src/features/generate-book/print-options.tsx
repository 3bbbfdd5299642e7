import {
  COSTS,
  DEFAULT_TRIM,
  PAGE_LIMITS,
  QUALITIES,
  TRIM_SIZE_OPTIONS,
  type TrimSize,
} from '@bookloom/core';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import type { BookForm } from './book-form';
import { SelectField, SwitchField } from './form-controls';

type Props = {
  form: BookForm;
  set: (patch: Partial<BookForm>) => void;
  touch: (name: string) => void;
  pagesError?: string;
};

/** Pages, quality, trim size, bleed and the save-prompt toggle. */
export function PrintOptions({ form, set, touch, pagesError }: Props) {
  const { t, i18n } = useTranslation();
  const num = new Intl.NumberFormat(i18n.language);
  const trimLabel = (o: (typeof TRIM_SIZE_OPTIONS)[number]) => {
    const text = t('generateBook.trimOption', { width: num.format(o.width), height: num.format(o.height) });
    return o.value === DEFAULT_TRIM ? t('generateBook.trimDefault', { size: text }) : text;
  };
  return (
    <div className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('generateBook.pagesLabel')}
          name="pages"
          type="number"
          inputMode="numeric"
          min={PAGE_LIMITS.min}
          max={PAGE_LIMITS.max}
          step={1}
          value={Number.isNaN(form.pages) ? '' : form.pages}
          onChange={(e) => set({ pages: e.target.valueAsNumber })}
          onBlur={() => touch('pages')}
          error={pagesError}
          hint={t('generateBook.pagesHint', { min: PAGE_LIMITS.min, max: PAGE_LIMITS.max })}
        />
        <SelectField
          label={t('generateBook.trimLabel')}
          name="trimSize"
          value={form.trimSize}
          onChange={(e) => set({ trimSize: e.target.value as TrimSize })}
        >
          {TRIM_SIZE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {trimLabel(o)}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-semibold">{t('generateBook.qualityLabel')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {QUALITIES.map((q) => (
            <label
              key={q}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-xl border bg-card px-3 py-2.5 font-semibold transition hover:border-primary',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                form.quality === q && 'border-primary bg-accent text-accent-foreground ring-1 ring-primary',
              )}
            >
              <input
                type="radio"
                name="quality"
                value={q}
                checked={form.quality === q}
                onChange={() => set({ quality: q })}
                className="size-4 accent-[var(--primary)]"
              />
              {q === 'high'
                ? t('generateBook.qualityHigh', { credits: COSTS.highQuality })
                : t('generateBook.qualityStandard')}
            </label>
          ))}
        </div>
        {/* Say what the extra credits buy (issue 14): more detail, not a vague "better". */}
        <p className="text-sm text-muted-foreground">{t('generateBook.qualityHint')}</p>
      </fieldset>
      <SwitchField
        label={t('generateBook.bleedLabel')}
        hint={t('generateBook.bleedHint')}
        checked={form.includeBleed}
        onCheckedChange={(v) => set({ includeBleed: v })}
      />
      <SwitchField
        label={t('generateBook.savePromptLabel')}
        checked={form.savePrompt}
        onCheckedChange={(v) => set({ savePrompt: v })}
      />
    </div>
  );
}
