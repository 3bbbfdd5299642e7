import { PASSWORD_MIN } from '@bookloom/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { authClient, unwrap } from '../../lib/auth-client';
import { useConfig, useRefreshMe } from '../../lib/session';
import { type FieldErrors, validateAuth } from './auth-validation';

export function SignUpForm({ busy, setBusy }: { busy: boolean; setBusy: (b: boolean) => void }) {
  const { t } = useTranslation();
  const refreshMe = useRefreshMe();
  const config = useConfig().data;
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Set when the sign-up did not sign in (production): the confirmation link does. */
  const [sentTo, setSentTo] = useState('');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateAuth({ name, email, password });
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const res = await unwrap(authClient.signUp.email({ name: name.trim(), email: email.trim(), password }));
      // In production the answer is the same for new and taken addresses and opens no session.
      if (!res?.token) return setSentTo(email.trim());
      toast.success(t('auth.accountCreated'), { description: t('auth.accountCreatedText') });
      await refreshMe();
    } catch (err) {
      toast.error(t('auth.signUpFailed'), { description: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  if (sentTo)
    return (
      <div role="status" className="grid gap-2 text-center">
        <h2 className="text-xl">{t('verifyEmail.checkInbox')}</h2>
        <p className="text-muted-foreground">{t('verifyEmail.checkInboxText', { email: sentTo })}</p>
      </div>
    );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('auth.tabSignUp')}>
      <Field
        label={t('auth.fullName')}
        name="name"
        autoComplete="name"
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name && t(errors.name)}
      />
      <Field
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email && t(errors.email)}
      />
      <Field
        label={t('auth.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={t('auth.passwordMin', { min: PASSWORD_MIN })}
        error={errors.password && t(errors.password, { min: PASSWORD_MIN })}
      />
      <Button type="submit" disabled={busy}>
        {busy ? t('auth.submitting') : t('auth.signUpSubmit')}
      </Button>
      {config && (
        <p className="text-center text-sm text-muted-foreground">
          {t(config.production ? 'verifyEmail.creditsAfterVerify' : 'auth.welcomeCredits', {
            count: config.welcomeCredits,
          })}
        </p>
      )}
    </form>
  );
}
