import type { Kernel } from '../core/kernel.ts';
import { institutionDashboardRoutes } from '../features/institution-dashboard/institution-dashboard.routes.ts';
import { institutionProgrammesRoutes } from '../features/institution-programmes/institution-programmes.routes.ts';
import { createInstitutionProgrammesService } from '../features/institution-programmes/institution-programmes.service.ts';
import { institutionSetupRoutes } from '../features/institution-setup/institution-setup.routes.ts';
import { createInstitutionSetupService } from '../features/institution-setup/institution-setup.service.ts';
import { institutionTeamRoutes } from '../features/institution-team/institution-team.routes.ts';
import { createInstitutionTeamService } from '../features/institution-team/institution-team.service.ts';
import type { App } from '../http/types.ts';
import type { LearnerJourney } from './learner-journey.ts';

/** Institutions' own area: their dashboard, team, setup (contact details, intakes) and programmes (issue 25); receiving and deciding applications next. */
export function registerInstitutions(app: App, kernel: Kernel, others: { journey: Pick<LearnerJourney, 'catalogue'> }) {
  const publicUrl = kernel.config.publicUrl;
  institutionDashboardRoutes(app, kernel);
  institutionTeamRoutes(app, createInstitutionTeamService({ ...kernel, publicUrl }));
  institutionSetupRoutes(app, createInstitutionSetupService(kernel));
  institutionProgrammesRoutes(app, createInstitutionProgrammesService({ ...kernel, onChanged: () => others.journey.catalogue.forgetProgrammes() }));
}
