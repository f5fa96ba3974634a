import { normaliseText } from './institution-names.ts';

// Which catalogue fact a question asks for (an institution's fee, dates, requirements, programmes,
// tuition), and a second one asked in the same question ("... and when does it close?").

export type FactTopic = 'fees' | 'dates' | 'requirements' | 'programmes' | 'tuition';

const TOPICS: readonly [FactTopic, RegExp][] = [
  [
    'tuition',
    /\b(tuition|study fees?|fees? per year|per year|yearly fees?|annual fees?|class fees?|cost to study|costs? of studying|how much (is it|does it cost) to study|(tvet|university|varsity|college|course|degree|diploma) fees?)\b/,
  ],
  [
    'fees',
    /\b(application fees?|app fees?|fees?|charge|cost to apply|pay( anything| something| money| a cent| a fee)? (to|for|when|before) (apply|applying)|how much (is it |does it cost )?to apply|free to apply|(apply|applying|application) [a-z ]{0,40}\bfree\b(?! (plan|starter))|how much does it cost to apply|how much [a-z ]{0,40}\bapply|cost of applying)\b/,
  ],
  [
    'dates',
    /\b(clos(e|es|ed|ing)|deadline|due date|last day|still open|open(s|ed)? for applications|(still )?(accepting|taking) applications|applications? (open|opening)|open yet|when (do|does|did|can|must|should) .*(open|apply|close)|opening date|late|still apply|apply late|(programme|study|course) choices|how many choices|international applicants?|walk ?ins?|open for)\b/,
  ],
  [
    'requirements',
    /\b(requirements?|required|need(ed)? (for|to get|to study|to do)|(aps|points) (do i need|for|needed|required|needed for)|minimum|can i (do|study|get into)|get into|entry)\b|\b(does|do) .+ need(?= ?$)/,
  ],
  ['programmes', /\b(courses?|programmes?|programs?|offer|qualifications?)\b/],
];

/** Topics a second part of a question may ask as well ("what APS for nursing at UKZN, and when does it close?"). */
const SECOND_TOPICS: readonly [FactTopic, RegExp][] = [
  ['fees', TOPICS.find(([topic]) => topic === 'fees')![1]],
  ['dates', /\b(clos(e|es|ed|ing)|deadline|due date|last day|open(s|ed)? for applications|when (do|does|can) .*(open|apply|close))\b/],
  ['requirements', /\b(requirements?|aps|points|minimum|entry)\b/],
];

/** The other catalogue topics a question asks about the same institution, besides its first. */
export function alsoAsked(question: string, first: FactTopic): FactTopic[] {
  const text = normaliseText(question);
  if (first === 'tuition' || first === 'programmes') return [];
  return SECOND_TOPICS.filter(([topic, pattern]) => topic !== first && pattern.test(text)).map(([topic]) => topic);
}

export function factTopic(text: string): FactTopic | null {
  return TOPICS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}
