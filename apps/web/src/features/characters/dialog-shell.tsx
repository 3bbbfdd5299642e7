import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

/** Radix dialog: focus trapped, Escape closes, focus returns to the trigger. */
export function DialogShell(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  title: string;
  description?: string;
  closeLabel: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      {props.trigger && <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 grid-rows-[auto_1fr] gap-4 rounded-2xl border bg-card p-5 text-card-foreground shadow-xl sm:p-6 ${props.wide ? 'w-[min(52rem,calc(100vw-1.5rem))]' : 'w-[min(32rem,calc(100vw-1.5rem))]'}`}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="grid gap-1">
              <Dialog.Title className="font-display text-2xl font-semibold">{props.title}</Dialog.Title>
              <Dialog.Description className={props.description ? 'text-muted-foreground' : 'sr-only'}>
                {props.description ?? props.title}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={props.closeLabel}>
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <div className="min-h-0 overflow-y-auto p-0.5">{props.children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
