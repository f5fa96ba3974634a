import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useButtonLive } from './plain-form';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:focus-visible:outline-emerald-400 ' +
  'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-emerald-700 text-white hover:bg-emerald-800 dark:bg-emerald-400 dark:text-slate-950 dark:hover:bg-emerald-300',
  secondary: 'bg-amber-300 text-slate-950 hover:bg-amber-400',
  outline:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost: 'text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800',
  /** For actions that destroy something, such as deleting an account. */
  danger: 'bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-slate-950 dark:hover:bg-red-300',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-base',
  lg: 'h-12 px-6 text-base',
  icon: 'size-11',
};

/** Classes for anything that should look like a button, such as a router Link. */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * On a page that starts the app on first use (decision 0425): the button stays enabled before
   * the app attaches, and the page's starter holds a click on it until then and clicks it again.
   */
  needsApp?: boolean;
}

export function Button({ variant, size, className, type = 'button', disabled, needsApp, ...props }: ButtonProps) {
  const live = useButtonLive(type);
  return (
    <button
      type={type}
      className={buttonVariants({ variant, size, className })}
      disabled={disabled || (!live && !needsApp)}
      data-needs-app={needsApp ? '' : undefined}
      {...props}
    />
  );
}
