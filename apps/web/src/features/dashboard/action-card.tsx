import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

export function ActionCard({
  to,
  icon: Icon,
  title,
  text,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <Link
      to={to}
      className="flex gap-4 rounded-2xl border bg-card p-5 transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-accent text-accent-foreground">
        <Icon className="size-6" aria-hidden />
      </span>
      <span className="grid content-start gap-1">
        <span className="font-display text-lg font-semibold">{title}</span>
        <span className="text-muted-foreground">{text}</span>
      </span>
    </Link>
  );
}
