import { PASSWORD_MIN } from '@bookloom/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { passwordProblem } from '../../lib/password-rules';

/** Change password: better-auth asks for the current one; the spec's two checks come first. */
export function SecurityTab() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = passwordProblem(next, confirm);
    if (problem === 'too_short') {
      toast.error(t('account.tooShort'), { description: t('account.tooShortText', { min: PASSWORD_MIN }) });
      return;
    }
    if (problem === 'mismatch') {
      toast.error(t('account.mismatch'), { description: t('account.mismatchText') });
      return;
    }
    setBusy(true);
    try {
      const { authClient, unwrap } = await import('../../lib/auth-client');
      await unwrap(
        authClient.changePassword({
          currentPassword: current,
          newPassword: next,
          revokeOtherSessions: false,
        }),
      );
      toast.success(t('account.passwordUpdated'));
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (err) {
      toast.error(t('account.passwordFailed'), { description: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardBody>
        <form noValidate onSubmit={submit} className="grid max-w-md gap-4">
          <div>
            <h2 className="text-xl">{t('account.securityTitle')}</h2>
            <p className="mt-1 text-muted-foreground">{t('account.securityText')}</p>
          </div>
          <Field
            label={t('account.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
          <Field
            label={t('account.newPassword')}
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
          <Field
            label={t('account.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <Button type="submit" className="w-fit" disabled={busy || !current}>
            {busy ? t('common.saving') : t('account.updatePassword')}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
