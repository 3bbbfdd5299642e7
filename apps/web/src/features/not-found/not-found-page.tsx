import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { clientLog } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The spec's 404 page; the bad path is reported so the server logs it. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('common.notFound'));
  useEffect(() => clientLog('not_found', pathname), [pathname]);
  return (
    <section className="endpapers grid min-h-[60vh] place-items-center px-4 py-16 text-center">
      <div className="grid justify-items-center gap-4">
        <p className="font-display text-7xl font-semibold text-primary">{t('common.notFoundTitle')}</p>
        <h1 className="text-3xl">{t('common.notFound')}</h1>
        <p className="max-w-md text-muted-foreground">{t('common.notFoundText')}</p>
        <Link to="/" className={buttonClass()}>
          {t('common.goHome')}
        </Link>
      </div>
    </section>
  );
}
