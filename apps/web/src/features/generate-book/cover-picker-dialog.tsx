import { LIST_LIMITS } from '@bookloom/core';
import { useQuery } from '@tanstack/react-query';
import { Image } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api';
import { ImageChoiceGrid } from './image-choice-grid';
import { EmptyPicker, PickerDialog } from './picker-dialog';
import type { Selection } from './stored-selection';

type Template = { id: string; name: string; style: string | null; imageUrl: string; thumbUrl: string | null };

/** Gallery cover templates plus the user's own (100 at most). */
export function CoverPickerDialog({
  chosen,
  onChoose,
}: {
  chosen: Selection | null;
  onChoose: (s: Selection) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const list = useQuery({
    queryKey: ['templates-list'],
    queryFn: () => api<{ templates: Template[] }>(`/api/templates-list?limit=${LIST_LIMITS.coverPicker}`),
    enabled: open,
  });
  return (
    <PickerDialog
      open={open}
      onOpenChange={setOpen}
      title={t('generateBook.coverTitle')}
      description={t('generateBook.coverText')}
      trigger={
        <Button variant="outline">
          <Image aria-hidden />
          {t('generateBook.coverButton')}
        </Button>
      }
    >
      {list.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : list.isError ? (
        <p className="text-destructive">{t('generateBook.coverLoadFailed')}</p>
      ) : !list.data.templates.length ? (
        <EmptyPicker
          text={t('generateBook.coverEmpty')}
          to="/create-cover"
          cta={t('generateBook.coverCreate')}
        />
      ) : (
        <ImageChoiceGrid
          aspect="cover"
          chosenId={chosen?.id}
          items={list.data.templates.map((x) => ({
            id: x.id,
            name: x.name,
            imageUrl: x.thumbUrl ?? x.imageUrl,
            note: x.style ?? undefined,
          }))}
          onChoose={(x) => {
            onChoose({ id: x.id, name: x.name, imageUrl: x.imageUrl });
            toast.success(t('generateBook.coverSelected'), {
              description: t('generateBook.coverSelectedText', { name: x.name }),
            });
            setOpen(false);
          }}
        />
      )}
    </PickerDialog>
  );
}
