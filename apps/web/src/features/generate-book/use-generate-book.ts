import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiFieldError } from '../../lib/idempotent-post';
import { useStartBook } from '../../lib/use-start-book';

/**
 * POST /api/generate (one Idempotency-Key per attempt), then /my-books. Errors become the spec's
 * toasts (§8); a 400's `fields` go back to the form through `onFields`.
 */
export function useGenerateBook(opts: {
  onStarted: () => void;
  onFields: (f: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  return useStartBook<Record<string, unknown>>('/api/generate', {
    onStarted: opts.onStarted,
    onError: (e, refreshMe) => {
      if (!(e instanceof ApiFieldError)) {
        toast.error(t('generateBook.failed'), { description: t('generateBook.failedDefault') });
        return;
      }
      if (e.status === 401) {
        // The session ended while the page was open: the page swaps to its sign-in card.
        void refreshMe();
        toast.error(t('generateBook.authTitle'), { description: t('generateBook.authText') });
      } else if (e.status === 402) {
        void refreshMe();
        toast.error(t('generateBook.insufficientToast'), { description: e.message });
      } else if (e.status === 422 && e.code === 'content_not_approved') {
        toast.error(t('generateBook.notApproved'), { description: e.message });
      } else {
        if (Object.keys(e.fields).length) opts.onFields(e.fields);
        toast.error(t('generateBook.failed'), { description: e.message || t('generateBook.failedDefault') });
      }
    },
  });
}
