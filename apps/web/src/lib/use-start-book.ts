import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { postIdempotent, useIdempotencyKey } from './idempotent-post';
import { useRefreshMe } from './session';

type Started = { bookId: string; jobId: string };

/**
 * Starts a book (POST /api/generate or /api/one-click) with one Idempotency-Key per attempt, then
 * refreshes the balance and goes to /my-books. The page words its own errors (`onError`).
 */
export function useStartBook<B extends object>(
  path: string,
  handlers: { onStarted?: () => void; onError: (e: unknown, refreshMe: () => Promise<unknown>) => void },
) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  const attempt = useIdempotencyKey();
  // Two clicks in one frame both run before React disables the button: only the first one starts.
  const busy = useRef(false);
  const mutation = useMutation({
    mutationFn: (body: B) => postIdempotent<Started>(path, body, attempt.keyFor(body), i18n.language),
    onSettled: () => {
      busy.current = false;
    },
    onSuccess: async () => {
      attempt.settle();
      handlers.onStarted?.();
      toast.success(t('generateBook.started'), { description: t('generateBook.startedText') });
      await refreshMe();
      navigate('/my-books');
    },
    onError: (e) => {
      attempt.settle(e);
      handlers.onError(e, refreshMe);
    },
  });
  const start = (body: B) => {
    if (busy.current) return;
    busy.current = true;
    mutation.mutate(body);
  };
  return { ...mutation, start };
}
