import { COSTS, type Estimate } from '@bookloom/core';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

const LABELS: Record<string, string> = {
  base: 'generateBook.costBase',
  pages: 'generateBook.costPages',
  'high-quality': 'generateBook.costHigh',
};

/** The server's estimate line by line, the balance and what is left after generating. */
export function CostPanel({
  estimate,
  pages,
  balance,
  loading,
  failed,
}: {
  estimate: Estimate | undefined;
  pages: number;
  balance: number;
  loading: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation();
  const credits = (count: number) => t('generateBook.credits', { count });
  const after = estimate ? balance - estimate.credits : undefined;
  return (
    <section aria-labelledby="cost-title" className="grid gap-3" data-testid="cost-panel">
      <h2 id="cost-title" className="flex items-center gap-2 text-xl">
        <Coins className="size-5 text-primary" aria-hidden />
        {t('generateBook.costTitle')}
      </h2>
      {failed && !estimate ? (
        <p className="text-destructive">{t('generateBook.costFailed')}</p>
      ) : !estimate ? (
        <p role="status">{t('generateBook.costLoading')}</p>
      ) : (
        <dl className={cn('grid gap-1.5 transition-opacity', loading && 'opacity-60')} aria-busy={loading}>
          {estimate.breakdown.map((b) => (
            <div key={b.label} className="flex justify-between gap-3">
              <dt className="text-muted-foreground">
                {t(LABELS[b.label] ?? b.label, { count: pages, per: COSTS.perPage })}
              </dt>
              <dd className="tabular-nums">{credits(b.credits)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 border-t pt-2 text-lg font-semibold">
            <dt>{t('generateBook.costTotal')}</dt>
            <dd className="tabular-nums" data-testid="cost-total">
              {credits(estimate.credits)}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t('generateBook.balance')}</dt>
            <dd className="tabular-nums" data-testid="cost-balance">
              {credits(balance)}
            </dd>
          </div>
          <div className="flex justify-between gap-3 font-semibold">
            <dt>{t('generateBook.balanceAfter')}</dt>
            <dd
              className={cn('tabular-nums', after !== undefined && after < 0 && 'text-destructive')}
              data-testid="cost-after"
            >
              {after === undefined ? '' : credits(after)}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
