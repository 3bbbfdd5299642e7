import { useQuery, useQueryClient } from '@tanstack/react-query';
import { History, Trash2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api';
import type { CoverForm } from './cover-details-fields';

type Item = {
  id: string;
  title: string;
  promptData: Partial<Omit<CoverForm, 'layout'>>;
  createdAt: string;
};

/** Saved cover prompts (latest 20): use one to fill the form, or delete it. */
export function CoverHistoryDialog({ onUse }: { onUse: (f: Partial<CoverForm>) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  const items = useQuery({
    queryKey: ['prompt-history', 'cover'],
    enabled: open,
    queryFn: async () => (await api<{ items: Item[] }>('/api/prompt-history?kind=cover')).items,
  });
  const remove = async (id: string) => {
    const res = await fetch(`/api/prompt-history/${id}`, { method: 'DELETE' });
    if (!res.ok) toast.error(t('covers.create.historyDeleteFailed'));
    await qc.invalidateQueries({ queryKey: ['prompt-history', 'cover'] });
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          <History aria-hidden />
          {t('covers.create.history')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border bg-card p-5 text-card-foreground shadow-xl">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="font-display text-2xl font-semibold">
              {t('covers.create.historyTitle')}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('covers.gallery.close')}>
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('covers.create.historyTitle')}</Dialog.Description>
          {items.isError && <p role="alert">{t('covers.create.historyFailed')}</p>}
          {items.data?.length === 0 && (
            <p className="text-muted-foreground">{t('covers.create.historyEmpty')}</p>
          )}
          <ul className="grid gap-2">
            {items.data?.map((h) => (
              <li key={h.id} className="flex items-center gap-2 rounded-xl border p-3">
                <div className="grid min-w-0 flex-1">
                  <span className="truncate font-semibold">{h.title}</span>
                  <span className="truncate text-sm text-muted-foreground">
                    {(h.promptData.description ?? '').slice(0, 100)}
                  </span>
                </div>
                <Button
                  size="sm"
                  onClick={() => {
                    onUse(h.promptData);
                    setOpen(false);
                  }}
                >
                  {t('covers.create.historyUse')}
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('covers.create.historyDelete')}
                  onClick={() => void remove(h.id)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
