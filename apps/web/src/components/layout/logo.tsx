import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** An open book with a thread: the loom that weaves it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="9" fill="var(--primary)" />
      <path d="M6.5 9.5c3.2-1.6 6.4-1.6 9.5 0v14c-3.1-1.6-6.3-1.6-9.5 0z" fill="var(--primary-foreground)" />
      <path
        d="M16 9.5c3.1-1.6 6.3-1.6 9.5 0v14c-3.2-1.6-6.4-1.6-9.5 0z"
        fill="var(--primary-foreground)"
        opacity=".85"
      />
      <path
        d="M9 13.5c1.5-.6 3-.6 4.5 0M18.5 13.5c1.5-.6 3-.6 4.5 0"
        stroke="var(--primary)"
        strokeWidth="1.3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-xl font-display text-xl font-semibold">
      <LogoMark />
      <span className={cn(compact && 'max-[400px]:sr-only')}>Bookloom</span>
    </Link>
  );
}
