import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteError } from 'react-router';
import { Card, CardBody } from '../components/ui/card';
import { clientLog } from '../lib/api';

/** Unhandled route errors: the spec's "Unexpected Application Error", reported to the server log. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(
    () => clientLog('error', `${pathname}: ${String((error as Error)?.message ?? error)}`),
    [error, pathname],
  );
  return (
    <div className="grid min-h-dvh place-items-center p-6">
      <Card className="max-w-md">
        <CardBody>
          <h1 className="text-2xl">{t('common.unexpected')}</h1>
          <p className="mt-2 text-muted-foreground">{t('common.loadFailed')}</p>
          <a href="/" className="mt-4 inline-block font-semibold text-primary underline">
            {t('common.goHome')}
          </a>
        </CardBody>
      </Card>
    </div>
  );
}
