import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, CardBody } from '../../components/ui/card';
import { api } from '../../lib/api';

type Purchase = {
  id: string;
  credits: number;
  packageId: string | null;
  amountTotal: number | null;
  currency: string | null;
  createdAt: string;
  refundedAt: string | null;
};

/** The Billing tab's list of credit packs bought (from the ledger, so it matches the balance). */
export function PurchasesList() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'fr' ? 'fr-FR' : 'en-US';
  const q = useQuery({
    queryKey: ['purchases'],
    queryFn: () => api<{ items: Purchase[] }>('/api/billing/purchases'),
  });
  const money = (p: Purchase) =>
    p.amountTotal === null
      ? '—'
      : new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: (p.currency ?? 'usd').toUpperCase(),
        }).format(p.amountTotal / 100);
  const date = (p: Purchase) => new Date(p.createdAt).toLocaleDateString(locale);
  const items = q.data?.items ?? [];
  return (
    <Card>
      <CardBody className="grid gap-3">
        <h2 className="text-xl">{t('billing.purchasesTitle')}</h2>
        {q.isPending && <p className="text-muted-foreground">{t('common.loading')}</p>}
        {q.isError && <p className="text-destructive">{t('billing.loadFailed')}</p>}
        {q.isSuccess && items.length === 0 && (
          <p className="rounded-xl bg-muted p-4 text-muted-foreground">{t('billing.purchasesEmpty')}</p>
        )}
        {items.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="purchases">
              <thead className="text-muted-foreground">
                <tr>
                  {(['date', 'pack', 'credits', 'amount', 'status'] as const).map((h) => (
                    <th
                      key={h}
                      scope="col"
                      className={`border-b px-2 py-2 font-semibold sm:px-3 ${h === 'date' ? 'hidden sm:table-cell' : ''}`}
                    >
                      {t(`billing.${h}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {items.map((p) => (
                  <tr key={p.id} className="border-b last:border-0">
                    <td className="hidden px-2 py-2 sm:table-cell sm:px-3">{date(p)}</td>
                    <td className="px-2 py-2 sm:px-3">
                      {p.packageId ? t(`pricing.packs.${p.packageId}.name`) : '—'}
                      {/* On a phone the date column is folded under the pack name. */}
                      <span className="block text-muted-foreground text-xs sm:hidden">{date(p)}</span>
                    </td>
                    <td className="px-2 py-2 sm:px-3">+{p.credits}</td>
                    <td className="whitespace-nowrap px-2 py-2 sm:px-3">{money(p)}</td>
                    <td className={`px-2 py-2 sm:px-3 ${p.refundedAt ? 'text-muted-foreground' : ''}`}>
                      {t(p.refundedAt ? 'billing.refunded' : 'billing.paid')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
