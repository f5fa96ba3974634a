import { describe, expect, it } from 'vitest';
import { checkEligibility } from '@kusasa/domain/rules/eligibility';
import type { ProgrammeSeed } from '@kusasa/domain/schemas/programme-seed';
import { readReferenceCatalogue } from './catalogue.seed.ts';

// Issue 26: real programmes from each rule pack, checked against the minimums their institution
// publishes. Each sample names the page it was read from (checked 2026-11-29); the seed must hold
// the same figures, and a learner on either side of the minimum must be told so.
const programmes = new Map(readReferenceCatalogue().files.flatMap((file) => file.programmes.map((programme) => [programme.slug, programme] as const)));
const english = ['English Home Language', 'English First Additional Language'];
type Marks = { subject: string; mark: number }[];
const marks = (entries: Record<string, number>): Marks => Object.entries(entries).map(([subject, mark]) => ({ subject, mark }));

const samples: {
  slug: string;
  source: string;
  published: Partial<ProgrammeSeed>;
  meets: Marks;
  short: Marks;
}[] = [
  {
    slug: 'up-bsc-biological-sciences',
    source: 'https://www.up.ac.za/programmes/programme/02133397/year/2024 (APS 32; English, Mathematics, Physical Sciences level 5)',
    published: { apsPackId: 'common', minAps: 32 },
    meets: marks({
      'English Home Language': 65,
      Mathematics: 65,
      'Physical Sciences': 65,
      'Life Sciences': 65,
      Geography: 75,
      'isiZulu First Additional Language': 75,
    }),
    short: marks({
      'English Home Language': 65,
      Mathematics: 65,
      'Physical Sciences': 65,
      'Life Sciences': 65,
      Geography: 65,
      'isiZulu First Additional Language': 75,
    }),
  },
  {
    slug: 'ukzn-bcom-accounting-pmb',
    source:
      'CAO Handbook Entry 2025 p. 49, https://online.flipbuilder.com/vfqty/erus/files/basic-html/page49.html (KN-P-BCN: 32 points, Maths 5, English and LO 4)',
    published: { apsPackId: 'ukzn-cao', minAps: 32 },
    meets: marks({
      'English First Additional Language': 55,
      Mathematics: 65,
      'Life Orientation': 60,
      Accounting: 70,
      Economics: 70,
      'Business Studies': 70,
      'isiZulu Home Language': 70,
    }),
    short: marks({
      'English First Additional Language': 55,
      Mathematics: 65,
      'Life Orientation': 60,
      Accounting: 60,
      Economics: 60,
      'Business Studies': 60,
      'isiZulu Home Language': 70,
    }),
  },
  {
    slug: 'unizulu-bcom-accounting',
    source: 'CAO Handbook Entry 2025 p. 49 (ZU-M-BCN: 28 points, English and Maths 4)',
    published: { apsPackId: 'ukzn-cao', minAps: 28 },
    meets: marks({
      'English First Additional Language': 55,
      Mathematics: 55,
      Accounting: 65,
      Economics: 65,
      'Business Studies': 65,
      'isiZulu Home Language': 65,
    }),
    short: marks({
      'English First Additional Language': 55,
      Mathematics: 55,
      Accounting: 45,
      Economics: 45,
      'Business Studies': 55,
      'isiZulu Home Language': 65,
    }),
  },
  {
    slug: 'mut-dip-office-management-technology',
    source: 'CAO Handbook Entry 2025 p. 72, https://online.flipbuilder.com/vfqty/erus/files/basic-html/page72.html (MN-M-DOT: 25 points, English HL 3 / FAL 4)',
    published: { apsPackId: 'kzn-cao', minAps: 25 },
    meets: marks({
      'English First Additional Language': 55,
      'Mathematical Literacy': 55,
      'Business Studies': 55,
      History: 55,
      Geography: 55,
      'isiZulu Home Language': 65,
    }),
    short: marks({
      'English First Additional Language': 50,
      'Mathematical Literacy': 45,
      'Business Studies': 45,
      History: 45,
      Geography: 45,
      'isiZulu Home Language': 45,
    }),
  },
  {
    slug: 'wits-bsc-eng-civil',
    source: 'https://www.wits.ac.za/ebe/schools/civil-and-environmental-engineering/academic-programmes/undergraduate-studies/ (36 points)',
    published: { apsPackId: 'wits', minAps: 36 },
    meets: marks({
      'English Home Language': 65,
      Mathematics: 65,
      'Physical Sciences': 75,
      'Life Orientation': 65,
      Geography: 65,
      'Life Sciences': 65,
      'Engineering Graphics and Design': 65,
    }),
    short: marks({
      'English Home Language': 55,
      Mathematics: 55,
      'Physical Sciences': 55,
      'Life Orientation': 55,
      Geography: 55,
      'Life Sciences': 55,
      'Engineering Graphics and Design': 55,
    }),
  },
  {
    slug: 'ufs-bsw',
    source: 'https://www.ufs.ac.za/humanities/departments-and-divisions/social-work-home/prospective-students (30 AP, English level 5)',
    published: { apsPackId: 'ufs', minAps: 30 },
    meets: marks({
      'English First Additional Language': 65,
      History: 65,
      Geography: 65,
      'Life Sciences': 65,
      'Mathematical Literacy': 65,
      'Sesotho Home Language': 65,
    }),
    short: marks({
      'English First Additional Language': 65,
      History: 45,
      Geography: 45,
      'Life Sciences': 45,
      'Mathematical Literacy': 45,
      'Sesotho Home Language': 55,
    }),
  },
  {
    slug: 'uct-bsc',
    source:
      'UCT 2025 Science UG Admissions Criteria, https://scribd.com/document/750874875/2025-Science-UG-Admissions-Criteria (FPS 550 of 800, Mathematics 70%, Physical Science 60%)',
    published: { apsPackId: 'uct-science', minAps: 550 },
    meets: marks({
      'English Home Language': 70,
      Mathematics: 75,
      'Physical Sciences': 65,
      'Life Sciences': 70,
      Geography: 65,
      'Afrikaans First Additional Language': 65,
    }),
    short: marks({
      'English Home Language': 70,
      Mathematics: 75,
      'Physical Sciences': 65,
      'Life Sciences': 70,
      Geography: 60,
      'Afrikaans First Additional Language': 65,
    }),
  },
  {
    slug: 'nmu-bed-foundation-phase',
    source: 'https://education.mandela.ac.za/ (Foundation Phase: Applicant Score 350 with Mathematics, 365 with Mathematical Literacy)',
    published: { apsPackId: 'nmu', minAps: 350, minApsBySubject: [{ subject: 'Mathematical Literacy', minAps: 365 }] },
    meets: marks({ 'English Home Language': 60, Mathematics: 50, 'Life Sciences': 60, History: 60, Geography: 60, 'isiXhosa First Additional Language': 60 }),
    short: marks({
      'English Home Language': 60,
      'Mathematical Literacy': 65,
      'Life Sciences': 60,
      History: 60,
      Geography: 60,
      'isiXhosa First Additional Language': 55,
    }),
  },
];

describe('real programmes against their published minimums, one or more per rule pack', () => {
  it('covers the rule packs the catalogue uses for its best-sourced programmes', () => {
    expect(new Set(samples.map((sample) => sample.published.apsPackId))).toEqual(
      new Set(['common', 'ukzn-cao', 'kzn-cao', 'wits', 'ufs', 'uct-science', 'nmu']),
    );
  });

  it.each(samples.map((sample) => [sample.slug, sample] as const))('%s matches its source', (slug, sample) => {
    const programme = programmes.get(slug);
    expect(programme, `${slug} (${sample.source})`).toMatchObject(sample.published);
    const meets = checkEligibility(programme!, sample.meets);
    expect(meets.status, JSON.stringify(meets)).toBe('meets');
    const short = checkEligibility(programme!, sample.short);
    expect(short.status, JSON.stringify(short)).not.toBe('meets');
    expect(short.reasons).toContainEqual(expect.objectContaining({ kind: 'aps_short' }));
  });

  it('asks for the published subject levels: UP wants English at level 5, UFS English at 60%', () => {
    const up = programmes.get('up-bsc-biological-sciences')!;
    expect(up.subjectMinimums).toEqual(
      expect.arrayContaining([
        { subject: english, minLevel: 5 },
        { subject: 'Mathematics', minLevel: 5 },
      ]),
    );
    expect(programmes.get('ufs-bsw')!.subjectMinimums).toEqual([{ subject: english, minLevel: 5 }]);
    const weakEnglish = marks({
      'English First Additional Language': 55,
      Mathematics: 80,
      'Physical Sciences': 80,
      'Life Sciences': 80,
      Geography: 80,
      'isiZulu Home Language': 80,
    });
    expect(checkEligibility(up, weakEnglish).reasons).toContainEqual(
      expect.objectContaining({ kind: 'mark_too_low', subject: expect.stringContaining('English') as unknown }),
    );
  });
});
