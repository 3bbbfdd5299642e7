import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { ApiError, api } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';

type Check = {
  id: string;
  feature: string;
  scope: 'backend' | 'function' | 'frontend';
  status: 'YES' | 'NO' | 'MANUAL';
  notes: string;
  urls: string[];
};
type Audit = {
  checkedAt: string;
  tookMs: number;
  percent: number;
  backend: { passed: number; total: number };
  functions: { passed: number; total: number };
  live: boolean;
  checks: Check[];
};
/** Pages a person checks by eye; marked YES/NO here, kept in this browser under the audit key. */
const FRONTEND = [
  '/',
  '/dashboard',
  '/generate-book',
  '/one-click-story',
  '/my-books',
  '/cover-gallery',
  '/character-gallery',
  '/book-gallery',
  '/pricing',
  '/account',
  '/admin',
];
const AUDIT_KEY = 'bookloom.dev-status.audit';
export const REFRESH_MS = 10_000;

const readMarks = (): Record<string, 'YES' | 'NO'> => {
  try {
    return JSON.parse(localStorage.getItem(AUDIT_KEY) ?? '{}');
  } catch {
    return {};
  }
};

/** The live audit of GET /api/dev/status: badge, four tiles, the checks table, raw audit. */
export function DevStatusAudit() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminDashboard.devStatus.title'));
  const [marks, setMarks] = useState(readMarks);
  const audit = useQuery({
    queryKey: ['dev-status'],
    queryFn: () => api<Audit>('/api/dev/status'),
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  const mark = (id: string, v: 'YES' | 'NO') => {
    const next = { ...marks, [id]: v };
    localStorage.setItem(AUDIT_KEY, JSON.stringify(next));
    setMarks(next);
  };
  const a = audit.data;
  const frontend: Check[] = FRONTEND.map((p) => ({
    id: `page${p}`,
    feature: p,
    scope: 'frontend',
    status: marks[`page${p}`] ?? 'MANUAL',
    notes: '',
    urls: [p],
  }));
  const frontYes = frontend.filter((c) => c.status === 'YES').length;
  const error = audit.isError
    ? audit.error instanceof ApiError
      ? `HTTP ${audit.error.status}`
      : t('adminDashboard.devStatus.network')
    : undefined;
  const live = Boolean(a?.live) && !error;
  const tiles = [
    { label: t('adminDashboard.devStatus.frontend'), value: `${frontYes}/${frontend.length}` },
    {
      label: t('adminDashboard.devStatus.backend'),
      value: a ? `${a.backend.passed}/${a.backend.total}` : '–',
    },
    {
      label: t('adminDashboard.devStatus.functions'),
      value: a ? `${a.functions.passed}/${a.functions.total}` : '–',
    },
    {
      label: t('adminDashboard.devStatus.statusTile'),
      value: live ? t('adminDashboard.devStatus.live') : t('adminDashboard.devStatus.error'),
      bad: !live,
    },
  ];
  const rows = [...(a?.checks ?? []), ...frontend];
  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-3xl">{t('adminDashboard.devStatus.title')}</h1>
          <p className="text-muted-foreground">{t('adminDashboard.devStatus.lead')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {a && (
            <Badge
              data-testid="percent"
              className={a.percent > 70 ? 'bg-primary text-primary-foreground' : undefined}
            >
              {t('adminDashboard.devStatus.complete', { percent: a.percent })} ·{' '}
              {a.percent > 70
                ? t('adminDashboard.devStatus.ready')
                : t('adminDashboard.devStatus.inDevelopment')}
            </Badge>
          )}
          <Button variant="outline" size="sm" onClick={() => audit.refetch()} disabled={audit.isFetching}>
            <RefreshCw aria-hidden className={audit.isFetching ? 'animate-spin' : undefined} />
            {audit.isFetching
              ? t('adminDashboard.devStatus.refreshing')
              : t('adminDashboard.devStatus.refresh')}
          </Button>
        </div>
      </header>
      {error && (
        <p role="alert" className="rounded-xl border border-destructive p-3 text-destructive">
          {t('adminDashboard.devStatus.failed', { reason: error })}
        </p>
      )}
      <section
        className="grid grid-cols-2 gap-4 lg:grid-cols-4"
        aria-label={t('adminDashboard.devStatus.title')}
      >
        {tiles.map((tile) => (
          <Card key={tile.label} data-testid="status-tile">
            <CardBody className="grid gap-1 sm:p-5">
              <p className="text-sm font-semibold text-muted-foreground">{tile.label}</p>
              <p
                className={cn(
                  'font-display text-2xl font-semibold sm:text-3xl',
                  tile.bad && 'text-destructive',
                )}
              >
                {tile.value}
              </p>
            </CardBody>
          </Card>
        ))}
      </section>
      {audit.dataUpdatedAt > 0 && (
        <p className="text-sm text-muted-foreground">
          {t('adminDashboard.devStatus.lastRefreshed', {
            time: new Date(audit.dataUpdatedAt).toLocaleTimeString(i18n.language),
          })}
        </p>
      )}
      <Card>
        <CardBody className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b">
                {(['colId', 'colFeature', 'colScope', 'colStatus', 'colNotes', 'colUrls'] as const).map(
                  (c) => (
                    <th key={c} className="py-2 pr-3">
                      {t(`adminDashboard.devStatus.${c}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.id} className="border-b align-top last:border-0">
                  <td className="py-2 pr-3 font-mono text-xs">{c.id}</td>
                  <td className="py-2 pr-3">
                    {c.scope === 'backend'
                      ? t(`adminDashboard.devStatus.checks.${c.id}`, { defaultValue: c.feature })
                      : c.feature}
                  </td>
                  <td className="py-2 pr-3">{t(`adminDashboard.devStatus.scopes.${c.scope}`)}</td>
                  <td className="py-2 pr-3">
                    <span
                      className={cn(
                        'rounded-md px-1.5 py-0.5 text-xs font-bold',
                        c.status === 'YES'
                          ? 'bg-primary/15 text-primary'
                          : c.status === 'NO'
                            ? 'bg-destructive/15 text-destructive'
                            : 'bg-muted',
                      )}
                    >
                      {c.status}
                    </span>
                    {c.scope === 'frontend' && (
                      <span className="mt-1 flex gap-1">
                        <Button
                          size="sm"
                          variant="ghost"
                          className="h-7 px-2 text-xs"
                          onClick={() => mark(c.id, 'YES')}
                          aria-label={`${t('adminDashboard.devStatus.markYes')} ${c.feature}`}
                        >
                          YES
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          className="h-7 px-2 text-xs"
                          onClick={() => mark(c.id, 'NO')}
                          aria-label={`${t('adminDashboard.devStatus.markNo')} ${c.feature}`}
                        >
                          NO
                        </Button>
                      </span>
                    )}
                  </td>
                  <td className="py-2 pr-3 break-words">{c.notes}</td>
                  <td className="py-2 font-mono text-xs break-all">{c.urls.join(' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardBody>
      </Card>
      {a && (
        <details className="rounded-2xl border bg-card p-4">
          <summary className="cursor-pointer font-semibold">{t('adminDashboard.devStatus.raw')}</summary>
          <pre className="mt-3 overflow-x-auto text-xs whitespace-pre-wrap break-all">
            {JSON.stringify(a, null, 2)}
          </pre>
        </details>
      )}
    </div>
  );
}
