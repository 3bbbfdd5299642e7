import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../lib/session';
import { Badge } from '../ui/badge';
import { buttonClass } from '../ui/button';
import { UserMenu } from './user-menu';

/**
 * The right end of both top bars: a placeholder while the session loads, the credits badge and account
 * menu when signed in (also on public pages: privacy, terms, 404), else Login and Try Free.
 */
export function AccountControls() {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  if (isPending)
    return <div className="h-10 w-36 animate-pulse rounded-xl bg-muted" data-testid="topbar-placeholder" />;
  if (me)
    return (
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
    );
  return (
    <>
      <Link to="/auth" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
        {t('common.login')}
      </Link>
      <Link to="/auth?tab=signup" className={buttonClass({ size: 'sm' })}>
        {t('common.tryFree')}
      </Link>
    </>
  );
}
