import { LIST_LIMITS } from '@bookloom/core';
import { useQuery } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api';
import { ImageChoiceGrid } from './image-choice-grid';
import { EmptyPicker, PickerDialog } from './picker-dialog';
import type { Selection } from './stored-selection';

type Character = { id: string; name: string; description: string; imageUrl: string };

/** "Choose Seed Character": the user's and public characters that have a picture (50 at most). */
export function CharacterPickerDialog({
  chosen,
  onChoose,
}: {
  chosen: Selection | null;
  onChoose: (s: Selection) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const list = useQuery({
    queryKey: ['characters-pickable'],
    queryFn: () =>
      api<{ characters: Character[] }>(`/api/characters/pickable?limit=${LIST_LIMITS.characterPicker}`),
    enabled: open,
  });
  return (
    <PickerDialog
      open={open}
      onOpenChange={setOpen}
      title={t('generateBook.characterTitle')}
      description={t('generateBook.characterText')}
      trigger={
        <Button variant="outline">
          <UserRound aria-hidden />
          {t('generateBook.characterButton')}
        </Button>
      }
    >
      {list.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : list.isError ? (
        <p className="text-destructive">{t('generateBook.characterLoadFailed')}</p>
      ) : !list.data.characters.length ? (
        <EmptyPicker
          text={t('generateBook.characterEmpty')}
          to="/create-character"
          cta={t('generateBook.characterCreate')}
        />
      ) : (
        <ImageChoiceGrid
          aspect="square"
          chosenId={chosen?.id}
          items={list.data.characters.map((x) => ({ ...x, note: x.description }))}
          onChoose={(x) => {
            onChoose({ id: x.id, name: x.name, imageUrl: x.imageUrl });
            toast.success(t('generateBook.characterSelected'), {
              description: t('generateBook.characterSelectedText', { name: x.name }),
            });
            setOpen(false);
          }}
        />
      )}
    </PickerDialog>
  );
}
