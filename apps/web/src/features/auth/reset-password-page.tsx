import { PASSWORD_MIN } from '@bookloom/core';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClass } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { LoadingCard } from '../../components/ui/loading-card';
import { api } from '../../lib/api';
import { passwordProblem } from '../../lib/password-rules';
import { useMe, useRefreshMe } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

const REDIRECT_MS = 2000;

/** Target of reset e-mails: new password twice, then "Password Updated" and /dashboard after 2 s. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  useDocumentTitle(t('auth.newTitle'));
  const me = useMe();
  const refreshMe = useRefreshMe();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/dashboard', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (!token && !done && params.get('error')) {
    // better-auth sends expired or used links here with ?error=INVALID_TOKEN.
    return (
      <div className="endpapers px-4 py-10 sm:py-16">
        <Card className="mx-auto w-full max-w-md">
          <CardBody className="grid gap-4 sm:p-8">
            <h1 className="text-2xl">{t('auth.resetFailed')}</h1>
            <p className="text-muted-foreground">{t('auth.linkInvalid')}</p>
            <Link to="/auth" className={buttonClass({}, 'w-fit')}>
              {t('auth.back')}
            </Link>
          </CardBody>
        </Card>
      </div>
    );
  }
  if (!token && !done) {
    // No link token: the spec sends visitors without a session to /auth; a signed-in user changes
    // the password on /account (better-auth needs the current one there).
    if (me.isPending) return <LoadingCard label={t('auth.checking')} />;
    return <Navigate to={me.data ? '/account?tab=security' : '/auth'} replace />;
  }

  const problem = passwordProblem(password, confirm);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (problem || !token) return;
    setBusy(true);
    try {
      await api('/api/password-reset/complete', { method: 'POST', body: { token, newPassword: password } });
      setDone(true);
      void refreshMe();
    } catch (err) {
      toast.error(t('auth.updateFailed'), { description: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="endpapers px-4 py-10 sm:py-16">
      <Card className="mx-auto w-full max-w-md">
        <CardBody className="grid gap-5 sm:p-8">
          {done ? (
            <div className="grid justify-items-center gap-3 text-center" role="status">
              <CheckCircle2 className="size-12 text-primary" aria-hidden />
              <h1 className="text-3xl">{t('auth.updated')}</h1>
              <p className="text-muted-foreground">{t('auth.updatedText')}</p>
            </div>
          ) : (
            <form noValidate onSubmit={submit} className="grid gap-4">
              <h1 className="text-3xl">{t('auth.newTitle')}</h1>
              <p className="text-muted-foreground">{t('auth.newText', { min: PASSWORD_MIN })}</p>
              <Field
                label={t('auth.newPassword')}
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={
                  password && problem === 'too_short'
                    ? t('auth.passwordMin', { min: PASSWORD_MIN })
                    : undefined
                }
              />
              <Field
                label={t('auth.confirmPassword')}
                type="password"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                error={confirm && problem === 'mismatch' ? t('auth.passwordMismatch') : undefined}
              />
              <Button type="submit" disabled={!!problem || busy}>
                {busy ? t('auth.submitting') : t('auth.newSubmit')}
              </Button>
            </form>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
