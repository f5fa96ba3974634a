import { memo } from 'react';
import { ChevronRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { institutionListTexts, institutionTypeLabels } from '@kusasa/domain/catalogue-texts';
import type { InstitutionCardData } from '@kusasa/domain/catalogue/reference-institutions';
import { Badge } from '../../../components/ui/badge';

export type ListedInstitution = InstitutionCardData & { id?: string };

/**
 * One institution in the list; the whole card links to its detail page: by id once the live list
 * is here, by slug in the prerendered one (built from the reference file, which has no ids).
 */
// Memoised by what it shows: the list grows in steps (lib/use-progressive-list.ts), and the live
// list replaces the prerendered one with equal rows; cards already shown need not render again.
export const InstitutionCard = memo(function InstitutionCard({ institution }: { institution: ListedInstitution }) {
  const place = [institution.city, institution.province].filter(Boolean).join(', ');
  // Rendering skipped while off screen: a cheap phone lays out only the cards in view (issue 33's TBT).
  return (
    <li className="[contain-intrinsic-size:auto_11rem] [content-visibility:auto]">
      <Link
        to={`/institutions/${institution.id ?? institution.slug}`}
        className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-emerald-400 dark:focus-visible:outline-emerald-400"
      >
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={institution.type === 'university' ? 'brand' : 'accent'}>{institutionTypeLabels[institution.type]}</Badge>
          {institution.shortName && <span className="text-sm font-medium text-slate-600 dark:text-slate-400">{institution.shortName}</span>}
        </div>
        <h2 className="mt-3 text-lg font-semibold text-slate-950 dark:text-white">{institution.name}</h2>
        <p className="mt-1 flex items-center gap-1.5 text-slate-700 dark:text-slate-300">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {place}
        </p>
        <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-emerald-800 group-hover:underline dark:text-emerald-300">
          {institutionListTexts.viewDetails}
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      </Link>
    </li>
  );
}, sameCard);

function sameCard(a: { institution: ListedInstitution }, b: { institution: ListedInstitution }): boolean {
  const [x, y] = [a.institution, b.institution];
  return (
    x.id === y.id &&
    x.slug === y.slug &&
    x.name === y.name &&
    x.shortName === y.shortName &&
    x.type === y.type &&
    x.province === y.province &&
    x.city === y.city
  );
}
