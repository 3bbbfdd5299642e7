import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../lib/session';
import { Badge } from '../ui/badge';
import { buttonClass } from '../ui/button';
import { LanguageSwitch } from './language-switch';
import { SidebarTrigger } from './sidebar';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

export function TopBar() {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/90 px-2 backdrop-blur sm:px-4">
      <SidebarTrigger />
      <div className="flex-1" />
      <LanguageSwitch />
      <ThemeToggle />
      {isPending ? (
        <div className="h-10 w-36 animate-pulse rounded-xl bg-muted" data-testid="topbar-placeholder" />
      ) : me ? (
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
    </header>
  );
}
