import { expect, test } from './fixtures';
import { E2E_ADMIN, originHeader, registerStudent, signInThroughApi } from './support/accounts';
import { startTwoInstances, type Instances } from './support/instances';
import { pdfFile } from './support/sample-files';

// Several instances behind one load balancer share everything through PostgreSQL: sessions,
// live notifications (LISTEN/NOTIFY) and the job queue. Two real processes, one database.

let instances: Instances;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  instances = await startTwoInstances();
});
test.afterAll(async () => {
  await instances.stop();
});

test('a learner signed in on one instance carries on on the other', async ({ browser }) => {
  const [first, second] = instances.urls;
  // Registered elsewhere (that context keeps the cookie), then signed in through the page.
  const registration = await browser.newContext({ baseURL: first });
  const student = await registerStudent(registration.request, first, 'two-sessions');
  await registration.close();
  const context = await browser.newContext({ baseURL: first });
  const page = await context.newPage();
  await page.goto(`${first}/login`);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${first}/dashboard`);

  // Cookies are per host, not per port, so the browser carries the session to the other instance.
  await page.goto(`${second}/dashboard`);
  await expect(page).toHaveURL(`${second}/dashboard`);
  await expect(page.getByText(student.trackingId)).toBeVisible();
  await context.close();
});

test('a notification raised through one instance reaches a browser connected to the other', async ({ browser }) => {
  const [first, second] = instances.urls;
  const context = await browser.newContext({ baseURL: second });
  const page = await context.newPage();
  const student = await registerStudent(page.request, second, 'two-bell');
  const streamOpened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/notifications/stream');
  await page.goto(`${second}/dashboard`);
  expect((await streamOpened).status()).toBe(200);
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  const admin = await browser.newContext({ baseURL: first });
  try {
    await signInThroughApi(admin.request, first, E2E_ADMIN);
    const [row] = await instances.query<{ id: string }>('select id from users where email = $1', [student.email]);
    const changed = await admin.request.patch(`${first}/api/admin/users/${row?.id ?? ''}/role`, {
      headers: originHeader(first),
      data: { userType: 'consultant' },
    });
    expect(changed.status()).toBe(200);
  } finally {
    await admin.close();
  }
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await context.close();
});

test('a document check is claimed and done by exactly one of the two instances', async ({ browser }) => {
  const [first] = instances.urls;
  const context = await browser.newContext({ baseURL: first });
  const { request } = context;
  const student = await registerStudent(request, first, 'two-jobs');
  await instances.query('update user_plans set active = false where user_id = (select id from users where email = $1)', [student.email]);
  await instances.query("insert into user_plans (user_id, plan_id, active) select id, 'essential', true from users where email = $1", [student.email]);

  const uploaded = await request.post('/api/documents', {
    headers: originHeader(first),
    multipart: {
      documentType: 'idDocument',
      file: {
        name: 'id.pdf',
        mimeType: 'application/pdf',
        buffer: (await pdfFile('id.pdf', ['REPUBLIC OF SOUTH AFRICA', `ID Number ${student.idNumber}`])).buffer,
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  const { id } = (await uploaded.json()) as { id: string };

  await expect
    .poll(async () => (await instances.query<{ status: string }>('select verification_status as status from documents where id = $1', [id]))[0]?.status, {
      timeout: 30_000,
    })
    .toBe('approved');
  const jobs = await instances.query<{ status: string; attempts: number }>("select status, attempts from jobs where payload ->> 'documentId' = $1", [id]);
  expect(jobs).toEqual([{ status: 'done', attempts: 1 }]);
  const notices = await instances.query<{ count: number }>('select count(*)::int as count from notifications where related_document_id = $1', [id]);
  expect(notices[0]?.count).toBe(1);
  await context.close();
});
