import { Loader2, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody } from '../../components/ui/card';

export function CheckingPermissions() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[40vh] place-items-center">
      <Card className="flex items-center gap-3 px-6 py-5" role="status">
        <Loader2 className="size-5 animate-spin text-primary" aria-hidden />
        {t('admin.checking')}
      </Card>
    </div>
  );
}

export function Refusal({ title, text }: { title: string; text?: string }) {
  return (
    <div className="mx-auto max-w-lg py-10">
      <Card>
        <CardBody className="grid justify-items-start gap-3">
          <ShieldX className="size-8 text-destructive" aria-hidden />
          <h1 className="text-2xl">{title}</h1>
          {text && <p className="text-muted-foreground">{text}</p>}
        </CardBody>
      </Card>
    </div>
  );
}
