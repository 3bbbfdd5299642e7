import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Coins, FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClass } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { api } from '../../lib/api';
import { ME_KEY, type Me, useConfig } from '../../lib/session';
import { PurchasesList } from './purchases-list';

export function BillingTab({ credits }: { credits: number }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const config = useConfig().data;
  const add = useMutation({
    mutationFn: () => api<{ credits: number }>('/api/dev/add-credits', { method: 'POST' }),
    onSuccess: ({ credits: now }) => {
      qc.setQueryData<Me | null>(ME_KEY, (me) => (me ? { ...me, credits: now } : me));
      void qc.invalidateQueries({ queryKey: ['transactions'] });
      toast.success(t('account.creditsAdded'), {
        description: t('account.creditsAddedText', { count: now }),
      });
    },
    onError: () => toast.error(t('common.error'), { description: t('account.addFailed') }),
  });

  return (
    <div className="grid gap-4">
      <Card>
        <CardBody className="grid gap-4">
          <div className="flex items-center gap-3">
            <span className="grid size-12 place-items-center rounded-xl bg-accent text-accent-foreground">
              <Coins className="size-6" aria-hidden />
            </span>
            <div>
              <p className="text-sm text-muted-foreground">{t('account.balance')}</p>
              <p className="font-display text-2xl font-semibold" data-testid="billing-balance">
                {t('account.balanceValue', { count: credits })}
              </p>
            </div>
          </div>
          <p className="text-muted-foreground">{t('account.billingText')}</p>
          <div className="flex flex-wrap gap-3">
            <Link to="/pricing" className={buttonClass()}>
              {t('account.buyCredits')}
            </Link>
          </div>
        </CardBody>
      </Card>
      <PurchasesList />
      {config && !config.production && (
        <Card className="border-dashed">
          <CardBody className="grid gap-3">
            <h2 className="flex items-center gap-2 text-lg">
              <FlaskConical className="size-5 text-primary" aria-hidden />
              {t('account.devTitle')}
            </h2>
            <p className="text-muted-foreground">{t('account.devText')}</p>
            <Button variant="outline" className="w-fit" disabled={add.isPending} onClick={() => add.mutate()}>
              {t('account.devButton')}
            </Button>
          </CardBody>
        </Card>
      )}
    </div>
  );
}
