import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { buttonClass } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { useMe } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A page that is not built yet: its name, what it will do, and a way back. */
export default function ComingSoonPage({ page }: { page: string }) {
  const { t } = useTranslation();
  const me = useMe().data;
  useDocumentTitle(t(`placeholders.${page}.title`));
  return (
    <div className="mx-auto max-w-2xl py-6">
      <Card>
        <CardBody className="grid gap-4 sm:p-8">
          <Badge className="w-fit">
            <Hammer className="size-4" aria-hidden />
            {t('common.comingSoon')}
          </Badge>
          <h1 className="text-3xl">{t(`placeholders.${page}.title`)}</h1>
          <p className="text-muted-foreground">{t('common.comingSoonLead')}</p>
          <p className="text-lg">{t(`placeholders.${page}.text`)}</p>
          {page === 'characterGallery' && !me && (
            <p className="rounded-xl bg-accent p-4 text-accent-foreground">
              {t('placeholders.characterGalleryPrompt')}{' '}
              <Link to="/auth" className="font-semibold underline">
                {t('common.signIn')}
              </Link>
            </p>
          )}
          <Link to={me ? '/dashboard' : '/'} className={buttonClass({ variant: 'outline' }, 'w-fit')}>
            {me ? t('common.backToDashboard') : t('common.goHome')}
          </Link>
        </CardBody>
      </Card>
    </div>
  );
}
