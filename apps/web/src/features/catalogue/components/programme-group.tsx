import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { Institution, Programme } from '@kusasa/domain/schemas/catalogue';
import type { ProgrammeEligibility } from '@kusasa/domain/schemas/my-aps';
import { Card } from '../../../components/ui/card';
import { ProgrammeDetails } from './programme-details';

/** How a programme's eligibility shows (the APS feature's mark, composed in app/pages/programs-page.tsx). */
export type EligibilityMarkComponent = ComponentType<
  Pick<ProgrammeEligibility, 'status' | 'texts'> & Partial<Pick<ProgrammeEligibility, 'score' | 'maxScore' | 'unitLabel'>>
>;

/** One institution's programmes, each with its requirements and, for a student with marks, a mark. */
export function ProgrammeGroup({
  institution,
  programmes,
  eligibility,
  EligibilityMark,
}: {
  institution: Pick<Institution, 'id' | 'name'>;
  programmes: readonly Programme[];
  eligibility?: ReadonlyMap<string, ProgrammeEligibility> | undefined;
  EligibilityMark: EligibilityMarkComponent;
}) {
  const headingId = `institution-${institution.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-slate-950 dark:text-white">
        <Link to={`/institutions/${institution.id}`} className="underline-offset-4 hover:underline">
          {institution.name}
        </Link>
      </h2>
      <ul className="mt-3 grid gap-4 lg:grid-cols-2">
        {programmes.map((programme) => {
          const result = eligibility?.get(programme.id);
          return (
            <li key={programme.id}>
              <Card className="h-full p-5" data-testid="programme-card">
                <h3 className="text-lg font-semibold text-slate-950 dark:text-white">{programme.name}</h3>
                {result && (
                  <EligibilityMark status={result.status} texts={result.texts} score={result.score} maxScore={result.maxScore} unitLabel={result.unitLabel} />
                )}
                <ProgrammeDetails programme={programme} />
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
