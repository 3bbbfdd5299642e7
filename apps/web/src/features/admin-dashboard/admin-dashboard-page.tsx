import { AlertTriangle, BookOpen, Coins, HardDrive, ListChecks, RefreshCw, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { LoadingCard } from '../../components/ui/loading-card';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CleanupSection } from './cleanup-section';
import { RefundCard } from './refund-card';
import { StatCard } from './stat-card';
import { TestimonialsCard } from './testimonials-card';
import { formatBytes, useAdminStats } from './use-admin-stats';

const STATUSES = ['generating', 'generating_images', 'completed', 'failed'] as const;

/** /admin: live figures, recent failures, #cleanup and the pack refund. */
export default function AdminDashboardPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminDashboard.title'));
  const stats = useAdminStats();
  const n = (v: number) => v.toLocaleString(i18n.language);
  const s = stats.data;
  const totalBooks = s ? Object.values(s.books).reduce((a, b) => a + b, 0) : 0;
  const files = s ? Object.values(s.storage.files).reduce((a, b) => a + b, 0) : 0;
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-3xl">{t('adminDashboard.title')}</h1>
          <p className="text-muted-foreground">{t('adminDashboard.lead')}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => stats.refetch()} disabled={stats.isFetching}>
          <RefreshCw aria-hidden className={stats.isFetching ? 'animate-spin' : undefined} />
          {t('adminDashboard.refresh')}
        </Button>
      </header>
      {stats.isPending && <LoadingCard />}
      {stats.isError && (
        <Card role="alert" className="border-destructive">
          <CardBody>
            <p className="font-semibold">{t('adminDashboard.loadFailed')}</p>
            <p className="text-muted-foreground">{t('adminDashboard.loadFailedText')}</p>
          </CardBody>
        </Card>
      )}
      {s && (
        <>
          <section
            className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
            aria-label={t('adminDashboard.title')}
          >
            <StatCard icon={Users} label={t('adminDashboard.users')} value={n(s.users)} />
            <StatCard
              icon={BookOpen}
              label={t('adminDashboard.books')}
              value={n(totalBooks)}
              detail={
                <ul className="flex flex-wrap gap-x-3">
                  {STATUSES.map((st) => (
                    <li key={st}>
                      {t(`adminDashboard.status.${st}`)}: <strong>{n(s.books[st] ?? 0)}</strong>
                    </li>
                  ))}
                </ul>
              }
            />
            <StatCard
              icon={Coins}
              label={t('adminDashboard.creditsSold')}
              value={n(s.credits.sold)}
              detail={`${t('adminDashboard.creditsSpent')}: ${n(s.credits.spent)} · ${t('adminDashboard.creditsRefunded', { count: s.credits.refunded })}`}
            />
            <StatCard
              icon={ListChecks}
              label={t('adminDashboard.jobs')}
              value={n(s.jobs.queued + s.jobs.running)}
              detail={`${t('adminDashboard.jobsQueued')} ${n(s.jobs.queued)} · ${t('adminDashboard.jobsRunning')} ${n(s.jobs.running)} · ${t('adminDashboard.jobsFailed')} ${n(s.jobs.failed)}`}
            />
            <StatCard
              icon={HardDrive}
              label={t('adminDashboard.storage')}
              value={formatBytes(s.storage.totalBytes, i18n.language)}
              detail={t('adminDashboard.storageText', {
                files: n(files),
                size: formatBytes(s.storage.bytes.exports ?? 0, i18n.language),
              })}
            />
          </section>
          <Card>
            <CardBody className="grid gap-3">
              <h2 className="flex items-center gap-2 text-xl">
                <AlertTriangle className="size-5 text-destructive" aria-hidden />
                {t('adminDashboard.recentFailures')}
              </h2>
              {s.recentFailures.length === 0 ? (
                <p className="text-muted-foreground">{t('adminDashboard.noFailures')}</p>
              ) : (
                <ul className="grid gap-2">
                  {s.recentFailures.map((f) => (
                    <li key={f.id} className="grid gap-0.5 rounded-xl bg-muted/60 px-3 py-2">
                      <span className="font-semibold break-words">{f.title}</span>
                      <span className="text-sm break-words text-muted-foreground">
                        {new Date(f.updatedAt).toLocaleString(i18n.language)} · {f.error}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardBody>
          </Card>
        </>
      )}
      <CleanupSection />
      <RefundCard />
      <TestimonialsCard />
    </div>
  );
}
