import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { authClient, unwrap } from '../../lib/auth-client';

/** Asks for a new confirmation link. The answer is the same whether or not the address has an account. */
export function ResendVerificationForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return;
    setBusy(true);
    try {
      await unwrap(authClient.sendVerificationEmail({ email: email.trim(), callbackURL: '/email-verified' }));
      setSent(true);
    } catch (err) {
      toast.error(t('verifyEmail.resendFailed'), { description: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  if (sent) return <p role="status">{t('verifyEmail.resent')}</p>;
  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <Field
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" variant="outline" disabled={busy || !email.trim()}>
        {t('verifyEmail.resend')}
      </Button>
    </form>
  );
}
