import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { authClient, unwrap } from '../../lib/auth-client';
import { useRefreshMe } from '../../lib/session';
import { type FieldErrors, validateAuth } from './auth-validation';

export function SignInForm({
  onForgot,
  busy,
  setBusy,
}: {
  onForgot: () => void;
  busy: boolean;
  setBusy: (b: boolean) => void;
}) {
  const { t } = useTranslation();
  const refreshMe = useRefreshMe();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateAuth({ email, password });
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await unwrap(authClient.signIn.email({ email: email.trim(), password }));
      await refreshMe();
    } catch (err) {
      toast.error(t('auth.signInFailed'), { description: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('auth.tabSignIn')}>
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
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password && t(errors.password)}
      />
      <button
        type="button"
        onClick={onForgot}
        className="w-fit rounded text-sm font-semibold text-primary hover:underline"
      >
        {t('auth.forgot')}
      </button>
      <Button type="submit" disabled={busy}>
        {busy ? t('auth.submitting') : t('auth.signInSubmit')}
      </Button>
    </form>
  );
}
