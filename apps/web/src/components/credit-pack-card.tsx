import type { CreditPack } from '@bookloom/core';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';

/** One credit pack (names and descriptions translated by id, figures from @bookloom/core). */
export function CreditPackCard({ pack, action }: { pack: CreditPack; action: ReactNode }) {
  const { t, i18n } = useTranslation();
  const money = (n: number, digits = 2) =>
    new Intl.NumberFormat(i18n.language === 'fr' ? 'fr-FR' : 'en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
    }).format(n);
  return (
    <div
      className={cn(
        'relative grid content-start gap-3 rounded-2xl border bg-card p-5',
        pack.popular && 'border-2 border-primary shadow-md',
      )}
    >
      {pack.popular && (
        <span className="absolute -top-3 left-5 inline-flex items-center gap-1 rounded-full bg-primary px-3 py-0.5 text-sm font-semibold text-primary-foreground">
          <Sparkles className="size-3.5" aria-hidden />
          {t('pricing.popular')}
        </span>
      )}
      <h3 className="text-xl">{t(`pricing.packs.${pack.id}.name`)}</h3>
      <p className="font-display text-3xl font-semibold">{money(pack.price)}</p>
      <p className="font-semibold text-primary">{t('pricing.packCredits', { count: pack.credits })}</p>
      <p className="text-sm text-muted-foreground">
        {t('pricing.packRate', { rate: pack.effectiveRate.toFixed(2) })}
      </p>
      <p className="min-h-12 text-muted-foreground">{t(`pricing.packs.${pack.id}.description`)}</p>
      {action}
    </div>
  );
}
