import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { ApiError, api } from '../../lib/api';

type CoverRun = {
  id: string;
  status: 'queued' | 'running' | 'completed' | 'failed';
  planned: number;
  generated: number;
  failed: number;
  error: string | null;
  request: { dryRun?: boolean };
  createdAt: string;
};
type Runs = { runs: CoverRun[]; categories: string[]; providers: string[] };
export const COVER_RUNS_KEY = ['admin-cover-runs'] as const;
const PROVIDERS = ['builtin', 'openai', 'replicate'] as const;
const RUNS_SHOWN = 5;
const num = (s: string) => {
  const n = Number(s);
  return s.trim() === '' || Number.isNaN(n) ? s : n;
};

/** The Mass Cover Generator card with its run history (20 kept, 5 shown) and live progress. */
export function MassCoverGenerator({ onFinished }: { onFinished: () => void }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const runs = useQuery({
    queryKey: COVER_RUNS_KEY,
    queryFn: () => api<Runs>('/api/admin/covers/runs'),
    refetchInterval: (q) =>
      q.state.data?.runs.some((r) => r.status === 'queued' || r.status === 'running') ? 2000 : false,
  });
  const [cats, setCats] = useState<string[]>([]);
  const [maxTotal, setMaxTotal] = useState('20');
  const [perStyle, setPerStyle] = useState('5');
  const [provider, setProvider] = useState('builtin');
  const [dryRun, setDryRun] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const watched = useRef<string | null>(null);
  const active = runs.data?.runs.find((r) => r.status === 'queued' || r.status === 'running');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  useEffect(() => {
    if (!watched.current && active) watched.current = active.id;
    const run = runs.data?.runs.find((r) => r.id === watched.current);
    if (!run || run.status === 'queued' || run.status === 'running') return;
    watched.current = null;
    if (run.status === 'failed') toast.error(t('adminCovers.failedTitle'), { description: run.error ?? '' });
    else toast.success(t('adminCovers.finished', { generated: run.generated, failed: run.failed }));
    onFinished();
  }, [runs.data, active, t, onFinished]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!cats.length) {
      toast.error(t('adminCovers.noCategoriesTitle'), { description: t('adminCovers.noCategories') });
      return;
    }
    setFields({});
    try {
      const r = await api<{ runId: string; planned: number; dryRun: boolean }>('/api/admin/covers/generate', {
        method: 'POST',
        body: { categories: cats, maxTotal: num(maxTotal), perStyle: num(perStyle), provider, dryRun },
      });
      if (r.dryRun) toast(t('adminCovers.planned', { count: r.planned }));
      else watched.current = r.runId;
      await qc.invalidateQueries({ queryKey: COVER_RUNS_KEY });
    } catch (err) {
      if (err instanceof ApiError && err.details.fields)
        setFields(err.details.fields as Record<string, string>);
      toast.error(t('adminCovers.failedTitle'), {
        description: err instanceof Error ? err.message : String(err),
      });
    }
  }

  const all = runs.data?.categories ?? [];
  const configured = runs.data?.providers ?? ['builtin'];
  const toggle = (c: string) => setCats((p) => (p.includes(c) ? p.filter((x) => x !== c) : [...p, c]));
  const pct = active
    ? Math.round(((active.generated + active.failed) / Math.max(1, active.planned)) * 100)
    : 0;
  return (
    <Card>
      <CardBody className="grid gap-4">
        <div className="grid gap-1">
          <h2 className="flex items-center gap-2 text-xl">
            <Sparkles className="size-5 text-primary" aria-hidden />
            {t('adminCovers.generator')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('adminCovers.generatorLead')}</p>
        </div>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold">{t('adminCovers.categories')}</legend>
            <div className="flex gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => setCats(all)}>
                {t('adminCovers.selectAll')}
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => setCats([])}>
                {t('adminCovers.clearAll')}
              </Button>
            </div>
            <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
              {all.map((c) => (
                <label key={c} className="flex items-center gap-2 rounded-lg px-2 py-1 hover:bg-accent">
                  <input type="checkbox" checked={cats.includes(c)} onChange={() => toggle(c)} />
                  {c}
                </label>
              ))}
            </div>
            {fields.categories && <p className="text-sm text-destructive">{fields.categories}</p>}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field
              label={t('adminCovers.maxTotal')}
              type="number"
              min={1}
              max={100}
              value={maxTotal}
              onChange={(e) => setMaxTotal(e.target.value)}
              error={fields.maxTotal}
            />
            <Field
              label={t('adminCovers.perStyle')}
              type="number"
              min={1}
              max={10}
              value={perStyle}
              onChange={(e) => setPerStyle(e.target.value)}
              error={fields.perStyle}
            />
            <label className="grid gap-1.5">
              <span className="text-sm font-semibold">{t('adminCovers.provider')}</span>
              <select
                className="h-11 w-full min-w-0 rounded-xl border border-input bg-card px-3"
                value={provider}
                onChange={(e) => setProvider(e.target.value)}
              >
                {PROVIDERS.map((p) => (
                  <option key={p} value={p} disabled={!configured.includes(p)}>
                    {configured.includes(p) ? p : t('adminCovers.providerOff', { name: p })}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={dryRun} onChange={(e) => setDryRun(e.target.checked)} />
            {t('adminCovers.dryRun')}
          </label>
          {active && (
            <div className="grid gap-1" role="status">
              <p className="text-sm">
                {t('adminCovers.running', { done: active.generated + active.failed, total: active.planned })}
              </p>
              <div className="h-2 overflow-hidden rounded-full bg-muted">
                <div className="h-full bg-primary transition-all" style={{ width: `${pct}%` }} />
              </div>
            </div>
          )}
          <Button type="submit" disabled={!cats.length || !!active} className="w-fit">
            {t('adminCovers.generate', { count: Number(maxTotal) || 0 })}
          </Button>
        </form>
        <div className="grid gap-2">
          <h3 className="text-lg">{t('adminCovers.runs')}</h3>
          {runs.data?.runs.length === 0 && <p className="text-muted-foreground">{t('adminCovers.noRuns')}</p>}
          <ul className="grid gap-1.5" data-testid="cover-runs">
            {runs.data?.runs.slice(0, RUNS_SHOWN).map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-2 text-sm">
                <Badge>{t(`adminCovers.status.${r.status}`)}</Badge>
                {r.request.dryRun && <Badge>{t('adminCovers.dry')}</Badge>}
                {t('adminCovers.runLine', {
                  date: date.format(new Date(r.createdAt)),
                  generated: r.generated,
                  failed: r.failed,
                  planned: r.planned,
                })}
              </li>
            ))}
          </ul>
        </div>
      </CardBody>
    </Card>
  );
}
