import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eraser, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { ApiError, api } from '../../lib/api';
import { ADMIN_STATS_KEY } from './use-admin-stats';

const ACTIONS = ['broken-covers', 'broken-characters', 'stuck-books', 'orphan-files'] as const;
type Action = (typeof ACTIONS)[number];
type Result = { action: Action; dryRun: boolean; count: number; sample: string[] };

/** "At most" as typed: a whole number 1–1000, else undefined (the field shows an error). */
export function parseMax(v: string): number | undefined {
  if (!/^\d+$/.test(v.trim())) return undefined;
  const n = Number(v);
  return n >= 1 && n <= 1000 ? n : undefined;
}

/** #cleanup: each action counts first (dry run), then runs on what it found. */
export function CleanupSection() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const [max, setMax] = useState('500');
  const [serverMaxError, setServerMaxError] = useState(false);
  useEffect(() => {
    if (hash === '#cleanup') ref.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  const maxValue = parseMax(max);
  return (
    <section id="cleanup" ref={ref} aria-labelledby="cleanup-title" className="scroll-mt-20">
      <Card>
        <CardBody className="grid gap-4">
          <div className="grid gap-1">
            <h2 id="cleanup-title" className="text-2xl">
              {t('adminDashboard.cleanup.title')}
            </h2>
            <p className="text-muted-foreground">{t('adminDashboard.cleanup.lead')}</p>
          </div>
          <Field
            label={t('adminDashboard.cleanup.max')}
            inputMode="numeric"
            className="max-w-56"
            value={max}
            onChange={(e) => {
              setMax(e.target.value);
              setServerMaxError(false);
            }}
            error={
              maxValue === undefined || serverMaxError ? t('adminDashboard.cleanup.maxError') : undefined
            }
          />
          <ul className="grid gap-3">
            {ACTIONS.map((a) => (
              <CleanupRow key={a} action={a} max={maxValue} onMaxRefused={() => setServerMaxError(true)} />
            ))}
          </ul>
        </CardBody>
      </Card>
    </section>
  );
}

function CleanupRow({ action, max, onMaxRefused }: { action: Action; max?: number; onMaxRefused(): void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [found, setFound] = useState<Result>();
  const call = useMutation({
    mutationFn: (dryRun: boolean) =>
      api<Result>(`/api/admin/cleanup/${action}`, { method: 'POST', body: { dryRun, max } }),
    onSuccess: (r) => {
      if (r.dryRun) return setFound(r);
      setFound(undefined);
      toast.success(t('adminDashboard.cleanup.done', { count: r.count }));
      void qc.invalidateQueries({ queryKey: ADMIN_STATS_KEY });
    },
    onError: (e) => {
      if (e instanceof ApiError && (e.details.fields as Record<string, string> | undefined)?.max)
        onMaxRefused();
      toast.error(t(`adminDashboard.cleanup.actions.${action}.error`), { description: (e as Error).message });
    },
  });
  const busy = call.isPending;
  return (
    <li
      className="grid gap-3 rounded-xl border p-4 sm:grid-cols-[1fr_auto] sm:items-center"
      data-action={action}
    >
      <div className="grid gap-1">
        <h3 className="font-semibold">{t(`adminDashboard.cleanup.actions.${action}.title`)}</h3>
        <p className="text-sm text-muted-foreground">{t(`adminDashboard.cleanup.actions.${action}.text`)}</p>
        {found && (
          <p className="text-sm font-semibold" role="status">
            {found.count > 0
              ? t('adminDashboard.cleanup.found', { count: found.count })
              : t('adminDashboard.cleanup.foundNone')}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={busy || max === undefined}
          onClick={() => call.mutate(true)}
        >
          <Search aria-hidden />
          {busy ? t('adminDashboard.cleanup.running') : t('adminDashboard.cleanup.check')}
        </Button>
        <Button
          size="sm"
          disabled={busy || !found || found.count === 0 || max === undefined}
          onClick={() => call.mutate(false)}
        >
          <Eraser aria-hidden />
          {t('adminDashboard.cleanup.run', { count: Math.min(found?.count ?? 0, max ?? 0) })}
        </Button>
      </div>
    </li>
  );
}
