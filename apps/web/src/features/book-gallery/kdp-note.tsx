import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody } from '../../components/ui/card';

/** Spec §2: Amazon KDP testing guidance beside the samples. */
export function KdpNote() {
  const { t } = useTranslation();
  const steps = t('samples.gallery.kdpSteps', { returnObjects: true }) as string[];
  return (
    <Card>
      <CardBody className="grid gap-3">
        <h2 className="flex items-center gap-2 text-xl">
          <Info className="size-5 text-primary" aria-hidden />
          {t('samples.gallery.kdpTitle')}
        </h2>
        <ol className="grid list-decimal gap-1.5 pl-5 text-muted-foreground">
          {steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}
