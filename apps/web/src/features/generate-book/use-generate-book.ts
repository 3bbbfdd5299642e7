import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiFieldError, postIdempotent, useIdempotencyKey } from '../../lib/idempotent-post';
import { useRefreshMe } from '../../lib/session';

type Started = { bookId: string; jobId: string };

/**
 * POST /api/generate with one Idempotency-Key per attempt, then /my-books. Errors become the spec's
 * toasts (§8); a 400's `fields` go back to the form through `onFields`.
 */
export function useGenerateBook(opts: {
  onStarted: () => void;
  onFields: (f: Record<string, string>) => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  const attempt = useIdempotencyKey();
  // Two clicks in one frame both run before React disables the button: only the first one starts.
  const busy = useRef(false);
  const mutation = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      postIdempotent<Started>('/api/generate', body, attempt.keyFor(body), i18n.language),
    onSettled: () => {
      busy.current = false;
    },
    onSuccess: async () => {
      attempt.settle();
      opts.onStarted();
      toast.success(t('generateBook.started'), { description: t('generateBook.startedText') });
      await refreshMe();
      navigate('/my-books');
    },
    onError: (e) => {
      attempt.settle(e);
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
  const start = (body: Record<string, unknown>) => {
    if (busy.current) return;
    busy.current = true;
    mutation.mutate(body);
  };
  return { ...mutation, start };
}
