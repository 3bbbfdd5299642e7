import { CREDIT_PACKS } from '@bookloom/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CreditPackCard } from '../../components/credit-pack-card';
import { Button } from '../../components/ui/button';
import { useCheckout } from '../../lib/use-checkout';

export function PricingSection() {
  const { t } = useTranslation();
  const { buy, buying } = useCheckout('/');
  return (
    <section className="border-t bg-muted/60" aria-labelledby="landing-pricing">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:py-16">
        <div className="grid gap-2 text-center">
          <h2 id="landing-pricing" className="text-3xl">
            {t('landing.pricingTitle')}
          </h2>
          <p className="text-muted-foreground">{t('landing.pricingText')}</p>
        </div>
        <div className="grid gap-5 pt-2 sm:grid-cols-2 lg:grid-cols-4">
          {CREDIT_PACKS.map((p) => (
            <CreditPackCard
              key={p.id}
              pack={p}
              action={
                <Button
                  variant={p.popular ? 'primary' : 'outline'}
                  disabled={buying !== null}
                  onClick={() => void buy(p.id)}
                >
                  {buying === p.id
                    ? t('pricing.buying')
                    : t('pricing.buy', { name: t(`pricing.packs.${p.id}.name`) })}
                </Button>
              }
            />
          ))}
        </div>
        <Link
          to="/pricing"
          className="justify-self-center font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('landing.pricingAll')}
        </Link>
      </div>
    </section>
  );
}
