import { AlertTriangle, CheckCircle2, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { BookSummary } from './types';

/** Spec §4 badge styles: completed default, generating secondary, failed destructive, else outline. */
const STYLES = {
  default: 'bg-primary text-primary-foreground',
  secondary: 'bg-muted text-foreground',
  destructive: 'bg-destructive text-white dark:text-[#2a0f0b]',
  outline: 'border border-input text-foreground',
} as const;

function badgeStyle(status: string): keyof typeof STYLES {
  if (status === 'completed') return 'default';
  if (status === 'generating' || status === 'generating_images') return 'secondary';
  if (status === 'failed') return 'destructive';
  return 'outline';
}

/** The card's status: badge text from the spec, plus the detail line under it. */
export function StatusBadge({ book }: { book: BookSummary }) {
  const { t } = useTranslation();
  const s = book.status;
  const p = book.progress;
  let label: string;
  let detail: string | null = null;
  let icon = null;
  if (s === 'generating') {
    label = t('books.status.generating');
    detail = t('books.status.writing');
    icon = <Loader2 className="size-3.5 animate-spin" aria-hidden />;
  } else if (s === 'generating_images') {
    label = t('books.status.images');
    detail = p && p.total > 0 ? t('books.status.progress', { done: p.done, total: p.total }) : null;
    icon = <Loader2 className="size-3.5 animate-spin" aria-hidden />;
  } else if (s === 'completed') {
    label = t('books.status.completed');
    detail = t('books.pageCount', { count: book.pages });
    icon = <CheckCircle2 className="size-3.5" aria-hidden />;
  } else if (s === 'failed') {
    label = t('books.status.failed');
    detail = book.error;
    icon = <AlertTriangle className="size-3.5" aria-hidden />;
  } else {
    label = t('books.status.other', { value: s });
  }
  const working = s === 'generating' || s === 'generating_images';
  const pct = s === 'generating_images' && p && p.total > 0 ? Math.round((100 * p.done) / p.total) : null;
  return (
    <div className="grid gap-1.5" data-testid="book-status" data-status={s}>
      <span
        className={cn(
          'inline-flex w-fit items-center gap-1.5 rounded-lg px-2.5 py-0.5 text-xs font-semibold',
          STYLES[badgeStyle(s)],
        )}
      >
        {icon}
        {label}
      </span>
      {detail && (
        <span className={cn('text-sm', s === 'failed' ? 'text-destructive' : 'text-muted-foreground')}>
          {detail}
        </span>
      )}
      {pct !== null && (
        <div
          className="h-1.5 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
        >
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${pct}%` }} />
        </div>
      )}
      {working && (
        <span className="sr-only" aria-live="polite">
          {detail ?? label}
        </span>
      )}
    </div>
  );
}
