import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { buttonClass } from '../ui/button';
import { LoadingCard } from '../ui/loading-card';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { ThemeToggle } from './theme-toggle';

export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4">
          <Logo compact />
          <div className="flex items-center gap-1 sm:gap-2">
            <LanguageSwitch />
            <ThemeToggle />
            <Link to="/auth" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
              {t('common.login')}
            </Link>
            <Link to="/auth?tab=signup" className={buttonClass({ size: 'sm' })}>
              {t('common.tryFree')}
            </Link>
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Suspense fallback={<LoadingCard />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
