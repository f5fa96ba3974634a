import { deadlineTexts } from '@kusasa/domain/deadline-texts';
import { channelSettingsTexts } from '@kusasa/domain/messaging-texts';
import { expect, test } from './fixtures';
import { originHeader, registerStudent } from './support/accounts';
import { e164, institutionClosingIn, sastDay, smsReceivedBy, uniquePhone } from './support/deadlines';

// Issue 30 end to end: an institution's intake closes in seven days. A learner with a draft there
// sees the date and its countdown on /deadlines, makes a private calendar address (its ICS holds
// the date), turns on SMS on /profile and gets the 7-day reminder from the carrier's SMSC (the
// fake one playwright.config.ts starts). They submit; the institution then moves the closing date
// to two days away, and the 2-day reminder never comes, while a classmate still in draft gets it.

test.describe('deadlines and reminders', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a draft’s deadline, its calendar feed, the 7-day SMS, and no 2-day SMS after submitting', async ({ page, browser, baseURL }) => {
    const leadContext = await browser.newContext();
    const adminContext = await browser.newContext();
    const classmateContext = await browser.newContext();
    const closing = await institutionClosingIn(leadContext.request, adminContext.request, baseURL, 7);
    const draft = { institutionId: closing.institution.id, programId: closing.programme.id, grade12Results: 'Mathematics 72%, English 68%' };
    const title = deadlineTexts.title.applicationCloses(closing.institution.name, closing.programme.name);

    // The learner and a classmate, each with a draft and SMS on (the classmate through the API).
    await registerStudent(page.request, baseURL, 'deadlines-learner');
    const clientId = crypto.randomUUID();
    expect((await page.request.put(`/api/applications/drafts/${clientId}`, { headers: originHeader(baseURL), data: draft })).status()).toBe(201);
    await registerStudent(classmateContext.request, baseURL, 'deadlines-classmate');
    await classmateContext.request.put(`/api/applications/drafts/${crypto.randomUUID()}`, { headers: originHeader(baseURL), data: draft });
    const classmatePhone = uniquePhone();
    await classmateContext.request.put('/api/messaging/channels/sms', {
      headers: originHeader(baseURL),
      data: { on: true, consent: true, phone: classmatePhone },
    });

    // /deadlines: the date, its countdown and what is left to do.
    await page.goto('/deadlines');
    const item = page.getByRole('listitem').filter({ hasText: title });
    await expect(item).toBeVisible({ timeout: 15_000 });
    await expect(item.getByText(deadlineTexts.page.daysLeft(7))).toBeVisible();
    await expect(item.getByText(deadlineTexts.toDo.submitDraft)).toBeVisible();

    // A private calendar address; the calendar it serves holds the closing date.
    await page.getByRole('button', { name: deadlineTexts.calendar.make }).click();
    const address = await page.getByLabel(deadlineTexts.calendar.made).inputValue();
    const ics = await page.request.get(new URL(address).pathname);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const body = (await ics.text()).replace(/\r\n[ \t]/g, '');
    expect(body).toContain(`DTSTART;VALUE=DATE:${sastDay(7).replaceAll('-', '')}`);
    expect(body).toContain(`SUMMARY:${title.replace(/([,;\\])/g, '\\$1')}`);

    // SMS on /profile, with consent, to the learner's number.
    const phone = uniquePhone();
    await page.goto('/profile');
    const channels = page.getByRole('region', { name: channelSettingsTexts.title });
    const sms = channels.getByRole('form', { name: channelSettingsTexts.channel.sms.name });
    await sms.getByRole('switch', { name: channelSettingsTexts.channel.sms.name }).check();
    await sms.getByLabel(channelSettingsTexts.phoneLabel).fill(phone);
    await sms.getByRole('checkbox', { name: channelSettingsTexts.consent.sms }).check();
    await sms.getByRole('button', { name: channelSettingsTexts.save }).click();
    await expect(channels.getByText(channelSettingsTexts.saved)).toBeVisible();

    // The 7-day reminder reaches the phone through the SMSC.
    await expect
      .poll(() => smsReceivedBy(page.request, e164(phone)), { timeout: 45_000, intervals: [1_000] })
      .toEqual([
        expect.stringMatching(new RegExp(`^Kusasa: .+, in 7 days \\(.+\\)\\. To do: ${deadlineTexts.toDo.submitDraft}\\. .+ Reply STOP to opt out\\.$`)),
      ]);

    // The learner submits; the institution moves its closing date two days away.
    const submitted = await page.request.post('/api/applications/submit', { headers: originHeader(baseURL), data: { clientId, ...draft } });
    expect(submitted.status(), await submitted.text()).toBe(200); // the draft, now submitted
    await closing.moveClosing(2);

    // The classmate, still in draft, gets the 2-day reminder; the learner never does.
    await expect
      .poll(async () => (await smsReceivedBy(page.request, e164(classmatePhone))).filter((text) => text.includes(', in 2 days (')).length, {
        timeout: 45_000,
        intervals: [1_000],
      })
      .toBe(1);
    await page.waitForTimeout(6_000); // one more round of reminders after the classmate's
    expect(await smsReceivedBy(page.request, e164(phone))).toHaveLength(1);

    for (const context of [leadContext, adminContext, classmateContext]) await context.close();
  });
});
