import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { cn } from '../../../lib/cn';

const tones = {
  success: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  error: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  neutral: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
} as const;

/** The centred card of a payment result: icon, heading, body and actions. */
export function ResultCard({
  icon,
  tone,
  heading,
  children,
  actions,
}: {
  icon: ReactNode;
  tone: keyof typeof tones;
  heading: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Container className="max-w-xl py-10 sm:py-14">
      <Card className="text-center">
        <div aria-hidden="true" className={cn('mx-auto flex size-14 items-center justify-center rounded-full [&_svg]:size-8', tones[tone])}>
          {icon}
        </div>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-950 dark:text-white">{heading}</h1>
        <div className="mt-3 text-slate-700 dark:text-slate-300">{children}</div>
        {actions && <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>}
      </Card>
    </Container>
  );
}
