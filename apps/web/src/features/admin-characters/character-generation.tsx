import { useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { ADMIN_CHARACTERS_KEY, type AdminCharacters, startMassCharacters } from './admin-characters-api';

/** The mass character generator: the 60-name catalogue by group, cleanup first, progress while it runs. */
export function CharacterGeneration({ data }: { data: AdminCharacters }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [picked, setPicked] = useState<string[]>([]);
  const [cleanupFirst, setCleanupFirst] = useState(true);
  const [starting, setStarting] = useState(false);
  const wasRunning = useRef(data.running);
  const groups = [...new Set(data.catalogue.map((c) => c.group))];
  const toggle = (n: string) => setPicked((p) => (p.includes(n) ? p.filter((x) => x !== n) : [...p, n]));
  const done = data.catalogue.filter((c) => picked.includes(c.name) && c.exists).length;

  useEffect(() => {
    if (wasRunning.current && !data.running) toast.success(t('adminCharacters.finished'));
    wasRunning.current = data.running;
  }, [data.running, t]);

  async function generate() {
    if (!picked.length) {
      toast.error(t('adminCharacters.noneTitle'), { description: t('adminCharacters.none') });
      return;
    }
    setStarting(true);
    try {
      await startMassCharacters(picked, cleanupFirst);
      toast(t('adminCharacters.started'));
      await qc.invalidateQueries({ queryKey: ADMIN_CHARACTERS_KEY });
    } catch (e) {
      toast.error(t('adminCharacters.failedTitle'), {
        description: e instanceof Error ? e.message : String(e),
      });
    } finally {
      setStarting(false);
    }
  }

  return (
    <Card>
      <CardBody className="grid gap-4">
        <div className="grid gap-1">
          <h2 className="flex items-center gap-2 text-xl">
            <Users className="size-5 text-primary" aria-hidden />
            {t('adminCharacters.generation')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('adminCharacters.generationLead')}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setPicked(data.catalogue.map((c) => c.name))}>
            {t('adminCharacters.selectAll')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setPicked([])}>
            {t('adminCharacters.clearAll')}
          </Button>
        </div>
        {groups.map((g) => (
          <fieldset key={g} className="grid gap-1">
            <legend className="mb-1 text-sm font-semibold">{g}</legend>
            <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
              {data.catalogue
                .filter((c) => c.group === g)
                .map((c) => (
                  <label
                    key={c.name}
                    className="flex items-center gap-2 rounded-lg px-2 py-1 hover:bg-accent"
                  >
                    <input
                      type="checkbox"
                      checked={picked.includes(c.name)}
                      onChange={() => toggle(c.name)}
                    />
                    {c.name}
                    {c.exists && (
                      <span className="text-xs text-muted-foreground">· {t('adminCharacters.exists')}</span>
                    )}
                  </label>
                ))}
            </div>
          </fieldset>
        ))}
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={cleanupFirst} onChange={(e) => setCleanupFirst(e.target.checked)} />
          {t('adminCharacters.cleanupFirst')}
        </label>
        {data.running && (
          <div className="grid gap-1" role="status">
            <p className="text-sm">{t('adminCharacters.running', { done, total: picked.length || done })}</p>
            <div className="h-2 overflow-hidden rounded-full bg-muted">
              <div
                className="h-full bg-primary transition-all"
                style={{ width: `${picked.length ? Math.round((done / picked.length) * 100) : 50}%` }}
              />
            </div>
          </div>
        )}
        <Button onClick={generate} disabled={!picked.length || starting || data.running} className="w-fit">
          {t('adminCharacters.generate', { count: picked.length })}
        </Button>
      </CardBody>
    </Card>
  );
}
