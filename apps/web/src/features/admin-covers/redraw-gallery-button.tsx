import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api';

/**
 * After an engine change: one action redraws every seeded gallery cover in place with the builtin
 * engine (rows kept, so the gallery never empties meanwhile). The server runs it as one job.
 */
export function RedrawGalleryButton() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function redraw() {
    if (!window.confirm(t('adminCovers.redrawConfirm'))) return;
    setBusy(true);
    try {
      await api('/api/admin/gallery/reseed', { method: 'POST', body: {} });
      toast.success(t('adminCovers.redrawQueued'));
    } catch (e) {
      toast.error(t('adminCovers.redrawFailed'), { description: (e as Error).message });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void redraw()} disabled={busy}>
      <RefreshCw aria-hidden />
      {t('adminCovers.redraw')}
    </Button>
  );
}
