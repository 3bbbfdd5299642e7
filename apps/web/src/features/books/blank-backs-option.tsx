import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Issue 19: print each coloring page on a right-hand page with a blank back (the PDF only; on by default). */
export function BlankBacksOption({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-start gap-2 rounded-xl border bg-muted/50 p-3 text-sm">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-4 shrink-0 accent-primary"
        data-testid="export-blank-backs"
      />
      <span className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer font-semibold">
          {t('print.blankBacks')}
        </label>
        <span id={`${id}-hint`} className="text-muted-foreground">
          {t('print.blankBacksHint')}
        </span>
      </span>
    </div>
  );
}
