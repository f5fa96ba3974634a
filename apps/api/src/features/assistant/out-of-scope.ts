// Questions Thandi must not answer: not about studying, applying, funding or Kusasa. Each pattern
// names a whole kind of question (the weather, sport, a relationship, politics, health, the law,
// investing and gambling, homework, a phone), written as phrases so a word that is also a study
// subject ("medicine", "music", "law") or a document ("police station") does not trip it; the
// retrieval's own threshold catches the rest. The answer is "I'm not sure" with /faqs and /support.

const OFF_TOPIC_KINDS: readonly RegExp[] = [
  // weather and news
  /\b(weather|rain(ing)?|sunny|forecast|temperature|load ?shedding schedule)\b/,
  // sport and entertainment
  /\b(soccer|football|psl|rugby|cricket|springboks|bafana|chiefs|pirates|sundowns|world cup|tiktok|movie|netflix|song|album|celeb(rity|s)?|joke)\b/,
  /\bwho (won|scored|is winning)\b/,
  // who will win a show, a match or a vote: a prediction nobody has facts for
  /\bwho('?s| is| will)? (gonna|going to|will)? ?win\b|\b(idols|big brother|reality (tv|show)|the voice|masterchef|soapies?|skeem saam|generations)\b/,
  // relationships and feelings
  /\b(boyfriend|girlfriend|bf|gf|crush|cheat(ed|ing)?|break ?up|dating|love life|relationship)\b/,
  /\b(depress(ed|ion)|suicid\w*|anxiety attack|self harm)\b/,
  // politics
  /\b(vote|voting|elections?|political part(y|ies)|politics|anc|eff|the da|mk party)\b/,
  /\bwho is the (president|minister|premier|mayor)\b/,
  /\bpresident of\b/,
  // health
  /\b(headache|toothache|fever|flu|cough|pregnan(t|cy)|my period|pills?|painkillers?|rash|diarrh?oea|sick note)\b/,
  /\bwhat (medicine|medication) (should|must|can) i\b/,
  // the law
  /\b(evict(ed|ion)?|landlord|lawyer|attorney|arrested|court case|sue|divorce my|custody|criminal record)\b/,
  // money matters that are not study costs
  /\b(bitcoin|crypto\w*|forex|stocks|invest(ing)?|lotto|powerball|betting|bet on|gambl\w*|casino)\b/,
  /\b(lend|borrow) me\b|\blend me money\b|\bmake money (online|fast)\b|\bbank account\b|\bloan shark\b/,
  // homework and general knowledge
  /\b(homework|assignment|essay|solve|equation|exam answers|answers to the|photosynthesis|newton'?s|pythagoras|explain (the|how) \w+ works?)\b/,
  /\bx\^?2\b|\d\s*[+\-*/^]\s*\d+\s*=/,
  /\bcapital (city )?of\b|\bmeaning of life\b|\bwhat time is it\b/,
  // jobs, driving, phones
  /\b(cv for a job|job at|driver'?s licen[cs]e|learner'?s licen[cs]e|cracked|phone screen|laptop repair|wifi password|data bundles?)\b/,
  /\bbest (phone|laptop|car)\b/,
  /\b(recipe|vetkoek|braai|cake|breakfast|lunch|dinner|what should i eat|lose weight|gym|diet)\b/,
  // beliefs, trivia and everyday errands
  /\b(star sign|horoscope|zodiac|is god real|translate|hack|playstation|xbox|fortnite|video games?|public holiday|taxi|uber|petrol|diesel|become famous)\b/,
  /\b(who invented|how tall is|richest|report a crime|open a case)\b|\b\d+ (times|plus|minus|divided by) \d+\b/,
  /\b(stress|stressed|anxious|anxiety|lonely|mental health)\b/,
  /\bwhere can i buy\b|\bbuy a (cheap )?(phone|laptop|car)\b/,
];

/** Study words that keep a question in scope even when an off-topic word appears ("sick on my exam day, can I still apply?"). */
const STUDY_WORDS =
  /\b(nsfas|aps|apply|applying|application|applications|varsity|university|college|tvet|matric|nsc|bursary|sponsor|kusasa|thandi|plan|documents?|enrol|register|registration|seta|learnership|study|studying|course|courses|degree|diploma|career|programmes?|programs?)\b/;

/** Always off topic, whatever study words come with it; a ranking is an opinion Thandi has no facts for. */
const ALWAYS_OFF_TOPIC =
  /\b(homework|assignment|essay|solve|equation|exam answers|answers to the|soccer|football|psl|recipe|movie|song|joke|lotto|bitcoin|crypto\w*|betting|gambl\w*|weather|passport|study tips|memos?|past (exam )?papers?|exchange rates?|ucas)\b|\b(rand|dollars?|pounds?|euros?) to (the )?(rand|dollars?|pounds?|euros?)\b|\bpaper [123]\b|\bwrite (me|my) (a |an )?\w*\s?(essay|letter|cv|poem|story|speech|statement)\b|\b(earn|make|get paid|salary)\b.{0,30}\bas an? \w+|\bsalar(y|ies) (of|for) an? \w+|\bwhat does an? \w+ earn\b|\bregister a (company|business|car)\b|\bhow (do i|to|should i|can i) (study|revise|prepare) for\b|\bbest (varsity|university|uni|college) in the (world|country)\b|\b(best|cheap|cheapest|good) (laptops?|phones?|tablets?|cars?)\b|\b(pass rates?|matric results of my school)\b|\b(divorc\w*|inheritance|who gets the house)\b|\b(srd|sassa) (is )?(pay|paying|payment|payments|pays)\b|\b(rank(ed|ing|ings)?|top ten|top 10) (varsit|universit|uni)/;

/** Applying for a grant itself (SASSA, the SRD grant) is SASSA's business; a grant's meaning for NSFAS is in scope. */
const GRANT_ITSELF =
  /\b(apply|applying|register|status|payment dates?|paid|appeal)\b.*\b(sassa|srd)\b|\b(sassa|srd)\b.*\b(status|payment dates?|appeal|application)\b/;
const FUNDING_CONTEXT = /\b(nsfas|bursary|funding|study|university|college)\b/;

/** True when a question is about something Thandi has no business answering. */
export function isOutOfScope(plainQuestion: string): boolean {
  const text = plainQuestion.toLowerCase();
  if (ALWAYS_OFF_TOPIC.test(text)) return true;
  if (GRANT_ITSELF.test(text) && !FUNDING_CONTEXT.test(text)) return true;
  if (STUDY_WORDS.test(text)) return false;
  return OFF_TOPIC_KINDS.some((pattern) => pattern.test(text));
}
