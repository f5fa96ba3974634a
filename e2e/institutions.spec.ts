import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ADMIN, originHeader, registerStudent, signInThroughApi, uniqueEmail } from './support/accounts';
import { pickProgramme, type ProgrammeChoice } from './support/catalogue';
import { hasValidSignature, registerInstitutionAccount, startWebhookReceiver } from './support/institutions';
import { newestMailedLink } from './support/mailbox';

// Issue 25 end to end: an institution's lead is approved by an admin and linked to a catalogue
// institution, invites a reviewer, and decides a learner's application (a resubmission, then an
// approval with a condition) that the learner follows on their timeline; then the institution's
// own system decides another one through the API and receives the signed webhook.

const FIX = 'Add your Physical Sciences mark to your Grade 12 results.';
const CONDITION = 'Pass Mathematics with at least 60% in the final exams.';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
let receiver: Receiver | undefined;

test.afterAll(async () => {
  await receiver?.stop();
});

/** What the pages outside the `page` fixture logged as errors (the fixture watches `page` only). */
const problems: string[] = [];

/** A page in a browser context of its own (another person), watched for console and page errors. */
async function newSignedOutPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return page;
}

interface EventPage {
  events: { id: string; type: string; applicationId: string; toStatus: string | null; reasonCode: string | null }[];
  nextCursor: string;
  hasMore: boolean;
}

/** Polls the institution API's event feed from `since` to its end, as an institution's system would. */
async function pollEvents(api: (path: string) => Promise<Response>, since?: string) {
  const events: EventPage['events'] = [];
  let cursor = since;
  for (;;) {
    const response = await api(`/api/v1/institution/applications?limit=500${cursor ? `&since=${encodeURIComponent(cursor)}` : ''}`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as EventPage;
    events.push(...page.events);
    cursor = page.nextCursor;
    if (!page.hasMore) return { events, cursor };
  }
}

/** The learner's card of this programme on /apply. */
function applicationCard(page: Page, choice: ProgrammeChoice): Locator {
  return page
    .getByRole('region', { name: 'Your Applications' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: choice.programName }) });
}

/** The steps of the card's history, in order (each with its date). */
const historySteps = (card: Locator) => card.getByRole('list').last().getByRole('listitem');

async function decide(page: Page, to: string, field: { label: string; text: string }) {
  await page.getByLabel('New status').selectOption({ label: to });
  await page.getByLabel(field.label).fill(field.text);
  await page.getByRole('button', { name: 'Save the decision' }).click();
  await expect(page.getByText('Decision saved. The learner has been told.')).toBeVisible();
}

test.describe('institutions', () => {
  // Five people in their own browsers, and a webhook: longer than one page's journey.
  test.describe.configure({ timeout: 120_000 });

  test('a lead is approved, invites a reviewer, decides through the inbox and through the API, and the learner follows every step', async ({
    page,
    browser,
    baseURL,
  }) => {
    const choice = await pickProgramme(page.request);
    const registeredName = `Kusasa Admissions ${Date.now().toString(36)}`;

    // 1. The lead registers (and confirms); before approval the dashboard says so and shows no learner.
    const lead = await newSignedOutPage(browser);
    await registerInstitutionAccount(lead.request, baseURL, { label: 'institution-lead', institutionName: registeredName });
    await lead.goto('/institutions/dashboard');
    await expect(lead.getByText('Pending review', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(lead.getByText('Your institution account is waiting for review.', { exact: false })).toBeVisible();
    // The three cards carry no figure of any learner until then.
    await expect(lead.getByText('--', { exact: true })).toHaveCount(3);
    await expect(lead.getByText('Coming soon', { exact: true })).toHaveCount(3);
    await expect(lead.getByRole('button', { name: 'Complete Setup' })).toBeDisabled();
    expect((await lead.request.get('/api/institution/applications')).status()).toBe(403);

    // The admin approves it, linking it to the catalogue institution the learners apply to.
    const admin = await newSignedOutPage(browser);
    await signInThroughApi(admin.request, baseURL, E2E_ADMIN);
    await admin.goto('/admin/institutions');
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Institution Accounts', { timeout: 15_000 });
    const pendingRow = admin.getByRole('row').filter({ hasText: registeredName });
    await pendingRow.getByRole('button', { name: 'Approve' }).click();
    const review = admin.getByRole('dialog', { name: `Approve: ${registeredName}` });
    const catalogue = review.getByLabel('Catalogue institution');
    await expect(catalogue.locator(`option[value="${choice.institutionId}"]`)).toBeAttached();
    await catalogue.selectOption(choice.institutionId);
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('The account is approved and linked.')).toBeVisible();
    await expect(review).toBeHidden();
    await admin.context().close();

    await lead.reload();
    await expect(lead.getByText(choice.institutionName).first()).toBeVisible();
    await expect(lead.getByText('Approved', { exact: true })).toBeVisible();
    await expect(lead.getByRole('link', { name: 'Complete Setup' })).toBeVisible();

    // 2. The lead invites a reviewer, who registers an institution account and accepts the mailed link.
    const reviewerEmail = uniqueEmail('institution-reviewer');
    await lead.goto('/institutions/team');
    await expect(lead.getByRole('heading', { level: 1 })).toHaveText('Team');
    const invite = lead.getByRole('form', { name: 'Invite a colleague' });
    await invite.getByLabel('Email address').fill(reviewerEmail);
    await invite.getByLabel('Role').selectOption('reviewer');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(lead.getByText('Invitation sent.')).toBeVisible();
    await expect(lead.getByRole('region', { name: 'Pending invitations' })).toContainText(reviewerEmail);

    const reviewer = await newSignedOutPage(browser);
    const joinLink = await newestMailedLink(reviewer.request, reviewerEmail, '/institutions/join');
    await registerInstitutionAccount(reviewer.request, baseURL, { label: 'institution-reviewer', institutionName: 'Admissions Office', email: reviewerEmail });
    await reviewer.goto(joinLink);
    await expect(reviewer.getByRole('heading', { level: 1 })).toHaveText('Join Your Institution', { timeout: 15_000 });
    await reviewer.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(reviewer.getByText(`You now work for ${choice.institutionName}.`)).toBeVisible();

    await lead.reload();
    await expect(lead.getByRole('region', { name: 'Colleagues' })).toContainText(reviewerEmail);
    await expect(lead.getByRole('region', { name: 'Pending invitations' })).toContainText('No pending invitations.');

    // 3. A learner applies to a programme of that institution and submits.
    const learner = await registerStudent(page.request, baseURL, 'institution-learner');
    await page.goto('/apply');
    await page.getByLabel('Grade 12 Results').fill('Mathematics 72%');
    await page.getByLabel('University').selectOption(choice.institutionId);
    await page.getByLabel('Program', { exact: true }).selectOption(choice.programId);
    await page.getByLabel('Personal Statement').fill('I want to build bridges in my province.');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Application submitted', { exact: true })).toBeVisible();
    const card = applicationCard(page, choice);
    await expect(card.getByText('Submitted', { exact: true })).toBeVisible();

    // 4. The reviewer opens it from the inbox: reads it, comments, but has no decision form.
    await reviewer.goto('/institutions/applications');
    await expect(reviewer.getByRole('heading', { level: 1 })).toHaveText(choice.institutionName);
    await reviewer.getByRole('searchbox', { name: 'Search by learner name or tracking ID' }).fill(learner.trackingId);
    const row = reviewer.getByRole('row').filter({ hasText: learner.trackingId });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('New');
    await row.getByRole('link', { name: learner.fullName }).click();
    await expect(reviewer.getByRole('heading', { level: 1 })).toHaveText(learner.fullName);
    await expect(reviewer.getByText(`${learner.trackingId} · ${choice.programName} · Submitted`)).toBeVisible();
    await expect(reviewer.getByText('I want to build bridges in my province.')).toBeVisible();
    await expect(reviewer.getByText('Your role reads and comments. A decision-maker or your lead decides.')).toBeVisible();
    await expect(reviewer.getByLabel('New status')).toHaveCount(0);
    await expect(reviewer.getByRole('button', { name: 'Save the decision' })).toHaveCount(0);
    await reviewer.getByLabel('Comment').fill('Physical Sciences is missing from the results.');
    await reviewer.getByRole('button', { name: 'Add a comment' }).click();
    await expect(reviewer.getByText('Physical Sciences is missing from the results.')).toBeVisible();
    const applicationUrl = reviewer.url();
    // Nor can the reviewer decide behind the page's back.
    const applicationPath = new URL(applicationUrl).pathname.replace('/institutions/', '/api/institution/');
    const refused = await reviewer.request.post(`${applicationPath}/decisions`, { headers: originHeader(baseURL), data: { to: 'approved' } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('Your role can read and comment, not decide. Ask a decision-maker.');
    await reviewer.context().close();

    // 5. The lead asks for a resubmission, saying what to fix.
    await lead.goto(applicationUrl);
    await expect(lead.getByRole('heading', { level: 1 })).toHaveText(learner.fullName);
    await expect(lead.getByText('Physical Sciences is missing from the results.')).toBeVisible();
    await decide(lead, 'Ask for a resubmission', { label: 'What the learner must fix', text: FIX });

    // 6. The learner reads it in their words, fixes and resubmits.
    await page.reload();
    await expect(card.getByText('Resubmission Required', { exact: true }).first()).toBeVisible();
    await expect(card).toContainText('The institution asked you to fix something. Read what below, make the changes and resubmit.');
    await expect(card).toContainText(`Note from the institution: ${FIX}`);
    await page.goto('/dashboard');
    const reviewStep = page.getByRole('region', { name: 'Your application journey' }).getByRole('listitem').filter({ hasText: 'Review & Submit' });
    await expect(reviewStep).toContainText('Needs attention');
    await page.goto('/apply');
    await card.getByLabel('Grade 12 results').fill('Mathematics 72%\nPhysical Sciences 68%');
    await card.getByRole('button', { name: 'Resubmit' }).click();
    await expect(historySteps(card).last()).toContainText('Application resubmitted');
    await expect(card.getByRole('button', { name: 'Resubmit' })).toHaveCount(0);

    // 7. The lead approves with a condition.
    await lead.reload();
    await expect(lead.getByText('Physical Sciences 68%')).toBeVisible();
    await decide(lead, 'Approve', { label: 'Condition (optional)', text: CONDITION });

    // 8. Every step on the learner's timeline, and the dashboard's step moves on.
    await page.reload();
    await expect(card.getByText('Approved', { exact: true }).first()).toBeVisible();
    await card.getByRole('button', { name: 'Show history' }).click();
    await expect(historySteps(card)).toHaveCount(5);
    await expect(historySteps(card)).toContainText([
      'Application submitted',
      'Opened by the institution',
      'Resubmission Required',
      'Application resubmitted',
      'Approved',
    ]);
    await expect(card).toContainText(`Condition: ${CONDITION}`);
    await page.goto('/dashboard');
    await expect(reviewStep).toContainText('Completed');

    // 9. The institution's own system: an API key and a webhook, both shown once.
    receiver = await startWebhookReceiver();
    await lead.goto('/institutions/integrations');
    await lead.getByLabel('Key name').fill('Admissions system (test)');
    await lead.getByRole('button', { name: 'Create key' }).click();
    const apiKey = await lead.getByLabel('API keys', { exact: true }).inputValue();
    expect(apiKey.length).toBeGreaterThan(20);
    await lead.getByRole('button', { name: 'Done' }).click();
    await expect(lead.getByLabel('API keys', { exact: true })).toHaveCount(0);
    await lead.getByLabel('Webhook address (https://)').fill(receiver.url);
    await lead.getByRole('button', { name: 'Save address' }).click();
    const secret = await lead.getByLabel('Webhook', { exact: true }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await lead.getByRole('button', { name: 'Done' }).click();
    await expect(lead.getByLabel('Webhook', { exact: true })).toHaveCount(0);

    const api = (path: string, init: RequestInit = {}) =>
      fetch(new URL(path, baseURL), { ...init, headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', ...init.headers } });
    const before = await pollEvents(api);
    expect(before.events.map((event) => event.type)).toContain('status-changed');

    // A second learner applies; the system reads the application and decides it, exactly once.
    const second = await browser.newContext();
    await registerStudent(second.request, baseURL, 'institution-api-learner');
    const submitted = await second.request.post('/api/applications/submit', {
      headers: originHeader(baseURL),
      data: { clientId: crypto.randomUUID(), grade12Results: 'Mathematics 55%', institutionId: choice.institutionId, programId: choice.programId },
    });
    expect(submitted.status()).toBe(201);
    const { applications } = (await (await second.request.get('/api/applications')).json()) as { applications: { id: string }[] };
    const applicationId = applications[0]?.id ?? '';
    await second.close();

    const read = await api(`/api/v1/institution/applications/${applicationId}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: applicationId, status: 'submitted' });

    const decision = { to: 'rejected', reasonCode: 'programme-full', note: 'All places are taken this year.' };
    const post = () =>
      api(`/api/v1/institution/applications/${applicationId}/decisions`, {
        method: 'POST',
        headers: { 'idempotency-key': `e2e-${applicationId}` },
        body: JSON.stringify(decision),
      });
    const first = await post();
    expect(first.status).toBe(201);
    const answer = (await first.json()) as { status: string; event: { id: string; type: string } };
    expect(answer).toMatchObject({ applicationId, status: 'rejected', event: { type: 'status-changed' } });
    const repeat = await post();
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(await repeat.json()).toEqual(answer);

    // The poll from the cursor shows the decision once.
    const polled = await pollEvents(api, before.cursor);
    const ofSecond = polled.events.filter((event) => event.applicationId === applicationId);
    expect(ofSecond.map((event) => event.type)).toEqual(['submitted', 'status-changed']);
    expect(ofSecond[1]).toMatchObject({ id: answer.event.id, toStatus: 'rejected', reasonCode: 'programme-full' });
    // Polling again from where it ended repeats nothing.
    expect((await pollEvents(api, polled.cursor)).events).toEqual([]);

    // The webhook receives it, signed with the secret shown once.
    await expect.poll(() => receiver?.received.find((delivery) => delivery.body.includes(answer.event.id)), { timeout: 20_000 }).toBeTruthy();
    const delivery = receiver.received.find((item) => item.body.includes(answer.event.id));
    if (!delivery) throw new Error('no delivery');
    expect(JSON.parse(delivery.body)).toMatchObject({ id: answer.event.id, applicationId, toStatus: 'rejected' });
    expect(hasValidSignature(delivery.headers['kusasa-signature'], delivery.body, secret)).toBe(true);
    expect(hasValidSignature(delivery.headers['kusasa-signature'], delivery.body, 'whsec_not-the-secret')).toBe(false);
    await lead.context().close();
    expect(problems, 'the other pages logged errors').toEqual([]);
  });
});
