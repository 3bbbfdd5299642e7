import { COVER_CATEGORIES, COVER_LAYOUTS } from '@bookloom/core';
import { CheckCircle2, Loader2, ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import type { CheckState } from '../../lib/use-content-check';

export type CoverForm = {
  title: string;
  subtitle: string;
  author: string;
  category: string;
  description: string;
  layout: (typeof COVER_LAYOUTS)[number];
};
export const EMPTY_FORM: CoverForm = {
  title: '',
  subtitle: '',
  author: '',
  category: '',
  description: '',
  layout: 'classic',
};

const control =
  'w-full rounded-xl border border-input bg-card px-3 text-base placeholder:text-muted-foreground aria-invalid:border-destructive';

/** Title, subtitle, author, category (the 18), description with its content check, title layout. */
export function CoverDetailsFields({
  form,
  onChange,
  check,
  upload,
}: {
  form: CoverForm;
  onChange: (f: CoverForm) => void;
  check: CheckState;
  upload: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = (k: keyof CoverForm) => (e: { target: { value: string } }) =>
    onChange({ ...form, [k]: e.target.value });
  return (
    <div className="grid gap-4">
      <Field
        label={t('covers.create.titleLabel')}
        value={form.title}
        onChange={set('title')}
        maxLength={120}
        required={!upload}
      />
      {!upload && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('covers.create.subtitleLabel')}
            value={form.subtitle}
            onChange={set('subtitle')}
            maxLength={160}
          />
          <Field
            label={t('covers.create.authorLabel')}
            value={form.author}
            onChange={set('author')}
            maxLength={80}
          />
        </div>
      )}
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-cat`} className="text-sm font-semibold">
          {t('covers.create.categoryLabel')}
        </label>
        <select
          id={`${id}-cat`}
          className={cn(control, 'h-11')}
          value={form.category}
          onChange={set('category')}
          required
        >
          <option value="">{t('covers.create.categoryPlaceholder')}</option>
          {COVER_CATEGORIES.filter((c) => upload || c !== 'user-uploaded').map((c) => (
            <option key={c} value={c}>
              {t(`covers.categories.${c}`)}
            </option>
          ))}
        </select>
      </div>
      {!upload && (
        <>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-desc`} className="text-sm font-semibold">
              {t('covers.create.descriptionLabel')}
            </label>
            <textarea
              id={`${id}-desc`}
              rows={4}
              maxLength={1000}
              className={cn(control, 'py-2')}
              placeholder={t('covers.create.descriptionPlaceholder')}
              value={form.description}
              onChange={set('description')}
              aria-invalid={check.state === 'invalid' || undefined}
              aria-describedby={`${id}-check`}
            />
            <CheckNote id={`${id}-check`} check={check} />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold">{t('covers.create.layoutLabel')}</legend>
            <div className="grid grid-cols-3 gap-2">
              {COVER_LAYOUTS.map((l) => (
                <label
                  key={l}
                  className={cn(
                    'grid cursor-pointer justify-items-center gap-1 rounded-xl border p-2 text-center text-sm has-checked:border-primary has-checked:bg-accent',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-layout`}
                    value={l}
                    checked={form.layout === l}
                    onChange={set('layout')}
                    className="sr-only"
                  />
                  <LayoutSketch layout={l} />
                  {t(`covers.create.layouts.${l}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </>
      )}
    </div>
  );
}

function CheckNote({ id, check }: { id: string; check: CheckState }) {
  const { t } = useTranslation();
  const base = 'flex items-center gap-1.5 text-sm';
  if (check.state === 'checking')
    return (
      <p id={id} className={cn(base, 'text-muted-foreground')} aria-live="polite">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {t('covers.create.checking')}
      </p>
    );
  if (check.state === 'valid')
    return (
      <p id={id} className={cn(base, 'text-emerald-700 dark:text-emerald-400')} aria-live="polite">
        <CheckCircle2 className="size-4" aria-hidden />
        {t('covers.create.approved')}
      </p>
    );
  if (check.state === 'invalid' || check.state === 'error')
    return (
      <p id={id} className={cn(base, 'text-destructive')} role="alert">
        <ShieldAlert className="size-4" aria-hidden />
        {check.state === 'invalid'
          ? `${t('covers.create.notApproved')}${check.reason ? `: ${check.reason}` : ''}`
          : t('covers.create.checkFailed')}
      </p>
    );
  return (
    <p id={id} className={cn(base, 'text-muted-foreground')}>
      {t('covers.create.checkPending')}
    </p>
  );
}

/** A tiny drawing of where the title panel goes. */
function LayoutSketch({ layout }: { layout: (typeof COVER_LAYOUTS)[number] }) {
  const y = layout === 'classic' ? 4 : layout === 'low' ? 26 : 15;
  const a = layout === 'low' ? 3 : 38;
  return (
    <svg viewBox="0 0 30 45" className="h-12 w-8" aria-hidden>
      <rect width="30" height="45" rx="3" className="fill-primary/25" />
      <rect
        x="3"
        y={y}
        width="24"
        height="12"
        rx="2"
        className="fill-card stroke-foreground/40"
        strokeWidth="0.6"
      />
      <rect x="7" y={a} width="16" height="4" rx="1.5" className="fill-card" />
    </svg>
  );
}
