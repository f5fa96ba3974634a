import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { acceptPoliciesRequestSchema, LEGAL_POLICIES, policyUpdatesResponseSchema } from '@kusasa/domain/legal/policies';
import { informationOfficerSchema, POLICY_IDS, policyPath, policyPdfFilename, policyPdfPath, type PolicyId } from '@kusasa/domain/legal/policy';
import { signedIn } from '../../http/session.ts';
import { canRenderDocuments } from '../../http/web-render.ts';
import type { App } from '../../http/types.ts';
import { injectIntoShell, standaloneDocument } from './legal-html.ts';
import type { LegalService } from './legal.service.ts';

// Policies change with a release, so a browser may keep a PDF for a few minutes.
const PDF_CACHE_CONTROL = 'public, max-age=300';

export function legalRoutes(app: App, legal: LegalService, { webDist }: { webDist: string }) {
  app.get(
    '/api/legal/information-officer',
    { schema: { tags: ['legal'], response: { 200: informationOfficerSchema } }, config: { permission: 'legal:read' } },
    () => legal.informationOfficer(),
  );

  for (const id of POLICY_IDS) {
    app.get(
      policyPdfPath(id),
      { schema: { tags: ['legal'], produces: ['application/pdf'] }, config: { permission: 'legal:read' } },
      async (_request, reply) => {
        const pdf = await legal.pdf(id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${policyPdfFilename(LEGAL_POLICIES[id])}"`)
          .header('cache-control', PDF_CACHE_CONTROL)
          .send(pdf);
      },
    );
  }

  app.get(
    '/api/legal/updates',
    { schema: { tags: ['legal'], response: { 200: policyUpdatesResponseSchema } }, config: { permission: 'legal:own' } },
    async (request) => ({ updates: await legal.pendingUpdates(signedIn(request).user.id) }),
  );

  app.post(
    '/api/legal/acceptances',
    { schema: { tags: ['legal'], body: acceptPoliciesRequestSchema, response: { 200: policyUpdatesResponseSchema } }, config: { permission: 'legal:own' } },
    async (request) => ({ updates: await legal.accept(signedIn(request).user.id, request.body) }),
  );

  // The policy pages themselves are the web app's document pages (decision 0428): the server renders
  // them with the Information Officer's details (http/web-render.ts). Without that build (an API-only
  // start) they still read without JavaScript: the web app's shell with the policy as plain HTML
  // inside it (decision 0140).
  if (canRenderDocuments(webDist)) return;
  for (const id of POLICY_IDS) {
    app.get(policyPath(id), { schema: { hide: true } }, async (_request, reply) => {
      const html = await policyPage(id);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
  }

  async function policyPage(id: PolicyId): Promise<string> {
    const main = legal.pageMain(id);
    const { title } = LEGAL_POLICIES[id];
    // Read at each request, like index.html itself: a rebuilt web app names new asset files.
    const shell = await readFile(join(webDist, 'index.html'), 'utf8').catch(() => undefined);
    return (shell && injectIntoShell(shell, main, title)) ?? standaloneDocument(main, title);
  }
}
