import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:brightness-110',
  outline: 'border border-input bg-card hover:bg-accent hover:text-accent-foreground',
  ghost: 'hover:bg-accent hover:text-accent-foreground',
  link: 'text-primary underline-offset-4 hover:underline px-0',
} as const;
const sizes = { sm: 'h-9 px-3 text-sm', md: 'h-11 px-5', icon: 'h-10 w-10 p-0' } as const;

export type ButtonStyle = { variant?: keyof typeof variants; size?: keyof typeof sizes };

/** Class names of a button, also used to style links that look like buttons. */
export function buttonClass({ variant = 'primary', size = 'md' }: ButtonStyle = {}, extra?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap transition',
    'disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    extra,
  );
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}
