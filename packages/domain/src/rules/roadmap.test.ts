import { describe, expect, it } from 'vitest';
import { southAfricanToday } from './deadlines.ts';
import { buildRoadmap, type RoadmapApplication, type RoadmapFacts, type RoadmapTask } from './roadmap.ts';

// A fixed clock: Tuesday 1 September 2026, 09:00 in Johannesburg.
const today = southAfricanToday(new Date('2026-09-01T07:00:00Z'));

const application = (id: string, status: string, closesOn: string | null, programmeId = `p-${id}`): RoadmapApplication => ({
  id,
  status,
  programmeId,
  programmeName: `Programme ${id}`,
  institutionName: `Institution ${id}`,
  closesOn,
});

function facts(overrides: Partial<RoadmapFacts> = {}): RoadmapFacts {
  return {
    assessment: { taken: false, suggestions: [] },
    marksSaved: false,
    documents: { idDocument: false, results: false },
    applications: [],
    funding: { questionnaireDone: false, unlikely: false, checklist: [], nsfasApplied: false, nsfasOpensOn: null, nsfasClosesOn: null },
    ...overrides,
  };
}

const allTasks = (roadmap: ReturnType<typeof buildRoadmap>) => roadmap.weeks.flatMap((week) => week.tasks.map((task) => ({ ...task, week })));
const task = (roadmap: ReturnType<typeof buildRoadmap>, id: string) => allTasks(roadmap).find((entry) => entry.id === id);

describe('buildRoadmap', () => {
  it('works on South African days: the fixed clock is 1 September 2026', () => {
    expect(today).toBe('2026-09-01');
  });

  it('puts a draft in the week a week before it closes, and names the date', () => {
    const roadmap = buildRoadmap(facts({ applications: [application('a', 'draft', '2026-09-30')] }), today);
    const draft = task(roadmap, 'submit-application:a');
    // 30 September less 7 days is 23 September: day 22 from today, so week 4 (22-28 September).
    expect(draft?.week).toMatchObject({ number: 4, startsOn: '2026-09-22', endsOn: '2026-09-28' });
    expect(draft).toMatchObject({ done: false, dueOn: '2026-09-30', link: '/apply' });
    expect(draft?.title).toBe('Finish and submit your application for Programme a at Institution a (closes 30 September 2026)');
    expect(roadmap.lastDate).toBe('2026-09-30');
    // Closing on Friday 25 September: a full week before is 18 September, in week 3 (15-21 September).
    const friday = buildRoadmap(facts({ applications: [application('f', 'draft', '2026-09-25')] }), today);
    expect(task(friday, 'submit-application:f')?.week).toMatchObject({ number: 3, startsOn: '2026-09-15', endsOn: '2026-09-21' });
  });

  it('puts first steps in this week, due by the first closing date, ticked when their facts are done', () => {
    const roadmap = buildRoadmap(
      facts({
        applications: [application('a', 'draft', '2026-10-15'), application('b', 'draft', '2026-09-20')],
        marksSaved: true,
        documents: { idDocument: true, results: false },
      }),
      today,
    );
    const [first] = roadmap.weeks;
    expect(first?.number).toBe(1);
    const byId = new Map(first?.tasks.map((entry) => [entry.id, entry]));
    expect(byId.get('save-marks')).toMatchObject({ done: true, dueOn: '2026-09-20' });
    expect(byId.get('upload-document:id')).toMatchObject({ done: true });
    expect(byId.get('upload-document:results')).toMatchObject({ done: false });
    expect(byId.get('take-assessment')).toMatchObject({ done: false, link: '/career-guidance' });
  });

  it('ticks a submitted application and adds interview practice for it', () => {
    const roadmap = buildRoadmap(facts({ applications: [application('a', 'submitted', '2026-09-30')] }), today);
    expect(task(roadmap, 'submit-application:a')).toMatchObject({ done: true });
    expect(task(roadmap, 'interview-practice:a')).toMatchObject({ done: false, dueOn: null, link: '/interview-practice?application=a' });
  });

  it('leaves out tasks whose date has passed, and decided applications', () => {
    const roadmap = buildRoadmap(
      facts({
        applications: [application('closed', 'draft', '2026-08-31'), application('won', 'approved', '2026-09-30'), application('open', 'draft', '2026-09-01')],
      }),
      today,
    );
    const ids = allTasks(roadmap).map((entry) => entry.id);
    expect(ids).not.toContain('submit-application:closed');
    expect(ids.filter((id) => id.endsWith(':won'))).toEqual([]);
    // Closing today: still this week's task, due today.
    expect(task(roadmap, 'submit-application:open')).toMatchObject({ dueOn: '2026-09-01', week: { number: 1 } });
  });

  it('never puts a task in a week that starts after its date', () => {
    const roadmap = buildRoadmap(
      facts({
        applications: [
          application('a', 'draft', '2026-09-03'),
          application('b', 'draft', '2026-11-20'),
          application('c', 'resubmission-required', '2026-10-10'),
        ],
        funding: {
          questionnaireDone: true,
          unlikely: false,
          checklist: [{ item: 'applicant-id', label: 'Your ID', done: false }],
          nsfasApplied: false,
          nsfasOpensOn: '2026-10-01',
          nsfasClosesOn: '2027-01-15',
        },
      }),
      today,
    );
    for (const entry of allTasks(roadmap)) if (entry.dueOn) expect(entry.week.startsOn <= entry.dueOn).toBe(true);
    expect(roadmap.lastDate).toBe('2027-01-15');
  });

  it('plans NSFAS: documents two weeks before it closes, applying a week before but not before it opens', () => {
    const funding = {
      questionnaireDone: true,
      unlikely: false,
      checklist: [{ item: 'proof-of-income', label: 'Proof of income', done: true }],
      nsfasApplied: false,
      nsfasOpensOn: '2026-09-25',
      nsfasClosesOn: '2026-09-28',
    };
    const roadmap = buildRoadmap(facts({ funding }), today);
    // 28 September less 14 days is 14 September (day 13: week 2); applying waits for the opening on 25 September (week 4).
    expect(task(roadmap, 'funding-document:proof-of-income')).toMatchObject({ done: true, week: { number: 2 } });
    expect(task(roadmap, 'apply-nsfas')).toMatchObject({ done: false, title: 'Apply to NSFAS on myNSFAS before 28 September 2026', week: { number: 4 } });
    expect(task(roadmap, 'funding-questionnaire')).toMatchObject({ done: true, week: { number: 1 } });
  });

  it('ticks applying to NSFAS once applied, and drops NSFAS steps when NSFAS is unlikely', () => {
    const funding = { questionnaireDone: true, unlikely: false, checklist: [], nsfasApplied: true, nsfasOpensOn: null, nsfasClosesOn: '2026-12-01' };
    expect(task(buildRoadmap(facts({ funding }), today), 'apply-nsfas')).toMatchObject({ done: true });
    const unlikely = buildRoadmap(facts({ funding: { ...funding, unlikely: true } }), today);
    expect(allTasks(unlikely).map((entry) => entry.kind)).not.toContain('apply-nsfas');
    expect(task(unlikely, 'funding-questionnaire')).toMatchObject({ done: true });
  });

  it('suggests up to three programmes from the assessment, ticked once applied to', () => {
    const suggestions = ['p-a', 'x', 'y', 'z'].map((programmeId) => ({ programmeId, programmeName: `Name ${programmeId}`, institutionName: 'UJ' }));
    const roadmap = buildRoadmap(facts({ assessment: { taken: true, suggestions }, applications: [application('a', 'draft', null)] }), today);
    const considered = allTasks(roadmap).filter((entry) => entry.kind === 'consider-programme');
    expect(considered.map((entry) => [entry.id, entry.done])).toEqual([
      ['consider-programme:p-a', true],
      ['consider-programme:x', false],
      ['consider-programme:y', false],
    ]);
    expect(considered[1]?.title).toBe('Consider Name x at UJ: it matches your Career Assessment');
    expect(task(roadmap, 'take-assessment')).toMatchObject({ done: true });
  });

  it('orders a week by date, undated last, then by kind and id', () => {
    const roadmap = buildRoadmap(
      facts({ applications: [application('late', 'draft', '2026-09-06'), application('soon', 'draft', '2026-09-04'), application('none', 'draft', null)] }),
      today,
    );
    const week = roadmap.weeks[0]!.tasks;
    const dated = week.filter((entry: RoadmapTask) => entry.dueOn !== null).map((entry) => entry.dueOn);
    expect(dated).toEqual([...dated].sort());
    expect(week.findIndex((entry) => entry.dueOn === null)).toBeGreaterThan(week.findLastIndex((entry) => entry.dueOn !== null));
    expect(week.slice(0, 2).map((entry) => entry.id)).toEqual(['take-assessment', 'save-marks']);
    expect(week.map((entry) => entry.id)).toContain('submit-application:soon');
  });

  it('lists only weeks with something to do, in order', () => {
    const roadmap = buildRoadmap(facts({ applications: [application('a', 'draft', '2026-12-01')] }), today);
    expect(roadmap.weeks.map((week) => week.number)).toEqual([1, 13]);
    expect(roadmap.weeks.every((week) => week.tasks.length > 0)).toBe(true);
  });
});
