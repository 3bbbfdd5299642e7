import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfig } from '../../lib/session';
import { LogoMark } from './logo';

export function SiteFooter() {
  const { t } = useTranslation();
  const config = useConfig();
  const link = 'rounded underline-offset-4 hover:text-foreground hover:underline';
  return (
    <footer className="border-t bg-muted/50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <LogoMark className="size-6" />
          <span>{t('common.footerTagline')}</span>
        </div>
        <nav className="flex flex-wrap items-center gap-x-5 gap-y-2" aria-label={t('common.footerNav')}>
          <Link className={link} to="/pricing">
            {t('common.pricing')}
          </Link>
          <Link className={link} to="/contact">
            {t('common.contact')}
          </Link>
          <Link className={link} to="/privacy-policy">
            {t('common.privacy')}
          </Link>
          <Link className={link} to="/terms-of-service">
            {t('common.terms')}
          </Link>
          <span data-testid="version">
            {t('common.version', { version: config.data?.version ?? '2.0.0' })}
          </span>
        </nav>
      </div>
    </footer>
  );
}
