import { useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { ApiError } from '../../lib/api';
import {
  type MassStoryRequest,
  RUNS_KEY,
  SAMPLES_KEY,
  startMassStories,
  useStoryRuns,
} from './admin-books-api';
import { toastRunResult, toastStartError } from './run-result-toast';
import { StoryTypePicker } from './story-type-picker';

const DEFAULT_WATERMARK = 'SAMPLE - For testing only - Do not publish';
const FORMATS = ['both', 'pdf', 'epub'] as const;

/** Spec §2: unparsable becomes 1 (out-of-range numbers go to the server, which answers a field error). */
const perTypeOf = (s: string) => {
  const n = Number.parseInt(s, 10);
  return Number.isNaN(n) ? 1 : n;
};

/** The Mass Story Generator card: form, summary, live progress of the running run, result toasts. */
export function MassStoryGenerator() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const runs = useStoryRuns();
  const [types, setTypes] = useState<string[]>([]);
  const [perType, setPerType] = useState('3');
  const [format, setFormat] = useState<MassStoryRequest['exportFormat']>('both');
  const [addWatermark, setAddWatermark] = useState(true);
  const [watermarkText, setWatermarkText] = useState(DEFAULT_WATERMARK);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [starting, setStarting] = useState(false);
  const watched = useRef<string | null>(null);

  const active = runs.data?.find((r) => r.status === 'queued' || r.status === 'running');
  const n = perTypeOf(perType);
  const total = types.length * n;

  useEffect(() => {
    // A run started before this page opened is followed too (its result toast shows when it ends).
    if (!watched.current && active) watched.current = active.id;
    const id = watched.current;
    const run = id ? runs.data?.find((r) => r.id === id) : undefined;
    if (!run || run.status === 'queued' || run.status === 'running') return;
    watched.current = null;
    toastRunResult(t, run);
    void qc.invalidateQueries({ queryKey: SAMPLES_KEY });
  }, [runs.data, active, t, qc]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (types.length === 0) {
      toast.error(t('samples.admin.noTypesTitle'), { description: t('samples.admin.noTypes') });
      return;
    }
    setFields({});
    setStarting(true);
    try {
      const r = await startMassStories({
        storyTypes: types,
        storiesPerType: n,
        exportFormat: format,
        addWatermark,
        watermarkText,
      });
      watched.current = r.runId;
      await qc.invalidateQueries({ queryKey: RUNS_KEY });
    } catch (err) {
      if (err instanceof ApiError && err.details.fields)
        setFields(err.details.fields as Record<string, string>);
      toastStartError(t, err);
    } finally {
      setStarting(false);
    }
  }

  const progress = active
    ? Math.round(((active.generated + active.failed) / Math.max(1, active.total)) * 100)
    : 0;
  return (
    <Card>
      <CardBody className="grid gap-4">
        <div className="grid gap-1">
          <h2 className="flex items-center gap-2 text-xl">
            <Sparkles className="size-5 text-primary" aria-hidden />
            {t('samples.admin.generator')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('samples.admin.generatorLead')}</p>
        </div>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <StoryTypePicker value={types} onChange={setTypes} />
          {fields.storyTypes && <p className="text-sm text-destructive">{fields.storyTypes}</p>}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('samples.admin.perType')}
              type="number"
              min={1}
              max={10}
              value={perType}
              onChange={(e) => setPerType(e.target.value)}
              error={fields.storiesPerType}
              name="storiesPerType"
            />
            <label className="grid gap-1.5">
              <span className="text-sm font-semibold">{t('samples.admin.exportFormat')}</span>
              <select
                className="h-11 w-full min-w-0 rounded-xl border border-input bg-card px-3"
                value={format}
                onChange={(e) => setFormat(e.target.value as MassStoryRequest['exportFormat'])}
              >
                {FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {t(`samples.admin.formats.${f}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={addWatermark}
              onChange={(e) => setAddWatermark(e.target.checked)}
            />
            {t('samples.admin.addWatermark')}
          </label>
          {addWatermark && (
            <Field
              label={t('samples.admin.watermarkText')}
              value={watermarkText}
              maxLength={100}
              onChange={(e) => setWatermarkText(e.target.value)}
              error={fields.watermarkText}
            />
          )}
          <div className="rounded-xl bg-muted p-3 text-sm" data-testid="mass-summary">
            <p className="font-semibold">{t('samples.admin.summary')}</p>
            <p>
              {t('samples.admin.summaryTypes', { count: types.length })} ·{' '}
              {t('samples.admin.summaryPerType', { count: n })} ·{' '}
              {t('samples.admin.summaryTotal', { count: total })} ·{' '}
              {t('samples.admin.summaryFormat', { format: t(`samples.admin.formats.${format}`) })} ·{' '}
              {t('samples.admin.summaryWatermark', {
                value: t(addWatermark ? 'samples.admin.yes' : 'samples.admin.no'),
              })}
            </p>
          </div>
          {active && (
            <div className="grid gap-1" role="status">
              <p className="text-sm">
                {t('samples.admin.running', { done: active.generated + active.failed, total: active.total })}
              </p>
              <div
                className="h-2 overflow-hidden rounded-full bg-muted"
                role="progressbar"
                aria-valuenow={progress}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <div className="h-full bg-primary transition-all" style={{ width: `${progress}%` }} />
              </div>
            </div>
          )}
          <Button type="submit" disabled={types.length === 0 || starting || !!active} className="w-fit">
            {t('samples.admin.generate', { count: total })}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
