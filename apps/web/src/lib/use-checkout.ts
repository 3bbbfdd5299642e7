import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api } from './api';
import { useMe } from './session';

/**
 * Buying a credit pack: anonymous visitors go to /auth; signed-in ones get the checkout in a new tab.
 * The tab is opened inside the click (popup blockers allow that) and sent to the checkout once known.
 */
export function useCheckout(from: string) {
  const { t } = useTranslation();
  const me = useMe().data;
  const navigate = useNavigate();
  const [buying, setBuying] = useState<string | null>(null);

  async function buy(packageId: string) {
    if (!me) {
      toast.info(t('pricing.signInToBuy'));
      navigate('/auth', { state: { from } });
      return;
    }
    if (buying) return; // a double click starts one checkout
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setBuying(packageId);
    try {
      const { checkoutUrl } = await api<{ checkoutUrl: string }>('/api/billing/checkout', {
        method: 'POST',
        body: { packageId },
      });
      if (tab && !tab.closed) tab.location.href = checkoutUrl;
      else window.location.assign(checkoutUrl);
    } catch {
      tab?.close();
      toast.error(t('pricing.purchaseFailed'), { description: t('pricing.purchaseFailedText') });
    } finally {
      setBuying(null);
    }
  }
  return { buy, buying };
}
