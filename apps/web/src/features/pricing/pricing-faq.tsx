import { useTranslation } from 'react-i18next';

export function PricingFaq() {
  const { t } = useTranslation();
  return (
    <section className="grid gap-4" aria-labelledby="faq">
      <h2 id="faq" className="text-2xl">
        {t('pricing.faqTitle')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {[1, 2, 3, 4].map((n) => (
          <details key={n} className="group rounded-2xl border bg-card p-5" open>
            <summary className="cursor-pointer font-display text-lg font-semibold">
              {t(`pricing.faq${n}Q`)}
            </summary>
            <p className="mt-2 text-muted-foreground">{t(`pricing.faq${n}A`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
