import { Sparkles, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import type { GalleryCover } from './covers-api';

/** A gallery cover at full size, with 'Use This Cover' and (admins) 'Generate Variations'. */
export function GalleryPreviewDialog({
  cover,
  onClose,
  onUse,
  onVariations,
}: {
  cover: GalleryCover | null;
  onClose: () => void;
  onUse: (c: GalleryCover) => void;
  onVariations?: (c: GalleryCover) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={!!cover} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        {cover && (
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border bg-card p-5 text-card-foreground shadow-xl">
            <div className="flex items-start justify-between gap-3">
              <div className="grid gap-1">
                <Dialog.Title className="font-display text-2xl font-semibold">{cover.name}</Dialog.Title>
                <Dialog.Description className="text-muted-foreground">
                  {t(`covers.categories.${cover.category}`, { defaultValue: cover.category })}
                </Dialog.Description>
              </div>
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label={t('covers.gallery.close')}>
                  <X aria-hidden />
                </Button>
              </Dialog.Close>
            </div>
            <img
              src={cover.imageUrl}
              alt={cover.name}
              className="mx-auto aspect-[2/3] w-full max-w-xs rounded-xl object-cover shadow-md"
            />
            <div className="flex flex-wrap justify-end gap-2">
              {onVariations && (
                <Button variant="outline" onClick={() => onVariations(cover)}>
                  <Sparkles aria-hidden />
                  {t('covers.gallery.variations')}
                </Button>
              )}
              <Button onClick={() => onUse(cover)}>{t('covers.gallery.useThis')}</Button>
            </div>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
