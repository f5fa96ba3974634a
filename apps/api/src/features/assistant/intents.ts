import type { OwnDataIntent } from '@kusasa/domain/schemas/assistant/common';
import { tokenize } from './learner-words.ts';

// Questions about the learner's own data ("what is my APS", "which programmes do I qualify for",
// "what do I still need to upload", "where is my application") are answered from their own rows,
// not from the knowledge base. A question is about their own data only when it speaks of the
// learner (my, I, me; isiZulu yami/sami/wami/lami, ngi-; Afrikaans my, ek) AND of one of these
// topics in a way that asks for their state rather than for how something works. "How does APS
// work?" and "How do I know if I qualify?" are explanations; "What is my APS?" is theirs.

const FIRST_PERSON = new Set(['my', 'me', 'i', 'im', "i'm", 'mine', 'myself', 'yami', 'sami', 'wami', 'lami', 'bami', 'zami', 'ek', 'mina', 'ngi']);
/** isiZulu and isiXhosa verbs carry "I" as the prefix ngi- / ndi- (ngingangena, ndingangena: can I get in). */
const ISIZULU_FIRST_PERSON_PREFIX = /^(ngi|ndi)[a-z]{3,}/;

/** Explanations, not a state: the knowledge base answers them. */
const EXPLANATION =
  /^why\b|\b(how (do|can|does|would|will) (i|you|they|one|we) (know|check|see|find out|work out)|what does .* mean|meaning|means|how does .* (work|count|calculate)|how do .* (count|calculate)|how is .* (calculated|worked out)|explain)\b/;

/** Questions about Thandi herself ("can Thandi see my marks?") are about the assistant. */
const ABOUT_THANDI = /\b(thandi|ai|assistant|chat|chats|bot)\b/;
/** Thandi addressed by name ("Thandi, what is my APS?", "thandi pls ...", "... thanks thandi") is not the topic. */
const ADDRESSED = /^\s*((hi|hey|hello|sawubona|dumela|molo|yo)\s+)?thandi\b[\s,!.:-]*((pls|please|plz)\b)?|\b(thanks|thank you|pls|please)?\s*thandi[\s?!.]*$/g;

const TOPICS: Record<OwnDataIntent, { topic: RegExp; asking?: RegExp; not?: RegExp }> = {
  aps: {
    // "where do my marks land at WSU": the learner's marks placed on a scale are their score.
    topic: /\b(aps|points?|punte|amaphuzu|score)\b|\bmy marks\b.*\b(land|fall|sit|stand|come to|add up)\b/,
    // "What APS do I need for BCom?" asks for a requirement, not for the learner's score.
    not: /\b(need|needed|required|requirements?|minimum)\b/,
  },
  eligibility: {
    topic:
      /\b(qualif(y|ies|ied)|eligible|get into|get in|be accepted|accept me|kwalifiseer|ngingangena|ndingangena|ngiyafaneleka|what can i study|where can i study|(what|which) (courses|programmes|programs|degrees|diplomas) can i)\b|\bcan i (study|do|get into)\b.*\bwith my (marks|results|points|aps)\b/,
    asking:
      /\b(which|what|any|do i|can i|am i|with my|courses?|programmes?|programs?|varsity|university|universities|college|colleges|ngingangena|ndingangena|ngiyafaneleka|kwalifiseer)\b/,
    not: /\b(nsfas|bursary|funding|sponsor|sassa)\b/,
  },
  documents: {
    topic: /\b(upload|uploaded|uploads|documents?|dokumente|amaphepha|papers|my id|my proof of residence|my (grade 1[12] )?results)\b/,
    asking:
      /\b(still|missing|outstanding|left|yet|everything|remaining|not uploaded|did i|have i|haven't|havent|what else|anything else|verified|approved|pending|checked|status|wrong|problem|problems|issue|issues|ok|okay|fine|space|room)\b/,
    // Documents for NSFAS are uploaded on myNSFAS, not among the learner's Kusasa documents.
    not: /\b(nsfas|bursary|sponsor)\b/,
  },
  applications: {
    topic: /\b(applications?|applied|isicelo|aansoek)\b/,
    asking:
      /\b(where|status|approved|accepted|rejected|happening|track|tracking|progress|news|outcome|heard|hear|sikuphi|yet|going|any news|update|pending|still|open|waiting|how many|made|submitted|received|sent|went through)\b/,
    // "Can I add one more application on my plan?" asks about the plan's limit, not where they stand.
    // An NSFAS application is NSFAS's, tracked on myNSFAS, not one of the learner's Kusasa applications.
    not: /\b(add|another|more|limit|plan|nsfas)\b|\b(how )?many\b.*\b(can|may|allowed|could)\b/,
  },
  deadlines: {
    topic: /\b(deadlines?|closing dates?|close|closes|due)\b/,
    asking: /\b(when|what|which|my|list)\b/,
    // "I missed the closing date" asks what to do after it, not for the dates.
    not: /\b(missed|miss|late|passed|too late)\b/,
  },
};

export function speaksOfThemselves(text: string): boolean {
  return tokenize(text).some((word) => FIRST_PERSON.has(word.toLowerCase()) || ISIZULU_FIRST_PERSON_PREFIX.test(word.toLowerCase()));
}

/** The own-data intent of a question, or null when the knowledge base should answer it. */
export function detectOwnDataIntent(question: string): OwnDataIntent | null {
  const text = question.toLowerCase().replace(/[’`]/g, "'");
  if (!speaksOfThemselves(text) || EXPLANATION.test(text) || ABOUT_THANDI.test(text.replace(ADDRESSED, ' '))) return null;
  // Order matters: "which programmes do I qualify for with my points" is eligibility, not APS.
  const order: OwnDataIntent[] = ['eligibility', 'deadlines', 'applications', 'documents', 'aps'];
  for (const intent of order) {
    const { topic, asking, not } = TOPICS[intent];
    if (topic.test(text) && (!asking || asking.test(text)) && !(not && not.test(text))) return intent;
  }
  return null;
}
