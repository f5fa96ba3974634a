// How learners write, mapped to the words the knowledge base uses. Learners mix English with
// isiZulu and Afrikaans, use township words and slip on spelling; MiniSearch's fuzzy and prefix
// matching takes care of most slips, and this table of words does the rest. It is written as a
// list of South African learner vocabulary, not from the benchmark's questions.

/** Words that carry no topic, in English, isiZulu and Afrikaans. */
export const STOP_WORDS = new Set([
  // English
  'a', 'about', 'after', 'all', 'am', 'an', 'and', 'any', 'anything', 'are', 'as', 'at', 'be', 'been', 'but', 'by', 'can', 'could', 'did', 'do',
  'does', 'doing', 'done', 'else', 'for', 'from', 'get', 'gets', 'got', 'had', 'has', 'have', 'help', 'here', 'hey', 'hi', 'how', 'i', 'if', 'im',
  'in', 'into', 'is', 'it', 'its', 'just', 'know', 'like', 'me', 'mine', 'must', 'my', 'need', 'needs', 'no', 'not', 'now', 'of', 'ok', 'okay', 'on',
  'or', 'our', 'please', 'pls', 'plz', 'says', 'say', 'should', 'so', 'some', 'still', 'tell', 'than', 'that', 'the', 'their', 'them', 'then',
  'there', 'they', 'this', 'to', 'u', 'up', 'us', 'use', 'using', 'very', 'want', 'was', 'way', 'we', 'were', 'what', 'whats', 'which', 'while',
  'who', 'why', 'will', 'with', 'would', 'yes', 'you', 'your', 'ya', 'eish', 'yoh', 'sharp', 'bra', 'tjo', 'ne', 'hle', 'mos', 'really', 'much', 'many',
  'thing', 'things', 'stuff', 'guys', 'kusasa', 'dont', 'cant', 'ive', 'where', 'when',
  // isiZulu function words
  'ngicela', 'ngifuna', 'ukuthi', 'yini', 'kanjani', 'ngiyabonga', 'mina', 'wena', 'futhi', 'kodwa', 'uma', 'ngoba', 'ngabe', 'angazi', 'ungichazele',
  'ungisize', 'sicela', 'sawubona', 'yebo', 'cha',
  // Afrikaans function words
  'ek', 'het', 'n', 'die', 'dit', 'wat', 'hoe', 'vir', 'by', 'asseblief', 'kan', 'jy', 'is', 'en', 'of', 'nie', 'wil', 'hê', 'he', 'moet', 'van', 'op',
  'met', 'te', 'om', 'ons',
]);

/**
 * A word a learner uses -> the words the entries use. The learner's own word is kept as well, so
 * an entry that lists it as a keyword still matches it directly.
 */
export const LEARNER_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // places of study
  varsity: ['university'],
  univ: ['university'],
  uni: ['university'],
  iyunivesithi: ['university'],
  universiteit: ['university'],
  ikholeji: ['college'],
  kollege: ['college'],
  campus: ['university', 'college'],
  // study and results
  matric: ['nsc', 'grade 12'],
  matriek: ['matric', 'nsc'],
  amamaki: ['marks', 'results'],
  punte: ['points', 'aps', 'marks'],
  amaphuzu: ['points', 'aps'],
  results: ['marks', 'results'],
  percent: ['percentage', 'mark'],
  percentage: ['mark', 'level'],
  lo: ['life orientation'],
  mathslit: ['mathematical literacy'],
  lit: ['literacy'],
  maths: ['mathematics'],
  math: ['mathematics'],
  course: ['programme'],
  courses: ['programme'],
  kursus: ['programme'],
  program: ['programme'],
  programs: ['programme'],
  study: ['programme', 'study'],
  ukufunda: ['study'],
  degree: ['bachelor', 'programme'],
  bachelors: ['bachelor'],
  // applying
  aansoek: ['application', 'apply'],
  isicelo: ['application', 'apply'],
  applications: ['application'],
  applied: ['apply', 'application'],
  register: ['register', 'registration', 'sign up'],
  registreer: ['register'],
  ukubhalisa: ['register'],
  bhalisa: ['register'],
  signup: ['sign up', 'register'],
  login: ['sign in', 'log in'],
  logged: ['sign in', 'log in'],
  // documents
  dokumente: ['documents'],
  dokument: ['document'],
  amaphepha: ['documents'],
  papers: ['documents'],
  paperwork: ['documents'],
  certified: ['certified copies'],
  upload: ['upload', 'documents'],
  address: ['residence', 'address'],
  bill: ['utility bill', 'residence'],
  // money
  imali: ['cost', 'price', 'fees', 'money'],
  geld: ['cost', 'price', 'money'],
  fees: ['price', 'cost'],
  cost: ['price', 'cost'],
  costs: ['price', 'cost'],
  expensive: ['price', 'cost'],
  mahala: ['free'],
  gratis: ['free'],
  betaal: ['pay', 'payment'],
  paid: ['pay', 'payment', 'paid'],
  instalments: ['installments'],
  instalment: ['installments'],
  terugbetaling: ['refund'],
  refunds: ['refund'],
  beurs: ['bursary', 'sponsor'],
  bursaries: ['bursary'],
  funding: ['funding', 'nsfas'],
  subscription: ['plan', 'subscription'],
  // account and privacy
  wagwoord: ['password'],
  iphasiwedi: ['password'],
  pasword: ['password'],
  rekening: ['account'],
  verwyder: ['delete', 'remove'],
  susa: ['delete', 'remove'],
  ubudala: ['age'],
  ouderdom: ['age'],
  privaat: ['privacy'],
  // people
  counsellor: ['counselor', 'counsellor', 'consultation'],
  counselor: ['counselor', 'counsellor', 'consultation'],
  person: ['support', 'human'],
  human: ['support', 'human'],
  // time
  nini: ['when', 'date'],
  wanneer: ['when', 'date'],
  close: ['closing', 'deadline'],
  closes: ['closing', 'deadline'],
  closing: ['closing', 'deadline'],
  opens: ['open'],
  // doing
  make: ['create'],
  open: ['open', 'create'],
  calculate: ['calculate', 'count', 'work out'],
  calculated: ['calculate', 'count'],
  count: ['count', 'calculate'],
  counted: ['count', 'calculate'],
  passed: ['passed', 'death', 'died'],
  died: ['death', 'died'],
  deceased: ['death', 'died'],
  '15': ['under 18', 'age'],
  '16': ['under 18', 'age'],
  '17': ['under 18', 'age'],
  // the assistant
  ai: ['thandi', 'ai'],
  bot: ['thandi'],
  chatbot: ['thandi'],
  chats: ['chat', 'history'],
  messages: ['chat', 'history'],
};

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

/** The topic words of a text, normalised, stop words left out. */
export function topicWords(text: string): string[] {
  return tokenize(text)
    .filter((word) => !STOP_WORDS.has(word.toLowerCase()))
    .map(normaliseWord)
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word));
}

/** The words to search for one learner word: itself and what it means in the entries' words. */
export function expandWord(word: string): string[] {
  const synonyms = LEARNER_SYNONYMS[word.toLowerCase()] ?? LEARNER_SYNONYMS[normaliseWord(word)] ?? [];
  return [...new Set([normaliseWord(word), ...synonyms.flatMap((phrase) => tokenize(phrase).map(normaliseWord))])].filter(Boolean);
}
