import { type InputHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

/** A labelled input with its hint or error announced to screen readers. */
export function Field({ label, error, hint, className, id, ...props }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const noteId = `${inputId}-note`;
  const note = error ?? hint;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        className={cn(
          'h-11 w-full rounded-xl border border-input bg-card px-3 text-base placeholder:text-muted-foreground',
          'read-only:bg-muted read-only:text-muted-foreground aria-invalid:border-destructive',
        )}
        {...props}
      />
      {note && (
        <p id={noteId} className={cn('text-sm', error ? 'text-destructive' : 'text-muted-foreground')}>
          {note}
        </p>
      )}
    </div>
  );
}
