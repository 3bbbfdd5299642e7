import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { authClient, unwrap } from '../../lib/auth-client';
import { type FieldErrors, validateAuth } from './auth-validation';

export function ForgotPasswordForm({
  onBack,
  busy,
  setBusy,
}: {
  onBack: () => void;
  busy: boolean;
  setBusy: (b: boolean) => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateAuth({ email });
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await unwrap(authClient.requestPasswordReset({ email: email.trim(), redirectTo: '/reset-password' }));
      toast.success(t('auth.resetSent'), { description: t('auth.resetSentText') });
    } catch (err) {
      toast.error(t('auth.resetFailed'), { description: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('auth.resetTitle')}>
      <div className="flex items-center gap-2">
        <Button
          variant="ghost"
          size="icon"
          onClick={onBack}
          aria-label={t('auth.back')}
          title={t('auth.back')}
        >
          <ArrowLeft aria-hidden />
        </Button>
        <h2 className="text-xl">{t('auth.resetTitle')}</h2>
      </div>
      <p className="text-muted-foreground">{t('auth.resetText')}</p>
      <Field
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email && t(errors.email)}
      />
      <Button type="submit" disabled={busy}>
        {busy ? t('auth.submitting') : t('auth.sendReset')}
      </Button>
    </form>
  );
}
