import { describe, expect, it } from 'vitest';
import { decisionNotices } from './admission-texts.ts';
import { learnerChangeTexts } from './application-timeline-texts.ts';
import { deadlineTexts } from './deadline-texts.ts';
import { fundingNoticeTexts } from './funding-error-texts.ts';
import { messageTexts } from './messaging-texts.ts';
import { fitSms, smsParts } from './rules/sms-parts.ts';

// Every SMS template within two parts (issue 30), with the longest values it is given: a third
// part costs another SMS. A character outside GSM-7 switches a message to UCS-2 (70 a part).

const LINK = 'https://kusasa.co.za/applications';
const LONG_TITLE = `${deadlineTexts.title.applicationCloses('Nelson Mandela University', 'Bachelor of Science in Engineering (Electrical and Electronic, with Computer Engineering option)')}`;
const UCS2_TITLE = deadlineTexts.title.applicationCloses('Université Ŋwana wa Afrika', 'Bachelor of Arts in Tshivenḓa and isiXhosa Studies');
const TO_DOS = Object.values(deadlineTexts.toDo);

const reminder = (title: string, daysLeft: number, toDo: string) =>
  fitSms((shortTitle) => messageTexts.sms.reminder(shortTitle, daysLeft, '30 September 2026', toDo, LINK), title);

describe('SMS templates fit two parts', () => {
  it('reminders: every step, every milestone, long and non-GSM titles', () => {
    for (const title of [LONG_TITLE, UCS2_TITLE, 'Short closes'])
      for (const toDo of TO_DOS)
        for (const days of [14, 7, 2, 1, 0]) expect(smsParts(reminder(title, days, toDo)).parts, `${title} / ${toDo} / ${days}`).toBeLessThanOrEqual(2);
  });

  it('keeps a title that fits whole, and shortens one that does not with "..."', () => {
    expect(reminder('Wits closes: BCom', 7, deadlineTexts.toDo.submitDraft)).toContain(
      'Kusasa: Wits closes: BCom, in 7 days (30 September 2026). To do: Submit your draft.',
    );
    const long = reminder(`${LONG_TITLE} `.repeat(4), 7, deadlineTexts.toDo.submitDraft);
    expect(long).toMatch(/\.\.\., in 7 days/);
    expect(long).toContain('Reply STOP to opt out.');
  });

  it('a non-GSM title switches to UCS-2 and is cut to 134 characters in two parts', () => {
    const text = reminder(`Ŋ${UCS2_TITLE} `.repeat(3), 2, deadlineTexts.toDo.submitDraft);
    expect(smsParts(text)).toMatchObject({ encoding: 'UCS-2', parts: 2 });
    expect(text.length).toBeLessThanOrEqual(134);
  });

  it('status updates: every decision and NSFAS notice, with curly quotes made plain (GSM-7)', () => {
    const notices = [
      ...Object.values(decisionNotices).map((notice) => ({
        title: notice.title,
        message: notice.message('Cape Peninsula University of Technology', 'Diploma in Mechanical Engineering Technology (Extended Curriculum Programme)'),
      })),
      { title: fundingNoticeTexts.statusTitle, message: fundingNoticeTexts.statusMessage('Provisionally funded, awaiting registration data') },
      { title: fundingNoticeTexts.appealTitle, message: fundingNoticeTexts.appealMessage(false) },
      { title: learnerChangeTexts.withdrawnTitle, message: learnerChangeTexts.withdrawn('University of KwaZulu-Natal') },
    ];
    for (const notice of notices) {
      const text = fitSms((message) => messageTexts.sms.statusUpdate(notice.title, message, LINK), notice.message);
      expect(smsParts(text), text).toMatchObject({ encoding: 'GSM-7' });
      expect(smsParts(text).parts, text).toBeLessThanOrEqual(2);
      expect(text.startsWith(`Kusasa: ${notice.title}. `)).toBe(true);
    }
  });

  it('the STOP confirmation is one GSM-7 part', () => {
    expect(smsParts(messageTexts.sms.stopped)).toMatchObject({ encoding: 'GSM-7', parts: 1 });
  });
});
