import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button, buttonClass } from '../../components/ui/button';
import { dropFromCache } from '../../lib/drop-from-cache';
import { BOOKS_KEY, deleteBook } from './books-api';
import type { BookSummary } from './types';

/** Delete with a confirm dialog; the card disappears once the server said 204. */
export function DeleteBookButton({ book }: { book: BookSummary }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteBook(book.id),
    onSuccess: () => {
      void dropFromCache<BookSummary[]>(qc, BOOKS_KEY, (list) => list.filter((b) => b.id !== book.id));
      setOpen(false);
      toast.success(t('books.deleted'), { description: t('books.deletedText', { title: book.title }) });
    },
    onError: (e) => toast.error(t('books.deleteFailed'), { description: (e as Error).message }),
  });
  return (
    <AlertDialog.Root open={open} onOpenChange={(o) => !remove.isPending && setOpen(o)}>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden />
          {t('books.delete')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-3 rounded-2xl border bg-card p-6 text-card-foreground shadow-xl">
          <AlertDialog.Title className="text-xl">{t('books.deleteTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="text-muted-foreground [overflow-wrap:anywhere]">
            {t('books.deleteText', { title: book.title })}
          </AlertDialog.Description>
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass({ variant: 'outline' })} disabled={remove.isPending}>
              {t('books.cancel')}
            </AlertDialog.Cancel>
            {/* A plain button, not AlertDialog.Action: the dialog stays open until the server answers. */}
            <Button
              className="bg-destructive text-white dark:text-[#2a0f0b]"
              onClick={() => remove.mutate()}
              disabled={remove.isPending}
            >
              {remove.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {t('books.confirmDelete')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
