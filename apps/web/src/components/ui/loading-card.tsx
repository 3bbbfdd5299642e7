import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from './card';

/** The spec's "Loading..." card, shown while the session or a page loads. */
export function LoadingCard({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[40vh] place-items-center p-6">
      <Card className="flex items-center gap-3 px-6 py-5" role="status" aria-live="polite">
        <Loader2 className="size-5 animate-spin text-primary" aria-hidden />
        <span>{label ?? t('common.loading')}</span>
      </Card>
    </div>
  );
}
