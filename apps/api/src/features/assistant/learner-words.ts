// How learners write, mapped to the words the knowledge base uses: the lists are in
// learner-word-lists.ts; here they are applied the same way on the index side and the query side.
import { LEARNER_SYNONYMS, STOP_WORDS } from './learner-word-lists.ts';

export { STOP_WORDS };

/** Lower case, no accents, a plain plural made singular: the same on the index side and the query side. */
export function normaliseWord(word: string): string {
  const plain = word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  if (plain.length > 4 && plain.endsWith('ies')) return `${plain.slice(0, -3)}y`;
  if (plain.length > 3 && plain.endsWith('s') && !plain.endsWith('ss') && !plain.endsWith('us') && !plain.endsWith('is')) return plain.slice(0, -1);
  return plain;
}

/** Splits on anything but letters, digits and apostrophes; 'i-APS' is 'i' and 'aps'. */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}']+/u).filter(Boolean);
}

/** Phrases of stop words that still name a topic: "how much" asks for a price, "how long" for a time. */
const TOPIC_PHRASES: readonly [RegExp, string][] = [
  [/\bhow much\b/gi, ' cost '],
  [/\bhow long\b/gi, ' time '],
  [/\bhow old\b/gi, ' age '],
  // "sent back", "am I on track", "what must I do next": a resubmission, the journey's next step.
  [/\bsent back\b/gi, ' resubmit resubmission '],
  [/\bmarks (are |r )?(too low|not good enough|bad)\b/gi, ' other options alternatives extended '],
  [/\b(on track|what (must|should|do) i do next|next steps?)\b/gi, ' journey next step progress '],
  // "the difference between Essential and Pro": the plans compared.
  [/\b(difference|diff|compare|versus|vs)\b(?=.*\b(starter|essential|pro)\b)/gi, ' compare plans '],
  // "apply to 4 universities": how many, as "more than one" below.
  [
    /\bapply (to|at|for) (\d|two|three|four|five|six) (universit\w*|varsit\w*|colleges?|institutions?|places|programmes?|courses?)\b/gi,
    ' multiple applications ',
  ],
  // "I don't have an ID", "lost my ID": an ID document the learner is missing, not the tracking ID.
  [
    /\b(don'?t|do not|never) have (an? |my )?(id|identity document|id document)\b|\b(no|without( an?)?|lost( my)?) (id|identity document|id document)\b/gi,
    ' noid id document ',
  ],
  // "more than one university", "several varsities": how many, not which one.
  [/\b(more than (one|1)|several|many different)\b/gi, ' multiple '],
  // "I'm 16": an age under 18.
  [/\b(i ?a?m|i'm|ek is) (1[0-7])\b/gi, ' age under 18 '],
];

/** "Yo Thandi, how do I apply for NSFAS?": her name addresses her; unless "you" asks about her, it is not the topic. */
const ADDRESS = /^\W*((hi|hey|hello|yo|howzit|sawubona|dumela|molo|heita|sho|hallo)\W+)?thandi\b/i;
const ABOUT_HER = /\b(you|your|yourself|u|ur|she|her)\b/i;
const withoutAddress = (text: string) => (ABOUT_HER.test(text) ? text : text.replace(ADDRESS, ' '));

/** The topic words of a text, normalised, stop words left out. */
export function topicWords(text: string): string[] {
  const phrased = TOPIC_PHRASES.reduce((current, [phrase, word]) => current.replace(phrase, word), withoutAddress(text));
  return (
    tokenize(phrased)
      .filter((word) => !STOP_WORDS.has(word.toLowerCase()))
      .map(normaliseWord)
      // A bare number ("3 days ago", "im 17") says how much, not what about: the words around it do.
      .filter((word, at, words) => word.length > 0 && !STOP_WORDS.has(word) && !/^\d+$/.test(word) && words.indexOf(word) === at)
  );
}

/** The words to search for one learner word: itself and what it means in the entries' words. */
export function expandWord(word: string): string[] {
  const synonyms = LEARNER_SYNONYMS[word.toLowerCase()] ?? LEARNER_SYNONYMS[normaliseWord(word)] ?? [];
  return [...new Set([normaliseWord(word), ...synonyms.flatMap((phrase) => tokenize(phrase).map(normaliseWord))])].filter(Boolean);
}
