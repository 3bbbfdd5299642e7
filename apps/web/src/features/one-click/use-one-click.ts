import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiFieldError, postIdempotent, useIdempotencyKey } from '../../lib/idempotent-post';
import { useRefreshMe } from '../../lib/session';
import type { StoryType } from './story-types';

/** POST /api/one-click (same Idempotency-Key rule as /generate-book), then /my-books. */
export function useOneClick() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  const attempt = useIdempotencyKey();
  // Two clicks in one frame both run before React disables the button: only the first one starts.
  const busy = useRef(false);
  const mutation = useMutation({
    mutationFn: (body: { storyType: StoryType; idea: string; language: 'en' | 'fr' }) =>
      postIdempotent<{ bookId: string }>('/api/one-click', body, attempt.keyFor(body), i18n.language),
    onSettled: () => {
      busy.current = false;
    },
    onSuccess: async () => {
      attempt.settle();
      toast.success(t('generateBook.started'), { description: t('generateBook.startedText') });
      await refreshMe();
      navigate('/my-books');
    },
    onError: (e) => {
      attempt.settle(e);
      if (e instanceof ApiFieldError && e.status === 402) {
        void refreshMe();
        toast.error(t('generateBook.insufficientToast'), { description: e.message });
      } else if (e instanceof ApiFieldError && e.code === 'content_not_approved') {
        toast.error(t('generateBook.notApproved'), { description: e.message });
      } else {
        toast.error(t('oneClick.failed'));
      }
    },
  });
  const start = (body: { storyType: StoryType; idea: string; language: 'en' | 'fr' }) => {
    if (busy.current) return;
    busy.current = true;
    mutation.mutate(body);
  };
  return { ...mutation, start };
}
