import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';

/** Radix dialog shell for the three pickers: focus trapped, Escape closes, focus returns to the trigger. */
export function PickerDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[min(40rem,calc(100dvh-2rem))] w-[min(44rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 grid-rows-[auto_1fr] gap-4 rounded-2xl border bg-card p-5 text-card-foreground shadow-xl sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <div className="grid gap-1">
              <Dialog.Title className="font-display text-2xl font-semibold">{title}</Dialog.Title>
              <Dialog.Description className="text-muted-foreground">{description}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('generateBook.close')}>
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <div className="min-h-0 overflow-y-auto p-0.5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Empty list: a short text and a link to where such things are made. */
export function EmptyPicker({ text, to, cta }: { text: string; to: string; cta: string }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl bg-muted p-6 text-center">
      <p className="text-muted-foreground">{text}</p>
      <Link to={to} className={buttonClass({ variant: 'outline', size: 'sm' })}>
        {cta}
      </Link>
    </div>
  );
}
