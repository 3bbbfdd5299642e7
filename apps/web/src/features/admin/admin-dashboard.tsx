import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody } from '../../components/ui/card';

export default function AdminDashboard() {
  const { t } = useTranslation();
  return (
    <div className="grid content-start gap-4">
      <Card>
        <CardBody className="grid gap-3">
          <ShieldCheck className="size-8 text-primary" aria-hidden />
          <h1 className="text-3xl">{t('admin.title')}</h1>
          <p className="text-muted-foreground">{t('admin.text')}</p>
        </CardBody>
      </Card>
      <Card id="cleanup">
        <CardBody>
          <h2 className="text-xl">{t('admin.cleanup')}</h2>
          <p className="mt-2 text-muted-foreground">{t('admin.cleanupText')}</p>
        </CardBody>
      </Card>
    </div>
  );
}
