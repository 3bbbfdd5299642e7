import type { BookDocument } from '@bookloom/core';
import { useTranslation } from 'react-i18next';
import { trimAspect } from '../book-card';
import { SlideView } from './slide-view';
import type { Slide } from './slides';

/** Scroll View: every page under the other, each with its number. */
export function ScrollView({
  slides,
  doc,
  fileBase,
}: {
  slides: Slide[];
  doc: BookDocument;
  fileBase: string;
}) {
  const { t } = useTranslation();
  const width = `min(100%, 40rem, calc((100dvh - 8rem) * ${trimAspect(doc.trim).toFixed(4)}))`;
  return (
    <ol className="grid justify-items-center gap-8" data-testid="scroll-view">
      {slides.map((s) => (
        <li key={s.kind === 'cover' ? 'cover' : s.number} className="grid w-full justify-items-center gap-2">
          <div style={{ width }} className="grid">
            <SlideView slide={s} doc={doc} fileBase={fileBase} className="w-full" />
          </div>
          <span className="text-sm text-muted-foreground">
            {s.kind === 'cover'
              ? t('books.cover')
              : t('books.pageOf', { current: s.number, total: doc.pages.length })}
          </span>
        </li>
      ))}
    </ol>
  );
}
