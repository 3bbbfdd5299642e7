import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Trash2 } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { LoadingCard } from '../../components/ui/loading-card';
import { api, readApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MassCoverGenerator } from './mass-cover-generator';
import { QuickFixCard } from './quick-fix-card';
import { RedrawGalleryButton } from './redraw-gallery-button';

type Template = {
  id: string;
  name: string;
  style: string | null;
  status: string;
  thumbUrl: string;
  createdAt: string;
};
const KEY = ['admin-cover-templates'] as const;

async function deleteTemplate(id: string) {
  const res = await fetch(`/api/admin/covers/templates/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    credentials: 'same-origin',
  });
  if (!res.ok) throw await readApiError(res);
}

/** /admin/covers: Quick Fix, the mass generator, and gallery template management (latest 100, variations, delete with files). */
export default function AdminCoversPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminCovers.title'));
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => api<{ templates: Template[] }>('/api/admin/covers/templates').then((r) => r.templates),
  });
  const refresh = useCallback(() => void qc.invalidateQueries({ queryKey: KEY }), [qc]);
  async function variations(id: string) {
    try {
      await api(`/api/admin/gallery/${encodeURIComponent(id)}/variations`, { method: 'POST', body: {} });
      toast.success(t('adminCovers.variationsQueued'));
    } catch {
      toast.error(t('adminCovers.variationsFailed'));
    }
  }
  async function remove(x: Template) {
    if (!window.confirm(t('adminCovers.confirmDelete', { name: x.name }))) return;
    try {
      await deleteTemplate(x.id);
      toast.success(t('adminCovers.deleted'));
    } catch (e) {
      toast.error(t('adminCovers.deleteFailed'), { description: e instanceof Error ? e.message : String(e) });
    }
    await qc.invalidateQueries({ queryKey: KEY });
  }
  return (
    <div className="grid content-start gap-5">
      <h1 className="text-3xl">{t('adminCovers.title')}</h1>
      <QuickFixCard onDone={refresh} />
      <MassCoverGenerator onFinished={refresh} />
      <Card>
        <CardBody className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-xl">{t('adminCovers.templates')}</h2>
            <RedrawGalleryButton />
          </div>
          <p className="text-sm text-muted-foreground">{t('adminCovers.templatesLead')}</p>
          {list.isPending && <LoadingCard />}
          {list.isError && (
            <p role="alert" className="text-destructive">
              {t('adminCovers.loadFailed')}
            </p>
          )}
          {list.data?.length === 0 && <p className="text-muted-foreground">{t('adminCovers.empty')}</p>}
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {list.data?.map((x) => (
              <li key={x.id} className="grid gap-1.5 rounded-xl border p-2" data-testid="admin-template">
                <img
                  src={x.thumbUrl}
                  alt=""
                  loading="lazy"
                  className="aspect-[2/3] w-full rounded-lg object-cover"
                />
                <p className="truncate text-sm font-semibold">{x.name}</p>
                <p className="truncate text-xs text-muted-foreground">{x.style}</p>
                <div className="flex flex-wrap gap-1">
                  <Button variant="outline" size="sm" onClick={() => variations(x.id)}>
                    <Copy aria-hidden />
                    {t('adminCovers.variations')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => remove(x)}
                    aria-label={`${t('adminCovers.delete')} ${x.name}`}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </CardBody>
      </Card>
    </div>
  );
}
