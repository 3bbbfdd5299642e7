import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardBody } from '../../components/ui/card';

/** One figure of the dashboard: label, big number, a line of detail. */
export function StatCard(props: { icon: LucideIcon; label: string; value: ReactNode; detail?: ReactNode }) {
  const Icon = props.icon;
  return (
    <Card>
      <CardBody className="grid gap-1 sm:p-5">
        <p className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
          <Icon className="size-4" aria-hidden />
          {props.label}
        </p>
        <p className="font-display text-3xl font-semibold tabular-nums">{props.value}</p>
        {props.detail && <div className="text-sm text-muted-foreground">{props.detail}</div>}
      </CardBody>
    </Card>
  );
}
