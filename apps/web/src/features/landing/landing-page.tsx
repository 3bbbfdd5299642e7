import { CREDIT_PACKS } from '@bookloom/core';
import { ArrowRight, Images, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CoverCarousel } from './cover-carousel';
import { DemoSection, FeaturesSection, GetStartedSection } from './landing-sections';
import { PricingSection } from './pricing-section';
import { TestimonialsSection } from './testimonials-section';
import { UnlockDialog } from './unlock-dialog';

export default function LandingPage() {
  const { t } = useTranslation();
  const starter = CREDIT_PACKS[0];
  useDocumentTitle(undefined);
  return (
    <>
      <section className="endpapers border-b">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-20 md:grid-cols-[1.2fr_1fr]">
          <div className="grid gap-5">
            <p className="font-semibold text-primary">{t('landing.heroKicker')}</p>
            <h1 className="text-4xl leading-tight sm:text-5xl lg:text-6xl">{t('landing.heroTitle')}</h1>
            <p className="max-w-xl text-lg text-muted-foreground">{t('landing.heroText')}</p>
            <div className="flex flex-wrap gap-3">
              <Link to="/auth?tab=signup" className={buttonClass()}>
                {t('landing.heroCta')}
                <ArrowRight aria-hidden />
              </Link>
              <Link to="/pricing" className={buttonClass({ variant: 'outline' })}>
                {t('landing.heroSecondary')}
              </Link>
              <UnlockDialog />
            </div>
          </div>
          <CoverCarousel />
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-5 px-4 pt-12 md:grid-cols-2">
        <Link
          to="/book-gallery"
          className="group flex gap-4 rounded-2xl border bg-card p-6 transition hover:border-primary"
        >
          <Images className="size-8 shrink-0 text-primary" aria-hidden />
          <span className="grid gap-1">
            <span className="font-display text-xl font-semibold">{t('landing.browseTitle')}</span>
            <span className="text-muted-foreground">{t('landing.browseText')}</span>
            <span className="mt-1 inline-flex items-center gap-1 font-semibold text-primary">
              {t('landing.browseCta')}
              <ArrowRight className="size-4 transition group-hover:translate-x-1" aria-hidden />
            </span>
          </span>
        </Link>
        <Link
          to="/pricing"
          className="group flex gap-4 rounded-2xl border bg-accent p-6 text-accent-foreground transition hover:border-primary"
        >
          <Sparkles className="size-8 shrink-0" aria-hidden />
          <span className="grid gap-1">
            <span className="font-display text-xl font-semibold">{t('landing.starterTitle')}</span>
            <span>{t('landing.starterText', { credits: starter.credits, price: starter.price })}</span>
            <span className="mt-1 inline-flex items-center gap-1 font-semibold">
              {t('landing.starterCta')}
              <ArrowRight className="size-4 transition group-hover:translate-x-1" aria-hidden />
            </span>
          </span>
        </Link>
      </div>
      <GetStartedSection />
      <DemoSection />
      <FeaturesSection />
      <TestimonialsSection />
      <PricingSection />
    </>
  );
}
