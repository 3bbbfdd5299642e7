import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Card, CardBody } from '../../components/ui/card';
import { RUNS_SHOWN, useStoryRuns } from './admin-books-api';

/** The latest mass story runs (20 kept, 5 shown). */
export function RunHistory() {
  const { t, i18n } = useTranslation();
  const runs = useStoryRuns();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const shown = runs.data?.slice(0, RUNS_SHOWN) ?? [];
  return (
    <Card>
      <CardBody className="grid gap-2">
        <h2 className="text-xl">{t('samples.admin.runs')}</h2>
        {runs.data && shown.length === 0 && (
          <p className="text-muted-foreground">{t('samples.admin.noRuns')}</p>
        )}
        <ul className="grid gap-1.5" data-testid="run-history">
          {shown.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2 text-sm">
              <Badge>{t(`samples.admin.status.${r.status}`)}</Badge>
              {t('samples.admin.runLine', {
                date: date.format(new Date(r.createdAt)),
                generated: r.generated,
                failed: r.failed,
                total: r.total,
              })}
              {r.error && <span className="text-destructive">{r.error}</span>}
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
