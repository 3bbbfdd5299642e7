import { useTranslation } from 'react-i18next';
import type { Preflight } from './types';

/**
 * The print check in a self-publisher's words: per finding the page, what is wrong (translated by
 * its code; the engine's own sentence, with its measurements, underneath) and how to fix it.
 */
export function PreflightReport({ preflight }: { preflight: Preflight }) {
  const { t } = useTranslation();
  const shown = preflight.findings.filter((f) => f.severity !== 'info');
  if (preflight.ok && shown.length === 0)
    return (
      <p className="text-xs text-muted-foreground" data-testid="preflight-ok">
        {t('print.reportOk')}
      </p>
    );
  return (
    <section
      aria-label={t('print.reportTitle')}
      className="grid gap-1.5 text-sm"
      data-testid="preflight-report"
    >
      <p className="font-semibold">{preflight.ok ? t('print.reportTitle') : t('print.reportFailed')}</p>
      <ul className="grid max-h-64 gap-1.5 overflow-y-auto">
        {shown.map((f, i) => (
          <li
            // Findings have no id; their order is stable for one report.
            // biome-ignore lint/suspicious/noArrayIndexKey: a report is rendered once, never reordered
            key={i}
            className={
              f.severity === 'error'
                ? 'rounded-lg border border-destructive/40 bg-destructive/10 px-2.5 py-1.5'
                : 'rounded-lg border px-2.5 py-1.5'
            }
          >
            <span className="font-semibold">
              {f.page ? t('print.page', { page: f.page }) : t('print.whole')}
            </span>
            {' — '}
            {t(`print.what.${f.code}`, { defaultValue: f.message })}
            <span className="block text-xs text-muted-foreground">{f.message}</span>
            {f.fix && (
              <span className="block text-xs">
                <span className="font-semibold">{t('print.fixLabel')}</span>{' '}
                {t(`print.fixes.${f.code}`, { defaultValue: f.fix })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
