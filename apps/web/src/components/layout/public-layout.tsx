import { Coins } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useMe } from '../../lib/session';
import { SupportChat } from '../support-chat/support-chat';
import { Badge } from '../ui/badge';
import { buttonClass } from '../ui/button';
import { LoadingCard } from '../ui/loading-card';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

export function PublicLayout() {
  const { t } = useTranslation();
  const me = useMe().data;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4">
          <Logo compact />
          <div className="flex items-center gap-1 sm:gap-2">
            <LanguageSwitch />
            <ThemeToggle />
            {me ? (
              // Signed in on a public page (privacy, terms, 404): their own bar, not Login / Try Free.
              <>
                <Link to="/pricing" className="rounded-full" title={t('common.creditsLabel')}>
                  <Badge data-testid="credits-badge">
                    <Coins className="size-4" aria-hidden />
                    <span className="sr-only">{t('common.creditsLabel')}: </span>
                    {t('common.creditsBadge', { count: me.credits })}
                  </Badge>
                </Link>
                <UserMenu me={me} />
              </>
            ) : (
              <>
                <Link to="/auth" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
                  {t('common.login')}
                </Link>
                <Link to="/auth?tab=signup" className={buttonClass({ size: 'sm' })}>
                  {t('common.tryFree')}
                </Link>
              </>
            )}
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Suspense fallback={<LoadingCard />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <SupportChat />
    </div>
  );
}
