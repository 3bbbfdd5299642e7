import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { useRefreshMe } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ResendVerificationForm } from './resend-verification-form';

/**
 * Where verification links land (the server's /api/auth/verify-email redirects here, signed in, or
 * with ?error=INVALID_TOKEN / TOKEN_EXPIRED when the link is bad).
 */
export default function EmailVerifiedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const failed = params.has('error');
  const refreshMe = useRefreshMe();
  useDocumentTitle(t('verifyEmail.title'));
  // The link opened a session and may have made the account admin or granted credits.
  const refreshed = useRef(false);
  useEffect(() => {
    if (failed || refreshed.current) return;
    refreshed.current = true;
    void refreshMe();
  }, [failed, refreshMe]);

  return (
    <div className="endpapers px-4 py-10 sm:py-16">
      <Card className="mx-auto w-full max-w-md">
        <CardBody className="grid gap-4 sm:p-8">
          {!failed && <CheckCircle2 aria-hidden className="size-10 text-primary" />}
          <h1 className="text-2xl">{t(failed ? 'verifyEmail.failed' : 'verifyEmail.verified')}</h1>
          <p className="text-muted-foreground">
            {t(failed ? 'verifyEmail.failedText' : 'verifyEmail.verifiedText')}
          </p>
          {failed && <ResendVerificationForm />}
          <Link to={failed ? '/auth' : '/dashboard'} className={buttonClass({}, 'w-fit')}>
            {t(failed ? 'verifyEmail.toSignIn' : 'verifyEmail.toDashboard')}
          </Link>
        </CardBody>
      </Card>
    </div>
  );
}
