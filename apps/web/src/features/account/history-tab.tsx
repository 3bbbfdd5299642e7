import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody } from '../../components/ui/card';
import { api } from '../../lib/api';

type Tx = {
  id: string;
  type: string;
  description: string;
  amount: number;
  creditsAfter: number;
  createdAt: string;
};
type Creation = { id: string; itemType: string; itemName: string; creditsUsed: number; createdAt: string };

function Table({ head, rows, empty }: { head: string[]; rows: ReactNode[][]; empty: string }) {
  if (!rows.length) return <p className="rounded-xl bg-muted p-4 text-muted-foreground">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="text-muted-foreground">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="border-b px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are rebuilt from the list on each render
            <tr key={i} className="border-b last:border-0">
              {r.map((c, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <td key={j} className="px-3 py-2">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardBody className="grid gap-3">
        <h2 className="text-xl">{title}</h2>
        {children}
      </CardBody>
    </Card>
  );
}

export function HistoryTab() {
  const { t, i18n } = useTranslation();
  const tx = useQuery({
    queryKey: ['transactions'],
    queryFn: () => api<{ items: Tx[] }>('/api/transactions'),
  });
  const made = useQuery({ queryKey: ['history'], queryFn: () => api<{ items: Creation[] }>('/api/history') });
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const state = (q: { isPending: boolean; isError: boolean }) =>
    q.isPending ? (
      <p role="status">{t('common.loading')}</p>
    ) : q.isError ? (
      <p className="text-destructive">{t('account.historyFailed')}</p>
    ) : null;

  return (
    <div className="grid gap-4">
      <Section title={t('account.transactions')}>
        {state(tx) ?? (
          <Table
            head={[
              t('account.colDate'),
              t('account.colDescription'),
              t('account.colAmount'),
              t('account.colBalance'),
            ]}
            empty={t('account.noTransactions')}
            rows={(tx.data?.items ?? []).map((x) => [
              date(x.createdAt),
              // Known ledger types are translated; anything newer shows the server's own text.
              t(`account.txTypes.${x.type}`, { defaultValue: x.description }),
              <span key="a" className={x.amount < 0 ? 'text-destructive' : 'font-semibold'}>
                {x.amount > 0 ? `+${x.amount}` : x.amount}
              </span>,
              x.creditsAfter,
            ])}
          />
        )}
      </Section>
      <Section title={t('account.creations')}>
        {state(made) ?? (
          <Table
            head={[t('account.colDate'), t('account.colItem'), t('account.colType'), t('account.colCredits')]}
            empty={t('account.noCreations')}
            rows={(made.data?.items ?? []).map((x) => [
              date(x.createdAt),
              x.itemName,
              // Unknown item types (added later on the server) show the raw value rather than a key.
              t(`account.itemTypes.${x.itemType}`, { defaultValue: x.itemType }),
              x.creditsUsed,
            ])}
          />
        )}
      </Section>
    </div>
  );
}
