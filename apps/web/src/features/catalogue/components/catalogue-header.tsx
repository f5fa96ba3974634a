import { Calculator } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface CatalogueHeaderProps {
  /** The page's heading and intro, styled by the page. */
  children: ReactNode;
  apsCalculatorLink: string;
}

/** The catalogue pages' header row: heading on the left, the APS calculator link on the right. */
export function CatalogueHeader({ children, apsCalculatorLink }: CatalogueHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>{children}</div>
      <Link
        to="/aps-calculator"
        className="inline-flex items-center gap-1.5 font-semibold text-emerald-800 underline-offset-4 hover:underline dark:text-emerald-300"
      >
        <Calculator aria-hidden="true" className="size-5" />
        {apsCalculatorLink}
      </Link>
    </div>
  );
}
