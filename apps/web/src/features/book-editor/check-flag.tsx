import type { TFunction } from 'i18next';
import { AlertTriangle, CheckCircle2, CircleDashed, ScanEye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { EditorPage } from './editor-api';

type Checked = Pick<EditorPage, 'check' | 'checkReason'>;

/** The verdict in words, with the vision model's reason when there is one (tooltip and screen readers). */
export const checkLabel = (t: TFunction, p: Checked) =>
  [
    t(`consistencyCheck.${p.check}`),
    p.checkReason ? t('consistencyCheck.reason', { reason: p.checkReason }) : '',
  ]
    .filter(Boolean)
    .join(' — ');

const ICON = { ok: CheckCircle2, differs: AlertTriangle, checking: ScanEye, not_checked: CircleDashed };
const COLOUR = {
  ok: 'text-emerald-600 dark:text-emerald-400',
  differs: 'text-amber-600 dark:text-amber-400',
  checking: 'text-primary animate-pulse motion-reduce:animate-none',
  not_checked: 'text-muted-foreground',
};

/** The page's consistency flag: consistent, differs, checking (the vision model is on it) or not checked. */
export function CheckFlag({ page, className }: { page: Checked; className?: string }) {
  const { t } = useTranslation();
  if (page.check === 'none') return null;
  const Icon = ICON[page.check];
  const label = checkLabel(t, page);
  return (
    <Icon className={cn('size-3.5 shrink-0', COLOUR[page.check], className)} role="img" aria-label={label}>
      <title>{label}</title>
    </Icon>
  );
}

/** Under the editing panel: the selected page's verdict and the model's reason, readable on a phone. */
export function CheckNote({ page }: { page: Checked }) {
  const { t } = useTranslation();
  if (page.check === 'none' || page.check === 'ok') return null;
  const hint =
    page.check === 'differs'
      ? t('consistencyCheck.differsHint')
      : page.check === 'not_checked'
        ? t('consistencyCheck.notCheckedHint')
        : '';
  return (
    <div
      role="status"
      className={cn(
        'flex gap-2 rounded-xl border p-3 text-sm',
        page.check === 'differs' ? 'border-amber-500/60 bg-amber-500/10' : 'border-border bg-muted/40',
      )}
      data-testid="check-note"
    >
      <CheckFlag page={page} className="mt-0.5 size-4" />
      <p className="grid gap-0.5">
        <span className="font-semibold">{t(`consistencyCheck.${page.check}`)}</span>
        {page.checkReason && <span>{t('consistencyCheck.reason', { reason: page.checkReason })}</span>}
        {hint && <span className="text-muted-foreground">{hint}</span>}
      </p>
    </div>
  );
}
