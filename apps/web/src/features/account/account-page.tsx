import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { LoadingCard } from '../../components/ui/loading-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useMe, useRefreshMe } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ApiTokensTab } from './api-tokens-tab';
import { BillingTab } from './billing-tab';
import { HistoryTab } from './history-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';

const TABS = ['profile', 'security', 'billing', 'history', 'api'] as const;
const PAYMENT_REFETCH_MS = 2000;

export default function AccountPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  useDocumentTitle(t('account.title'));
  const refreshMe = useRefreshMe();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = TABS.find((x) => x === asked) ?? 'profile';

  // Back from checkout: thank the buyer, drop the flag from the URL, reload credits a moment later.
  // The effect may run again before the URL changes (new callbacks each render): the toast id and
  // the ref keep it to one toast and one refetch, and the refetch outlives the flag's removal.
  const thanked = useRef(false);
  useEffect(() => {
    if (params.get('success') !== 'true' || thanked.current) return;
    thanked.current = true;
    toast.success(t('account.paymentSuccess'), {
      id: 'payment-success',
      description: t('account.paymentSuccessText'),
    });
    setParams(
      (p) => {
        p.delete('success');
        return p;
      },
      { replace: true },
    );
    setTimeout(() => {
      void refreshMe();
      void qc.invalidateQueries({ queryKey: ['purchases'] });
    }, PAYMENT_REFETCH_MS);
  }, [params, setParams, t, refreshMe, qc]);

  if (!me) return <LoadingCard />;
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <h1 className="text-3xl">{t('account.title')}</h1>
      <Tabs
        value={tab}
        onValueChange={(v) =>
          setParams(
            (p) => {
              p.set('tab', v);
              return p;
            },
            { replace: true },
          )
        }
      >
        <TabsList>
          {TABS.map((x) => (
            <TabsTrigger key={x} value={x}>
              {x === 'api' ? t('apiTokens.tab') : t(`account.tab${x[0].toUpperCase()}${x.slice(1)}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab me={me} />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab />
        </TabsContent>
        <TabsContent value="billing">
          <BillingTab credits={me.credits} />
        </TabsContent>
        <TabsContent value="history">
          <HistoryTab />
        </TabsContent>
        <TabsContent value="api">
          <ApiTokensTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
