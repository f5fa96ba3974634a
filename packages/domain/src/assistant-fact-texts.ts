// Thandi's answers written from live facts (the catalogue, the APS rule packs, NSFAS's rule set,
// consultations); import-free, read by the API.

export const assistantFactTexts = {
  apsUnnamedMarks:
    'Counting those marks the usual way, each mark at its NSC level and your best six added ({list}), your APS is {score} out of {max}. Leave Life Orientation out if it is one of them.',
  apsSameInAll:
    '{mark}% in every subject is NSC level {level} in each, so your APS in the usual count is {score} out of {max}: your best six subjects at {level} points each, Life Orientation not counted (Wits and UFS give it points of their own).',
  markLevel:
    '{mark}% is NSC level {level} ({descriptor}, {min}-{max}%), worth {points} APS points in the usual count (best six subjects, Life Orientation not counted).',
  markLevelLifeOrientation:
    '{mark}% is NSC level {level} ({descriptor}, {min}-{max}%). Life Orientation does not count in the usual APS (best six other subjects); Wits and UFS give it points of their own.',
  markLevelAt: 'At {institution} ({pack}) {mark}% in {subject} counts {packPoints} points.',
  apsFromMarks: 'With those marks your APS is {score} out of {max} ({subjects}).',
  apsFromMarksOwnPack: 'At {institution} those marks give {packScore} of {packMax} ({pack}).',
  apsFromMarksUsual: 'By the usual count that most other institutions use, they give {score} out of {max} ({subjects}).',
  apsFromLevels:
    'Reading those as NSC levels (1 to 7), your APS is {score} out of {max} by the usual count ({subjects}). Wits, UFS, WSU, UCT and UKZN count from percentages, so give me your percentages for their scores.',
  apsFewMarks: 'I counted {count} subject(s); an APS uses your best six (Life Orientation not counted), so add the rest for the full score.',
  calculationSource: 'NSC levels and APS rules',
  passFromMarks: 'By these marks you reach a {passType}.',
  passNextUp: 'For a {next}: {reasons}.',
  passNeedsHomeLanguage:
    'I cannot tell your pass type yet: a pass needs 40% in a Home Language, so write which language you take at Home Language level (for example "isiZulu HL 70").',
  passNeedsAllMarks: 'To work out your pass type, write the marks of all your subjects (at least six, Life Orientation too).',
  passCertificate: 'The endorsement printed on your certificate is what counts.',
  installments:
    'Payment plans are coming soon (not available yet). When they open, the {plan} plan (R{price}) paid in {count} installments will be R{each} each: the total divided by {count}, rounded up to whole rand. For now plans are paid once at checkout.',
  installmentsFree: 'The Starter plan is free (R0), so there is nothing to pay in installments.',
  planSource: 'Kusasa plans and prices',
  statedApsMeets:
    'With an APS of {score} by the usual count (best six subjects, Life Orientation not counted), {count} programmes in our catalogue ask for that score or less, for example: {names}.',
  statedApsNone:
    'With an APS of {score} by the usual count, no programme in our catalogue that publishes a minimum APS matches what you asked: look at higher certificates, extended programmes and TVET colleges at /programs.',
  programmeSearch:
    'In our catalogue {count} programmes match what you asked, for example: {lines}. Requirements differ by institution and change every year: ask me about one institution (for example "nursing at UKZN") for its dates and fee, and confirm with it before you apply.',
  programmeSearchSource: 'The Kusasa programme catalogue',
  statedApsAsked: 'By the usual count (best six subjects, Life Orientation not counted): {lines}.',
  statedApsAskedLine: '{programme} at {institution} asks for a minimum APS of {minAps}, {verdict}',
  statedApsReaches: 'which your {score} reaches',
  statedApsShort: '{short} more than your {score}',
  statedApsCaveat:
    'An APS alone is not enough: each programme also sets subject minimums, and Wits, UFS, WSU, UCT, UKZN and NMU count differently. Save your marks in your profile and /programs shows what you meet.',
  feeAt: 'The application fee at {institution} for the {year} intake is R{fee}.',
  feeNotPublished: '{institution} has not published an application fee for {year} in our catalogue.',
  feeFree: 'Applying to {institution} for {year} costs nothing (no application fee).',
  feeEarlierCheck: 'Check whether it changed for {year} before you pay.',
  datesAt: '{institution} {intake} applications for {year}: {dates}.',
  opensOn: 'open on {date}',
  closesOn: 'close on {date}',
  lateClosesOn: 'late applications close on {date}',
  noDates: 'closing date not published in our catalogue yet',
  datesPassed: 'That closing date has passed.',
  lateRules: 'Note: {rules}',
  noIntakes: 'Our catalogue has no application dates for {institution} yet: check {url}.',
  programmesMatchedAt: '{institution} programmes in our catalogue that match what you asked ({count}): {names}.',
  programmesAt: '{institution} programmes in our catalogue ({count}), for example: {names}.',
  noProgrammesAt: 'Our catalogue has no programmes listed for {institution} yet: check {url}.',
  requirementLine: '{programme}: {aps}{subjects}',
  requirementAps: 'minimum APS {minAps} ({unit})',
  requirementNoAps: 'no published minimum APS',
  requirementSubjects: '; {subjects}',
  subjectMinimum: '{subject} level {level} ({mark}%+)',
  requirementsAt: 'At {institution}: {lines}.',
  mathsAlternativeAccepted: '{subject} is accepted for {programme}, as an option to Mathematics.',
  mathsAlternativeNotAccepted: 'No, {subject} is not accepted for {programme}: its requirement names {named} only.',
  requirementsConfirm: 'Requirements change every year: confirm with {institution} ({url}) before you apply.',
  institutionSource: '{institution} in the Kusasa catalogue',
  nsfasIncome:
    'NSFAS ({version}) funds South African citizens and permanent residents studying a first undergraduate qualification at public universities and TVET colleges whose household income is at most R{general} a year (R{disability} for students with a disability; R{legacy} for students who started before {legacyYear}). SASSA grant recipients other than the SRD grant qualify financially. NSFAS may check what you declare against SASSA, SARS and Home Affairs records. NSFAS publishes its criteria every cycle: confirm them at nsfas.org.za, and check your own readiness at /funding.',
  nsfasSource: 'NSFAS rules in Kusasa',
  consultation:
    'A {name} session with a counsellor takes {minutes} minutes and costs R{price}. Booking will be available soon at /consultations; until then you can ask Thandi career and application questions.',
  consultationSource: 'Consultation sessions',
  // One named programme against the learner's own marks (programme-fit.ts).
  fitRequirement: 'At {institution}, {requirement}.',
  programmeNotFound: 'I could not find a programme called "{words}" at {institution} in our catalogue.',
  fitOther: 'Also: {other}',
  fitScore: 'Your score by that count is {score} of {max} ({pack}).',
  fitVerdicts: {
    meets: 'By your saved marks you meet these requirements.',
    nearly: 'By your saved marks you are close but do not meet them yet: check the subject levels above.',
    does_not_meet: 'By your saved marks you do not meet these requirements yet.',
    unknown: 'Compare your subject levels with the minimums above.',
  },
  documentSpace: '{plan} takes up to {max} documents; you have uploaded {uploaded}, so you can upload {left} more.',
  documentSpaceUnlimited: '{plan} has no document limit; you have uploaded {uploaded}.',
  documentSpaceNoPlan: 'You have uploaded {uploaded} documents. Each plan takes: {caps} (see /pricing).',
  documentSpaceUnlimitedWord: 'unlimited',
  fitConfirm: 'Requirements change every year and meeting them does not guarantee a place: confirm with the institution before you apply.',
} as const;
