import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button';
import type { SampleBook } from './sample-types';

/** The watermarked PDF and EPUB of a sample (plain links: the server sends them as attachments). */
export function SampleDownloads({ book }: { book: SampleBook }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      {book.pdfUrl && (
        <a href={book.pdfUrl} download className={buttonClass({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden />
          {t('samples.gallery.pdf')}
        </a>
      )}
      {book.epubUrl && (
        <a href={book.epubUrl} download className={buttonClass({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden />
          {t('samples.gallery.epub')}
        </a>
      )}
    </div>
  );
}
