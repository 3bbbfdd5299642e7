import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { History, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api';
import { dropFromCache } from '../../lib/drop-from-cache';
import { PickerDialog } from './picker-dialog';

export type PromptItem = {
  id: string;
  title: string;
  promptData: Record<string, unknown>;
  createdAt: string;
};
const KEY = ['prompt-history', 'story'] as const;

/** The latest 20 saved story prompts; choosing one fills the form, each can be deleted. */
export function PromptHistoryDialog({ onChoose }: { onChoose: (item: PromptItem) => void }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => api<{ items: PromptItem[] }>('/api/prompt-history?kind=story'),
    enabled: open,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      const res = await fetch(`/api/prompt-history/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        credentials: 'same-origin',
      });
      if (!res.ok) throw new Error(String(res.status));
    },
    onSuccess: async (_, id) => {
      await dropFromCache<{ items: PromptItem[] }>(qc, KEY, (d) => ({
        items: d.items.filter((x) => x.id !== id),
      }));
      toast.success(t('generateBook.deleted'), { description: t('generateBook.deletedText') });
    },
    onError: () => toast.error(t('generateBook.deleteFailed')),
  });
  // "MMM d, yyyy" in the reader's language (Nov 23, 2026 / 23 nov. 2026).
  const date = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', year: 'numeric' });

  return (
    <PickerDialog
      open={open}
      onOpenChange={setOpen}
      title={t('generateBook.historyTitle')}
      description={t('generateBook.historyText')}
      trigger={
        <Button variant="outline" size="sm">
          <History aria-hidden />
          {t('generateBook.historyButton')}
        </Button>
      }
    >
      {list.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : list.isError ? (
        <p className="text-destructive">{t('generateBook.historyLoadFailed')}</p>
      ) : !list.data.items.length ? (
        <p className="rounded-xl bg-muted p-6 text-center text-muted-foreground">
          {t('generateBook.historyEmpty')}
        </p>
      ) : (
        <ul className="grid gap-2">
          {list.data.items.map((item) => (
            <li key={item.id} className="flex items-center gap-2 rounded-xl border">
              <button
                type="button"
                className="grid min-w-0 flex-1 gap-0.5 rounded-xl p-3 text-start hover:bg-accent hover:text-accent-foreground"
                aria-label={t('generateBook.historyUse', { title: item.title })}
                onClick={() => {
                  onChoose(item);
                  setOpen(false);
                }}
              >
                <span className="truncate font-semibold">{item.title}</span>
                <span className="text-sm text-muted-foreground">{date.format(new Date(item.createdAt))}</span>
              </button>
              <Button
                variant="ghost"
                size="icon"
                className="me-1 text-destructive"
                aria-label={t('generateBook.historyDelete', { title: item.title })}
                disabled={remove.isPending && remove.variables === item.id}
                onClick={() => remove.mutate(item.id)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </PickerDialog>
  );
}
