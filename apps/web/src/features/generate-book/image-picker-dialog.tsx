import { useQuery } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { type ImageChoice, ImageChoiceGrid } from './image-choice-grid';
import { EmptyPicker, PickerDialog } from './picker-dialog';
import type { Selection } from './stored-selection';

/**
 * A dialog that lists pictures to choose one from (cover templates, characters): loading, error and
 * empty states, a choice toast. `texts` is the translation prefix: `generateBook.<texts>Title`, …
 */
export function ImagePickerDialog({
  texts,
  icon: Icon,
  queryKey,
  load,
  aspect,
  createPath,
  chosen,
  onChoose,
}: {
  texts: 'cover' | 'character';
  icon: LucideIcon;
  queryKey: string;
  load: () => Promise<ImageChoice[]>;
  aspect: 'cover' | 'square';
  createPath: string;
  chosen: Selection | null;
  onChoose: (s: Selection) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const list = useQuery({ queryKey: [queryKey], queryFn: load, enabled: open });
  const k = (name: string) => `generateBook.${texts}${name}` as const;
  return (
    <PickerDialog
      open={open}
      onOpenChange={setOpen}
      title={t(k('Title'))}
      description={t(k('Text'))}
      trigger={
        <Button variant="outline">
          <Icon aria-hidden />
          {t(k('Button'))}
        </Button>
      }
    >
      {list.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : list.isError ? (
        <p className="text-destructive">{t(k('LoadFailed'))}</p>
      ) : !list.data.length ? (
        <EmptyPicker text={t(k('Empty'))} to={createPath} cta={t(k('Create'))} />
      ) : (
        <ImageChoiceGrid
          aspect={aspect}
          chosenId={chosen?.id}
          items={list.data}
          onChoose={(x) => {
            onChoose({ id: x.id, name: x.name, imageUrl: x.fullUrl ?? x.imageUrl });
            toast.success(t(k('Selected')), { description: t(k('SelectedText'), { name: x.name }) });
            setOpen(false);
          }}
        />
      )}
    </PickerDialog>
  );
}
