import type { NsfasCycleInput } from '@kusasa/domain/schemas/funding/cycles-and-matches';

/**
 * The NSFAS windows already known (../shared/data/nsfas.md, section 5 and its Sources), written
 * at start when missing; an admin keeps them and adds the next ones at /admin. Dates exactly as
 * the table gives them: null where it says "(not captured)" (2019's closing, 2020's opening).
 *
 * appealDays: NSFAS gives an applicant 30 days from an unsuccessful outcome to appeal (its appeal
 * guidance, summarised in the media briefing on appeals, [N8] of nsfas.md); admins change it per
 * cycle when NSFAS announces another period.
 */
export const NSFAS_APPEAL_DAYS = 30;
const CHECKED_ON = '2026-11-29';

type SeedCycle = { fundingYear: number } & Omit<NsfasCycleInput, 'appealDays' | 'checkedOn'>;

const KNOWN_CYCLES: readonly SeedCycle[] = [
  {
    fundingYear: 2017,
    opensOn: '2016-08-01',
    closesOn: '2016-11-30',
    sourceTitle: 'NSFAS statement on the second application period (applications open 1 August to 30 November 2016, for 2017 funding)',
    sourceUrl: 'https://forms24.co.za/data/statement-announcement-second-application-period-financial-aid-2024-2',
  },
  {
    fundingYear: 2019,
    opensOn: '2018-09-03',
    closesOn: null,
    sourceTitle: 'StudentNewsGrid, "NSFAS 2019 opens next Monday"',
    sourceUrl: 'https://studentnewsgrid.com/2018/08/nsfas-2019-opens-next-monday/',
  },
  {
    fundingYear: 2020,
    opensOn: null,
    closesOn: '2019-11-30',
    sourceTitle: 'IOL / Cape Argus, "\'No second window\' for NSFAS applications"',
    sourceUrl: 'https://www.iol.co.za/capeargus/news/no-second-window-for-nsfas-applications-40981699',
  },
  {
    fundingYear: 2024,
    opensOn: '2023-11-21',
    closesOn: '2024-01-31',
    sourceTitle: 'EWN, "Nzimande urges students to apply for NSFAS grants ahead of 2024"',
    sourceUrl: 'https://ewn.co.za/2023/11/22/nzimande-urges-students-to-apply-for-nsfas-grants-ahead-of-2024',
  },
  {
    fundingYear: 2025,
    opensOn: '2024-09-20',
    closesOn: '2024-12-15',
    sourceTitle: 'ITWeb, "Call for eligible students to apply for NSFAS funding" (and SAnews, "NSFAS 2025 applications close 15 December")',
    sourceUrl: 'https://www.itweb.co.za/article/call-for-eligible-students-to-apply-for-nsfas-funding/Gb3Bw7WabGoq2k6V',
  },
  {
    fundingYear: 2026,
    opensOn: '2025-09-16',
    closesOn: '2025-11-15',
    sourceTitle: 'Pondoland Times, "Manamela confirms 2026 NSFAS launch, sets 15 Nov deadline"',
    sourceUrl: 'https://pondolandtimes.co.za/manamela-confirms-2026-nsfas-launch-sets-15-nov-deadline',
  },
];

export const SEED_CYCLES: readonly ({ fundingYear: number } & NsfasCycleInput)[] = KNOWN_CYCLES.map((cycle) => ({
  ...cycle,
  appealDays: NSFAS_APPEAL_DAYS,
  checkedOn: CHECKED_ON,
}));
