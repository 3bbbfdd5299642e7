import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiFieldError } from '../../lib/idempotent-post';
import { useStartBook } from '../../lib/use-start-book';
import type { StoryType } from './story-types';

/** POST /api/one-click (same Idempotency-Key rule as /generate-book), then /my-books. */
export function useOneClick() {
  const { t } = useTranslation();
  return useStartBook<{ storyType: StoryType; idea: string; language: 'en' | 'fr' }>('/api/one-click', {
    onError: (e, refreshMe) => {
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
}
