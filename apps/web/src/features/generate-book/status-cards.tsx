import { AlertTriangle, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';

/** Spec §2: a signed-out visitor sees this instead of the form. */
export function AuthRequiredCard() {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto max-w-md">
      <CardBody className="grid justify-items-center gap-3 text-center">
        <LogIn className="size-8 text-primary" aria-hidden />
        <h1 className="text-2xl">{t('generateBook.authTitle')}</h1>
        <p className="text-muted-foreground">{t('generateBook.authText')}</p>
        <Link to="/auth" state={{ from: '/generate-book' }} className={buttonClass()}>
          {t('generateBook.signIn')}
        </Link>
      </CardBody>
    </Card>
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
