import { AlertTriangle, Download, Images, Loader2, RotateCcw, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClass } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { api } from '../../lib/api';
import { useCover } from './covers-api';

/** Generating → the finished cover with Create Another, View Gallery, Save Prompt (spec). */
export function CoverResultCard({ coverId, onAnother }: { coverId: string; onAnother: () => void }) {
  const { t } = useTranslation();
  const cover = useCover(coverId).data;
  const save = async () => {
    try {
      await api(`/api/covers/${coverId}/save-prompt`, { method: 'POST', body: {} });
      toast.success(t('covers.create.promptSaved'));
    } catch {
      toast.error(t('covers.create.historyFailed'));
    }
  };
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardBody className="grid justify-items-center gap-4 text-center">
        {!cover || cover.status === 'generating' ? (
          <>
            <Loader2 className="size-10 animate-spin text-primary" aria-hidden />
            <p aria-live="polite">{t('covers.create.generating')}</p>
          </>
        ) : cover.status === 'failed' ? (
          <div role="alert" className="grid justify-items-center gap-2">
            <AlertTriangle className="size-10 text-destructive" aria-hidden />
            <p className="font-semibold">{t('covers.create.resultFailed')}</p>
            <p className="text-sm text-muted-foreground">{t('covers.mine.failed')}</p>
          </div>
        ) : (
          <>
            <h2 className="text-2xl">{t('covers.create.resultTitle')}</h2>
            <img
              src={cover.imageUrl ?? ''}
              alt={cover.name}
              className="aspect-[2/3] w-full max-w-72 rounded-xl object-cover shadow-md"
            />
            {cover.downloadUrl && (
              <a href={cover.downloadUrl} className={buttonClass({ variant: 'outline', size: 'sm' })}>
                <Download aria-hidden />
                {t('covers.create.download')}
              </a>
            )}
          </>
        )}
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="outline" onClick={onAnother}>
            <RotateCcw aria-hidden />
            {t('covers.create.createAnother')}
          </Button>
          <Link to="/cover-gallery" className={buttonClass({ variant: 'outline' })}>
            <Images aria-hidden />
            {t('covers.create.viewGallery')}
          </Link>
          {cover && cover.method !== 'upload' && (
            <Button variant="outline" onClick={() => void save()}>
              <Save aria-hidden />
              {t('covers.create.savePrompt')}
            </Button>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
