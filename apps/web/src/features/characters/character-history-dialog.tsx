import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { History, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api';
import { dropFromCache } from '../../lib/drop-from-cache';
import type { CharacterDetails } from './characters-api';
import { DialogShell } from './dialog-shell';
import { cut } from './history-preview';

type Item = { id: string; title: string; promptData: Partial<CharacterDetails>; createdAt: string };
const KEY = ['prompt-history', 'character'] as const;

/** Saved character details (latest 20); choosing one fills the form; each can be deleted. */
export function CharacterHistoryDialog({ onChoose }: { onChoose: (d: Partial<CharacterDetails>) => void }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => api<{ items: Item[] }>('/api/prompt-history?kind=character'),
    enabled: open,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      const res = await fetch(`/api/prompt-history/${id}`, { method: 'DELETE', credentials: 'same-origin' });
      if (!res.ok) throw new Error(String(res.status));
    },
    onSuccess: (_, id) =>
      dropFromCache<{ items: Item[] }>(qc, KEY, (d) => ({ items: d.items.filter((x) => x.id !== id) })),
    onError: () => toast.error(t('characters.historyDeleteFailed')),
  });
  const date = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', year: 'numeric' });
  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      title={t('characters.historyTitle')}
      description={t('characters.historyText')}
      closeLabel={t('characters.close')}
      trigger={
        <Button variant="outline" size="sm">
          <History aria-hidden />
          {t('characters.historyButton')}
        </Button>
      }
    >
      {list.isPending ? (
        <p className="text-muted-foreground">…</p>
      ) : list.isError ? (
        <p role="alert" className="text-destructive">
          {t('characters.historyLoadFailed')}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="rounded-xl bg-muted p-6 text-center text-muted-foreground">
          {t('characters.historyEmpty')}
        </p>
      ) : (
        <ul className="grid gap-2">
          {list.data.items.map((item) => (
            <li key={item.id} className="flex items-start gap-2 rounded-xl border p-3">
              <button
                type="button"
                className="grid flex-1 gap-1 text-start"
                onClick={() => {
                  onChoose(item.promptData);
                  setOpen(false);
                }}
              >
                <span className="font-semibold">
                  {item.title}{' '}
                  <span className="font-normal text-muted-foreground">
                    · {date.format(new Date(item.createdAt))}
                  </span>
                </span>
                <span className="text-sm">{cut(item.promptData.description, 100)}</span>
                {item.promptData.appearance && (
                  <span className="text-sm text-muted-foreground">{cut(item.promptData.appearance, 80)}</span>
                )}
              </button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`${t('characters.delete')} ${item.title}`}
                onClick={() => remove.mutate(item.id)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </DialogShell>
  );
}
