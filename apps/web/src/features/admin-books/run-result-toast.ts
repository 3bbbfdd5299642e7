import type { TFunction } from 'i18next';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import type { StoryRun } from './admin-books-api';

/** Spec §8: the mass story generator's result toasts, for a finished run. */
export function toastRunResult(t: TFunction, run: StoryRun) {
  const counts = { generated: run.generated, failed: run.failed };
  if (run.status === 'failed')
    toast.error(t('samples.admin.failedTitle'), {
      description: t('samples.admin.failedError', { message: run.error ?? t('samples.admin.unknownError') }),
    });
  else if (run.failed === 0)
    toast.success(t('samples.admin.successTitle'), { description: t('samples.admin.success', counts) });
  else if (run.generated > 0)
    toast(t('samples.admin.issuesTitle'), { description: t('samples.admin.issuesCount', counts) });
  else toast.error(t('samples.admin.issuesTitle'), { description: t('samples.admin.issuesCount', counts) });
}

/** A refused start: the server's message (409 busy, 400 validation), or the spec's exception text. */
export function toastStartError(t: TFunction, e: unknown) {
  if (e instanceof ApiError)
    toast.error(t('samples.admin.failedTitle'), {
      description: t('samples.admin.failedError', { message: e.message || t('samples.admin.unknownError') }),
    });
  else {
    console.error(e);
    toast.error(t('samples.admin.failedTitle'), { description: t('samples.admin.failedException') });
  }
}
