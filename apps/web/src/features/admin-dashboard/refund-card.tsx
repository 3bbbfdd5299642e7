import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { api } from '../../lib/api';
import { ADMIN_STATS_KEY } from './use-admin-stats';

type Refund = { refunded: boolean; alreadyRefunded: boolean; creditsAfter: number };

/** The payments work's pack refund (POST /api/admin/purchases/{reference}/refund). */
export function RefundCard() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [reference, setReference] = useState('');
  const refund = useMutation({
    mutationFn: (ref: string) =>
      api<Refund>(`/api/admin/purchases/${encodeURIComponent(ref)}/refund`, { method: 'POST', body: {} }),
    onSuccess: (r) => {
      if (r.alreadyRefunded) toast.message(t('adminDashboard.refund.already'));
      else toast.success(t('adminDashboard.refund.done', { credits: r.creditsAfter }));
      setReference('');
      void qc.invalidateQueries({ queryKey: ADMIN_STATS_KEY });
    },
    onError: (e) => toast.error(t('adminDashboard.refund.failed'), { description: (e as Error).message }),
  });
  const ref = reference.trim();
  return (
    <Card>
      <CardBody className="grid gap-3">
        <h2 className="text-xl">{t('adminDashboard.refund.title')}</h2>
        <p className="text-muted-foreground">{t('adminDashboard.refund.lead')}</p>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (ref) refund.mutate(ref);
          }}
        >
          <Field
            label={t('adminDashboard.refund.reference')}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            className="min-w-0 flex-1"
            autoComplete="off"
          />
          <Button type="submit" disabled={!ref || refund.isPending}>
            <Undo2 aria-hidden />
            {t('adminDashboard.refund.submit')}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
