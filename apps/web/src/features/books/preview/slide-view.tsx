import type { BookDocument } from '@bookloom/core';
import { CoverPage, PrintPage } from '../../../shared/book-pages/print-page';
import { resolveImage } from '../books-api';
import type { Slide } from './slides';

/** One slide (cover or page) as a printed page box. */
export function SlideView({
  slide,
  doc,
  fileBase,
  className,
}: {
  slide: Slide;
  doc: BookDocument;
  fileBase: string;
  className?: string;
}) {
  if (slide.kind === 'cover')
    return (
      <CoverPage
        src={slide.image}
        title={doc.title}
        subtitle={doc.subtitle}
        author={doc.author}
        trim={doc.trim}
        className={className}
      />
    );
  return (
    <PrintPage
      page={slide.page}
      src={resolveImage(fileBase, slide.page.image)}
      index={slide.number - 1}
      pageCount={doc.pages.length}
      trim={doc.trim}
      bleed={doc.bleed}
      className={className}
    />
  );
}
