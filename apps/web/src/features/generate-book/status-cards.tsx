import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { SignInCard } from '../../components/ui/sign-in-card';

/** Spec §2: a signed-out visitor sees this instead of the form. */
export function AuthRequiredCard() {
  const { t } = useTranslation();
  return (
    <SignInCard
      title={t('generateBook.authTitle')}
      text={t('generateBook.authText')}
      action={t('generateBook.signIn')}
      from="/generate-book"
    />
  );
}

/** Spec §2: shown while the balance is below the book's cost (the form stays, so pages can be lowered). */
export function InsufficientCreditsCard({ cost, balance }: { cost: number; balance: number }) {
  const { t } = useTranslation();
  return (
    <div
      className="grid gap-2 rounded-xl border border-destructive/60 bg-destructive/5 p-4"
      role="status"
      data-testid="insufficient-credits"
    >
      <h3 className="flex items-center gap-2 font-display text-lg font-semibold">
        <AlertTriangle className="size-5 text-destructive" aria-hidden />
        {t('generateBook.insufficientTitle')}
      </h3>
      <p className="text-sm">{t('generateBook.insufficientText', { cost, balance })}</p>
      <div className="flex flex-wrap gap-2">
        <Link to="/pricing" className={buttonClass({ size: 'sm' })}>
          {t('generateBook.buyCredits')}
        </Link>
        <Link to="/dashboard" className={buttonClass({ variant: 'outline', size: 'sm' })}>
          {t('generateBook.backToDashboard')}
        </Link>
      </div>
    </div>
  );
}
