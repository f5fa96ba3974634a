import { ExternalLink } from 'lucide-react';
import { nsfasStatusLabels } from '@kusasa/domain/funding-labels';
import { fundingTexts } from '@kusasa/domain/funding-texts';
import type { FundingReadiness } from '@kusasa/domain/schemas/funding/readiness';
import { buttonVariants } from '../../../components/ui/button';
import { showTimestampDay } from '../dates';
import { CardSection } from '../../../components/ui/card-section';
import { CycleWindow } from './cycle-window';
import { NsfasRecordForm } from './nsfas-record-form';

export const MY_NSFAS_URL = 'https://my.nsfas.org.za/';
const texts = fundingTexts.nsfas;

function CurrentStatus({ nsfas }: { nsfas: FundingReadiness['nsfas'] }) {
  if (!nsfas.status) return <p className="text-slate-700 dark:text-slate-300">{texts.none}</p>;
  const { label, meaning } = nsfasStatusLabels[nsfas.status];
  return (
    <div className="grid gap-1 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{texts.current}</p>
      <p className="font-semibold text-slate-950 dark:text-white">{label}</p>
      <p className="text-slate-800 dark:text-slate-200">{meaning}</p>
      {nsfas.statusSetBy && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {texts.setBy[nsfas.statusSetBy]}
          {nsfas.statusChangedAt && ` ${texts.on(showTimestampDay(nsfas.statusChangedAt))}`}
        </p>
      )}
    </div>
  );
}

/** The NSFAS window, and, for a likely or maybe outcome (or once recorded), applying on myNSFAS and keeping its status here. */
export function NsfasSection({ readiness }: { readiness: FundingReadiness }) {
  const outcome = readiness.assessment?.outcome;
  const { nsfas } = readiness;
  const canApply = outcome === 'likely' || outcome === 'maybe';
  const tracking = canApply || nsfas.reference !== null || nsfas.status !== null;
  return (
    <CardSection title={fundingTexts.window.heading}>
      <CycleWindow cycle={readiness.cycle} />
      {canApply && (
        <a href={MY_NSFAS_URL} target="_blank" rel="noopener noreferrer" className={buttonVariants({ className: 'justify-self-start' })}>
          {fundingTexts.window.applyOnMyNsfas}
          <ExternalLink aria-hidden="true" />
          <span className="sr-only">{fundingTexts.window.opensInNewTab}</span>
        </a>
      )}
      {tracking && (
        <div className="grid gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
          <h3 className="font-semibold text-slate-950 dark:text-white">{texts.heading}</h3>
          <p className="text-slate-700 dark:text-slate-300">{texts.intro}</p>
          <CurrentStatus nsfas={nsfas} />
          <NsfasRecordForm nsfas={nsfas} />
        </div>
      )}
    </CardSection>
  );
}
