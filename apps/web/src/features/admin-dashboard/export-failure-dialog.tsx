import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

export type Failure = { title: string; message: string; details?: string };

/** 'Export Failed (status)' / 'Export Error': title, message, details (status, headers, body) and Close. */
export function ExportFailureDialog({ failure, onClose }: { failure?: Failure; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={Boolean(failure)} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 grid-rows-[auto_auto_1fr_auto] gap-3 rounded-2xl border bg-card p-5 text-card-foreground shadow-xl sm:p-6">
          <Dialog.Title className="font-display text-2xl font-semibold text-destructive">
            {failure?.title}
          </Dialog.Title>
          <Dialog.Description className="break-words">{failure?.message}</Dialog.Description>
          {failure?.details ? (
            <div className="grid min-h-0 gap-1">
              <p className="text-sm font-semibold">{t('adminDashboard.exportTest.details')}</p>
              <pre className="min-h-0 overflow-auto rounded-xl bg-muted p-3 text-xs whitespace-pre-wrap break-all">
                {failure.details}
              </pre>
            </div>
          ) : (
            <span />
          )}
          <Dialog.Close asChild>
            <Button variant="outline" className="justify-self-end">
              {t('adminDashboard.exportTest.close')}
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
