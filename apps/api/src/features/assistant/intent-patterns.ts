import type { ConsultationSession } from '@kusasa/domain/rules/consultations';

// The phrases the intent step (question-intent.ts) reads a question by, each naming one kind of
// question or one part of it; matched against the normalised, spelled-out question.

/** Asking for a decision only the institution makes, or for help Thandi does not give. */
export const PREDICTION =
  /\b(yes or no|predict(ion)?s?|forecast|guarantee[ds]?|will (they|\w+) (accept|take|admit|approve|fund|select|choose|pick) me|am i (going to|gonna) (get in|be accepted|pass)|promise)\b/;
/** "Will I pass matric?", "will I get in?": an outcome no rule decides, unless the learner's marks are given to score. */
export const OUTCOME_ASKED =
  /\bwill i (pass|fail|get in|get into|be accepted|get accepted|be funded|get funded|be approved|get approved|be selected|get selected)\b/;
export const MARKS_GIVEN = /\b(with (my|these|those) (marks|results|points|aps)|if i (get|got|have|push|improve))\b/;
/** "Check my friend's NSFAS status, his ID is ...": someone else's data, which Thandi never reads. */
export const SOMEONE_ELSES_DATA =
  /\b(check|see|track|look up|find|tell me)\b.*\b(friends?|brothers?|sisters?|cousins?|classmates?|boyfriends?|girlfriends?|someone else|somebody else|another person)s?\b.*\b(status|application|marks|results|aps|account|nsfas)\b|\b(his|her|their) id (number )?is\b/;

/** "How do we prove income for NSFAS?": the documents, not the income rule. */
export const PROVING_INCOME = /\b(prove|proof|payslips?|affidavit|documents?|papers|no payslip)\b/;
/** "Will NSFAS fund me if I study part time?": a condition NSFAS's rules decide, not a prediction. */
export const RULE_CONDITION =
  /\bif (i|im|i'm|my)\b.*\b(part[- ]?time|private|second|already (have|did|completed|finished)|postgrad\w*|honours|distance|older|disabilit\w*|disabled|foreign|refugee|permanent resident|sassa|grant|repeat\w*)\b/;
export const NSFAS_INCOME =
  /\bnsfas\b.*\b(income|earn|earns|salary|salaries|household|r ?\d|threshold|limit|how much must)|\b(income|earn|earns|salary|household|r ?\d[\d ,]*)\b.*\bnsfas\b/;
export const REJECTED =
  /\b(reject(ed)?|unsuccessful|not successful|declined|turned (me )?down|didn ?t get (in|into)|did not get (in|into)|not accepted|wasn ?t accepted|said no|didn ?t make it|did not make it)\b/;
/** A programme named with "aps" or "points" and an institution ("tut diploma in nursing aps") asks for its requirement. */
export const PROGRAMME_WORDS =
  /\b(diploma|degree|bachelor\w*|b ?com|b ?sc|llb|b ?eng\w*|b ?ed|mbchb|mbbch|higher cert\w*|certificate|nursing|engineering|medicine|law|accounting|pharmacy|teaching|social work|computer science|information technology|actuarial|architecture|psychology|physiotherapy|dentistry|education)\b/;
/** "I want to become a doctor, what should I study?": a career named as the person. */
export const CAREER_PERSON =
  /\bbecome an? (doctor|nurse|lawyer|engineer|teacher|accountant|pharmacist|architect|psychologist|physiotherapist|dentist|social worker)\b/;
/** Asking what a programme needs, or what to study for a career. */
export const PROGRAMME_NEEDS = /\b(aps|points|requirements?|need|needs|needed|minimum|what (should|must|can) i study|to become)\b/;
export const SCORE_WORDS = /\b(aps|points|punte|score)\b/;
export const RULE_WORDS = /\b(need|needs|required|requirement|minimum|at least|above|is it true)\b/;
/** "Do I need maths for BCom at UJ?", "is maths lit accepted for nursing at UKZN?": a programme's subject rule. */
export const SUBJECT_RULE = /\b(need|needs|needed|subjects?|maths|mathematics|physics|physical science|accepted|accept|allowed)\b/;
/** "How does UCT calculate points?": how an institution counts, explained by its entry. */
export const HOW_COUNTED = /\bhow (do|does|is|are|to|can|will)\b.*\b(calculat\w*|count\w*|work(ed)? out|points? work)\b/;
/** "Can I get into university with a higher certificate pass?": what a pass type opens, explained. */
export const PASS_TYPE_NAMED = /\b(bachelor'?s?|degree|diploma|higher certificate|hc|nsc) pass\b/;
/** "What can I study at a TVET college?": a kind of place, explained, unless the learner's own marks are meant. */
export const APPLYING = /\b(apply|applying|applications?)\b/;
export const WITH_MY_MARKS = /\b(my (marks|results|aps|points)|with my)\b/;
export const KIND_OF_PLACE =
  /\b(tvet|college|colleges|learnerships?|seta|apprenticeships?|artisans?|internships?|grade (9|10|11)|without matric|no matric|dropped out)\b/;
export const OWN_SCORE = /\bmy (aps|points|marks|score|results)\b|\b(aps|points|score) for me\b|\b(marks|results) (in|on|from) my profile\b/;
/** "NSFAS rejected me": a funding decision, explained (appeals), not one of the learner's applications. */
export const FUNDING_WORDS = /\b(nsfas|funding|bursary|sassa|allowance|sponsor|sponsors|sponsorship)\b/;
/** "Will I get a bachelor pass with my marks?": the learner's own pass type (both parts, in any order). */
export const SELF_MARKS = /\b(my (marks|results|pass)|with my|will i (get|pass)|am i (going to|gonna|getting|on track)|do i (get|have))\b/;
export const PASS_WORDS = /\b(pass|passes|bachelor|bachelors|endorsement|exemption)\b/;
/** "My ID document got rejected" is about a document, not an application. */
export const DOCUMENT_WORDS = /\b(document|documents|id|upload|uploaded|proof|certificate|file|photo|pdf)\b/;
/** "Interview practice questions for nursing": the curated questions for the field (Pro + AI, decision 0423). */
export const INTERVIEW_PRACTICE = /\binterviews?\b.*\b(questions?|practi[cs]e|prepare|prep|ask)\b|\b(questions?|practi[cs]e|prepare|prep)\b.*\binterviews?\b/;
export const CONSULTATION = /\b(session|consultation|consult|counsell?or|counseling|counselling|book)\b/;
export const SESSIONS: readonly [RegExp, ConsultationSession['id']][] = [
  [/\bcareer guidance\b/, 'career-guidance'],
  [/\bapplication review\b/, 'application-review'],
  [/\binterview (prep|preparation|practice)\b/, 'interview-preparation'],
];
/** A parent's or guardian's consent ("my mom hasn't confirmed yet") is explained, not read from the learner's rows. */
export const GUARDIAN_CONSENT =
  /\b(guardian|parents?|mom|mum|mother|mama|dad|father|papa|ouers)\b.*\b(confirm(ed|s)?|consent(ed)?|approve[ds]?|agree[ds]?)\b|\b(confirm(ed|s)?|consent(ed)?)\b.*\b(guardian|parents?)\b/;
/** Questions whose fee or date is not an institution's application fee or closing date: NSFAS, a sponsor, a learnership or SETA. */
export const GENERAL_TOPIC_EXCEPT = /\b(nsfas|missed|miss|late|passed|sponsor|sponsorship|learnerships?|setas?|stipend)\b/;
/** This many marks written out are a learner's results to score, whatever else the question says. */
export const MARK_LIST = 3;
export const YEAR = /\b(20[2-3]\d)\b/;
/** Asking what a percentage counts for: points, a level, a symbol, worth. */
export const MARK_WORTH = /\b(aps|points?|punte|level|levels|symbol|worth|count|counts|score|get|got|mark|marks|is|equals?|convert)\b/;
/** "Do I make the cut for BSc at UP?", "am I in for TUT nursing?": the learner's fit for a programme at an institution. */
export const FIT_ASKED =
  /\b(qualif(y|ies|ied)|eligible|get in|get into|make it|make the cut|am i in|good enough|enough for|possible|my chances?|chances? (of|to)|accepted|can i (study|do|get))\b|\bwith my (marks|results|aps|points|score)\b/;
/** "How many points would I have at Wits?": the learner's score asked for, not a programme's fit. */
export const SCORE_ASKED =
  /\bhow many (aps )?(points|aps)\b|\bwhat (is|would be|will be|s) my (aps|score|points)\b|\b(points|aps|score) (would|will|do) i (have|get)\b/;
