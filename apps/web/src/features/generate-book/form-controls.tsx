import { Switch } from 'radix-ui';
import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn';

const boxClass =
  'w-full rounded-xl border border-input bg-card px-3 text-base placeholder:text-muted-foreground aria-invalid:border-destructive';

/** Hint and error under a control, linked with aria-describedby. */
function Note({ id, error, hint, extra }: { id: string; error?: string; hint?: string; extra?: ReactNode }) {
  if (!error && !hint && !extra) return null;
  return (
    <div id={id} className="flex flex-wrap justify-between gap-x-3 text-sm">
      <span className={error ? 'text-destructive' : 'text-muted-foreground'}>{error ?? hint}</span>
      {extra}
    </div>
  );
}

type Labelled = { label: string; error?: string; hint?: string };

function Label({ htmlFor, label }: { htmlFor: string; label: string }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-semibold">
      {label}
    </label>
  );
}

/** A labelled textarea with a live character counter. */
export function TextAreaField({
  label,
  error,
  hint,
  counter,
  ...props
}: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement> & { counter: string }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} label={label} />
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        className={cn(boxClass, 'min-h-32 resize-y py-2.5')}
        {...props}
      />
      <Note
        id={`${id}-note`}
        error={error}
        hint={hint}
        extra={
          <span className="ms-auto text-muted-foreground tabular-nums" aria-live="polite">
            {counter}
          </span>
        }
      />
    </div>
  );
}

export function SelectField({
  label,
  error,
  hint,
  children,
  ...props
}: Labelled & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} label={label} />
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-note` : undefined}
        className={cn(boxClass, 'h-11')}
        {...props}
      >
        {children}
      </select>
      <Note id={`${id}-note`} error={error} hint={hint} />
    </div>
  );
}

/** Radix switch with a visible label and an optional hint. */
export function SwitchField({
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onCheckedChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="relative mt-0.5 h-7 w-12 shrink-0 rounded-full border-2 border-transparent bg-muted-foreground transition data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="block size-6 rounded-full bg-card shadow transition-transform data-[state=checked]:translate-x-5" />
      </Switch.Root>
    </div>
  );
}
