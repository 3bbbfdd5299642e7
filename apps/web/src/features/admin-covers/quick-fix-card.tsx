import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Search, Wrench } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { api } from '../../lib/api';
import { COVER_RUNS_KEY } from './mass-cover-generator';

type QuickFix = {
  dryRun: boolean;
  deletedTemplates: number;
  failedBooks: number;
  plannedCovers: number;
  categories: string[];
  provider: string;
  runId: string | null;
};

/**
 * Quick Fix (spec: /admin/covers): one button that removes broken covers, fails and refunds stuck
 * books, and draws the covers the gallery is missing. It always counts first, then runs.
 */
export function QuickFixCard({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [found, setFound] = useState<QuickFix>();
  const call = useMutation({
    mutationFn: (dryRun: boolean) =>
      api<QuickFix>('/api/admin/covers/quick-fix', { method: 'POST', body: { dryRun } }),
    onSuccess: (r) => {
      if (r.dryRun) return setFound(r);
      setFound(undefined);
      toast.success(t('adminCovers.quickFix.done'), {
        description: t('adminCovers.quickFix.doneSummary', r),
      });
      void qc.invalidateQueries({ queryKey: COVER_RUNS_KEY });
      onDone();
    },
    onError: (e) => toast.error(t('adminCovers.quickFix.failed'), { description: (e as Error).message }),
  });
  const nothing = found && found.deletedTemplates + found.failedBooks + found.plannedCovers === 0;
  return (
    <Card>
      <CardBody className="grid gap-3">
        <h2 className="text-xl">{t('adminCovers.quickFix.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('adminCovers.quickFix.lead')}</p>
        {found && (
          <p className="text-sm font-semibold" role="status">
            {nothing ? t('adminCovers.quickFix.nothing') : t('adminCovers.quickFix.summary', found)}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={call.isPending} onClick={() => call.mutate(true)}>
            <Search aria-hidden />
            {t('adminCovers.quickFix.check')}
          </Button>
          <Button size="sm" disabled={call.isPending || !found || nothing} onClick={() => call.mutate(false)}>
            <Wrench aria-hidden />
            {call.isPending ? t('adminCovers.quickFix.running') : t('adminCovers.quickFix.run')}
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
