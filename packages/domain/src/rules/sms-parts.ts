// How many SMS parts a text takes (3GPP TS 23.038 for the alphabets, TS 23.040 for concatenation).
// A text made only of the GSM 7-bit default alphabet travels as GSM-7: 160 septets in one SMS, or
// 153 per part once it is split (the 6-octet concatenation header takes 7 septets of each). The
// extension table's characters are sent as ESC and a second septet, so each counts twice. A single
// character outside both tables switches the whole message to UCS-2: 70 UTF-16 code units in one
// SMS, 67 per part, and a character beyond the Basic Multilingual Plane (an emoji) takes two.
// Watch the typography: the curly apostrophe ’ and curly quotes “ ” are not GSM-7, so one of them
// halves what fits; templates use the straight ' and ".

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** Reminders and notices must fit this many parts: a third part costs another SMS and arrives out of order on some phones. */
export const MAX_SMS_PARTS = 2;

/** TS 23.038 section 6.2.1, the default alphabet (ESC at 0x1B is left out: it introduces the extension table). */
const GSM_DEFAULT_ALPHABET =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' + '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** TS 23.038 section 6.2.1.1, the default extension table: page break (form feed) and ^ { } \ [ ~ ] | €, two septets each. */
const GSM_EXTENSION_TABLE = '\f^{}\\[~]|€';

const BASIC = new Set(GSM_DEFAULT_ALPHABET);
const EXTENSION = new Set(GSM_EXTENSION_TABLE);

const LIMITS = {
  'GSM-7': { single: 160, concatenated: 153 },
  'UCS-2': { single: 70, concatenated: 67 },
} as const satisfies Record<SmsEncoding, { single: number; concatenated: number }>;

/** GSM-7 when every character is in the default alphabet or its extension table, otherwise UCS-2. */
export function smsEncoding(text: string): SmsEncoding {
  for (const character of text) {
    if (!BASIC.has(character) && !EXTENSION.has(character)) return 'UCS-2';
  }
  return 'GSM-7';
}

/** What one character costs: septets in GSM-7 (2 for the extension table), UTF-16 code units in UCS-2. */
function unitsOf(character: string, encoding: SmsEncoding): number {
  if (encoding === 'UCS-2') return character.length;
  return EXTENSION.has(character) ? 2 : 1;
}

export interface SmsParts {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  parts: number;
  /** What each part holds: the single-message limit, or the per-part limit once concatenated. */
  perPart: number;
}

/**
 * The text cut into the parts it is sent as. An extension character's two septets and an emoji's
 * surrogate pair are never split across parts, so a part can hold one unit less than perPart.
 */
export function smsSegments(text: string): string[] {
  const encoding = smsEncoding(text);
  const limits = LIMITS[encoding];
  const characters = Array.from(text);
  const total = characters.reduce((sum, character) => sum + unitsOf(character, encoding), 0);
  if (total <= limits.single) return [text];
  const segments: string[] = [];
  let current = '';
  let used = 0;
  for (const character of characters) {
    const cost = unitsOf(character, encoding);
    if (used + cost > limits.concatenated) {
      segments.push(current);
      current = '';
      used = 0;
    }
    current += character;
    used += cost;
  }
  segments.push(current);
  return segments;
}

/** The encoding, the units the text takes, and how many SMS parts it is sent as. */
export function smsParts(text: string): SmsParts {
  const encoding = smsEncoding(text);
  const limits = LIMITS[encoding];
  let units = 0;
  for (const character of text) units += unitsOf(character, encoding);
  if (units <= limits.single) return { encoding, units, parts: 1, perPart: limits.single };
  return { encoding, units, parts: smsSegments(text).length, perPart: limits.concatenated };
}

const TYPOGRAPHY: [RegExp, string][] = [
  [/[‘’‚′]/g, "'"],
  [/[“”„″]/g, '"'],
  [/[–—−]/g, '-'],
  [/…/g, '...'],
  [/[\u00a0\u2007\u202f]/g, ' '],
];

/** Curly quotes, dashes and the ellipsis as their GSM-7 forms, so one of them does not halve what fits. */
export const plainForSms = (text: string): string => TYPOGRAPHY.reduce((result, [pattern, plain]) => result.replace(pattern, plain), text);

/**
 * A template's text within `maxParts`: the variable part (a title, a name) is shortened with '...'
 * until the whole fits; the template's fixed words are never cut. Typography is made plain first. Throws when even an empty
 * variable part does not fit, which a template test catches.
 */
export function fitSms(build: (variable: string) => string, variable: string, maxParts = MAX_SMS_PARTS): string {
  const characters = Array.from(variable);
  for (let keep = characters.length; keep >= 0; keep -= 1) {
    const shortened = keep === characters.length ? variable : `${characters.slice(0, keep).join('').trimEnd()}...`;
    const text = plainForSms(build(keep === 0 ? '' : shortened));
    if (smsParts(text).parts <= maxParts) return text;
  }
  throw new RangeError(`the template does not fit ${maxParts} SMS parts: ${build('')}`);
}
