import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { LoadingCard } from '../../components/ui/loading-card';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADMIN_CHARACTERS_KEY, deleteGalleryCharacter, useAdminCharacters } from './admin-characters-api';
import { CharacterGeneration } from './character-generation';

/** /admin/characters (spec §2): style note, mass character generator, gallery management. */
export default function AdminCharactersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminCharacters.title'));
  const qc = useQueryClient();
  const data = useAdminCharacters();
  async function remove(id: string, name: string) {
    if (!window.confirm(t('adminCharacters.confirmDelete', { name }))) return;
    try {
      await deleteGalleryCharacter(id);
      toast.success(t('adminCharacters.deleted'));
    } catch (e) {
      toast.error(t('adminCharacters.deleteFailed'), {
        description: e instanceof Error ? e.message : String(e),
      });
    }
    await qc.invalidateQueries({ queryKey: ADMIN_CHARACTERS_KEY });
  }
  return (
    <div className="grid content-start gap-5">
      <h1 className="text-3xl">{t('adminCharacters.title')}</h1>
      <p className="rounded-xl bg-accent p-4 text-accent-foreground">{t('adminCharacters.note')}</p>
      {data.isPending && <LoadingCard />}
      {data.isError && (
        <p role="alert" className="text-destructive">
          {t('adminCharacters.loadFailed')}
        </p>
      )}
      {data.data && <CharacterGeneration data={data.data} />}
      {data.data && (
        <Card>
          <CardBody className="grid gap-3">
            <h2 className="text-xl">{t('adminCharacters.management')}</h2>
            {data.data.characters.length === 0 && (
              <p className="text-muted-foreground">{t('adminCharacters.empty')}</p>
            )}
            <ul className="grid gap-1.5 sm:grid-cols-2">
              {data.data.characters.map((c) => (
                <li
                  key={c.id}
                  className="flex items-center gap-2 rounded-xl border p-2"
                  data-testid="gallery-character"
                >
                  <span className="min-w-0 flex-1 truncate font-semibold">{c.name}</span>
                  {c.images === 0 && <Badge>{t('adminCharacters.broken')}</Badge>}
                  <Button variant="ghost" size="sm" onClick={() => remove(c.id, c.name)}>
                    <Trash2 aria-hidden />
                    {t('adminCharacters.delete')}
                  </Button>
                </li>
              ))}
            </ul>
          </CardBody>
        </Card>
      )}
    </div>
  );
}
