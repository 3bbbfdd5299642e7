import { useEffect } from 'react';

/** Each page names itself in the tab title (WCAG 2.4.2), e.g. "Pricing · Bookloom". */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · Bookloom` : 'Bookloom';
  }, [title]);
}
