import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { App } from './types.ts';

export async function registerOpenApi(app: App, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Kusasa API', version: '1.0.0', description: 'Applications, funding and tracking for South African learners.' },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          // The institution API (/api/v1/institution): `Authorization: Bearer <key>`, keys made on /institutions/integrations.
          institutionApiKey: { type: 'http', scheme: 'bearer', description: 'An institution API key (shown once when made on /institutions/integrations).' },
        },
      },
      tags: [
        {
          name: 'institution-api (v1)',
          description:
            'For an institution’s own admissions system. Poll GET /api/v1/institution/applications with the last nextCursor to receive every event once, in order; or register a webhook: each event is POSTed with Kusasa-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>"> (two v1 values while a rotated secret overlaps). Calls per key per hour follow your partner tier (Basic without one); 429 carries Retry-After.',
        },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
