import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { deleteSample, SAMPLES_KEY, setPublished, useSampleBooks } from './admin-books-api';

/** Every sample book with publish / unpublish / delete (admins). */
export function SampleList() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const samples = useSampleBooks();
  const act = async (fn: () => Promise<unknown>, done?: string) => {
    try {
      await fn();
      if (done) toast.success(done);
    } catch (e) {
      toast.error(t('samples.admin.actionFailed', { message: e instanceof Error ? e.message : String(e) }));
    }
    await qc.invalidateQueries({ queryKey: SAMPLES_KEY });
    await qc.invalidateQueries({ queryKey: ['book-gallery'] });
  };
  return (
    <Card>
      <CardBody className="grid gap-3">
        <h2 className="text-xl">{t('samples.admin.samples')}</h2>
        {samples.data?.length === 0 && (
          <p className="text-muted-foreground">{t('samples.admin.noSamples')}</p>
        )}
        <ul className="grid gap-2">
          {samples.data?.map((b) => (
            <li
              key={b.id}
              className="flex flex-wrap items-center gap-3 rounded-xl border p-2"
              data-testid="admin-sample"
            >
              {b.coverUrl && b.isPublic ? (
                <img src={b.coverUrl} alt="" className="size-12 rounded-md object-cover" />
              ) : (
                <div className="size-12 rounded-md bg-muted" aria-hidden />
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{b.title}</p>
                <p className="text-sm text-muted-foreground">{b.status}</p>
              </div>
              <Badge>{b.isPublic ? t('samples.admin.published') : t('samples.admin.draft')}</Badge>
              {b.status === 'completed' && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => act(() => setPublished(b.id, !b.isPublic))}
                >
                  {b.isPublic ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                  {b.isPublic ? t('samples.admin.unpublish') : t('samples.admin.publish')}
                </Button>
              )}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  if (window.confirm(t('samples.admin.confirmDelete', { title: b.title })))
                    void act(() => deleteSample(b.id), t('samples.admin.deleted'));
                }}
              >
                <Trash2 aria-hidden />
                {t('samples.admin.delete')}
              </Button>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
