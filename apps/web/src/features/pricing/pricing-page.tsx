import { COSTS, CREDIT_PACKS, estimateBookCredits, PAGE_LIMITS } from '@bookloom/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CreditPackCard } from '../../components/credit-pack-card';
import { Button, buttonClass } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { useMe } from '../../lib/session';
import { useCheckout } from '../../lib/use-checkout';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PricingFaq } from './pricing-faq';

const book = (pages: number) => estimateBookCredits(pages).credits;
const USE_CASES = [
  { label: 'pricing.useBook', credits: book(20) + COSTS.exportPdf },
  { label: 'pricing.useColoring', credits: book(PAGE_LIMITS.default) },
  { label: 'pricing.useCharacter', credits: COSTS.character + book(PAGE_LIMITS.default) },
];
const COST_ROWS = [
  { label: 'pricing.costPage', credits: COSTS.perPage },
  { label: 'pricing.costBookBase', credits: COSTS.bookBase },
  { label: 'pricing.costHigh', credits: COSTS.highQuality, plus: true },
  { label: 'pricing.costCharacter', credits: COSTS.character },
  { label: 'pricing.costCover', credits: COSTS.cover },
  { label: 'pricing.costPdf', credits: COSTS.exportPdf },
  { label: 'pricing.costEpub', credits: COSTS.exportEpub },
];

export default function PricingPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  useDocumentTitle(t('pricing.title'));
  const { buy, buying } = useCheckout('/pricing');

  return (
    <div className="mx-auto grid max-w-6xl gap-10">
      <header className="grid gap-2 text-center">
        <h1 className="text-4xl">{t('pricing.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('pricing.subtitle')}</p>
      </header>
      <section className="grid gap-5" aria-labelledby="packs">
        <h2 id="packs" className="text-2xl">
          {t('pricing.packsTitle')}
        </h2>
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
      </section>
      <div className="grid gap-5 lg:grid-cols-2">
        <Card>
          <CardBody className="grid gap-3">
            <h2 className="text-2xl">{t('pricing.costsTitle')}</h2>
            <dl className="grid divide-y">
              {COST_ROWS.map((r) => (
                <div key={r.label} className="flex justify-between gap-4 py-2">
                  <dt>{t(r.label)}</dt>
                  <dd className="font-semibold whitespace-nowrap">
                    {t(r.plus ? 'pricing.costPlus' : 'pricing.costValue', { count: r.credits })}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-muted-foreground">
              {t('pricing.formula', {
                base: COSTS.bookBase,
                perPage: COSTS.perPage,
                pages: PAGE_LIMITS.default,
                total: book(PAGE_LIMITS.default),
              })}
            </p>
          </CardBody>
        </Card>
        <Card>
          <CardBody className="grid gap-3">
            <h2 className="text-2xl">{t('pricing.useCasesTitle')}</h2>
            <ul className="grid divide-y">
              {USE_CASES.map((u) => (
                <li key={u.label} className="flex justify-between gap-4 py-2">
                  <span>{t(u.label)}</span>
                  <span className="font-semibold whitespace-nowrap">
                    {t('pricing.costValue', { count: u.credits })}
                  </span>
                </li>
              ))}
            </ul>
          </CardBody>
        </Card>
      </div>
      <PricingFaq />
      {!me && (
        <div className="grid justify-items-center gap-3 rounded-2xl bg-accent p-8 text-center text-accent-foreground">
          <h2 className="text-2xl">{t('pricing.ctaTitle')}</h2>
          <Link to="/auth?tab=signup" className={buttonClass()}>
            {t('pricing.ctaButton')}
          </Link>
        </div>
      )}
    </div>
  );
}
