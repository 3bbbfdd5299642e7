import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MassStoryGenerator } from './mass-story-generator';
import { RunHistory } from './run-history';
import { SampleList } from './sample-list';

const PLACEHOLDERS = ['database', 'templates', 'analytics', 'cleanup', 'batch', 'settings'] as const;

/** /admin/book-management (spec §2): sample gallery link, placeholder tools, mass story generator, samples. */
export default function AdminBooksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('samples.admin.title'));
  return (
    <div className="grid content-start gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl">{t('samples.admin.title')}</h1>
        <a
          href="/book-gallery"
          target="_blank"
          rel="noreferrer"
          className={buttonClass({ variant: 'outline' })}
        >
          <ExternalLink aria-hidden />
          {t('samples.admin.galleryLink')}
        </a>
      </header>
      <div className="flex flex-wrap gap-2">
        {PLACEHOLDERS.map((p) => (
          <Button key={p} variant="outline" size="sm" disabled title={t('samples.admin.placeholderHint')}>
            {t(`samples.admin.placeholders.${p}`)}
          </Button>
        ))}
      </div>
      <MassStoryGenerator />
      <RunHistory />
      <SampleList />
    </div>
  );
}
