import type { Profile } from '@kusasa/domain/schemas/profile';
import type { App } from '../../http/types.ts';
import { ORIGIN } from '../../test/http.ts';

// Requests and valid step bodies for the profile API tests.

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

export function send(app: App, method: Method, url: string, options: { cookie?: string; payload?: unknown } = {}) {
  return app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
}

export async function profileOf(app: App, cookie: string): Promise<Profile> {
  const response = await send(app, 'GET', '/api/profile', { cookie });
  if (response.statusCode !== 200) throw new Error(`GET /api/profile: ${response.statusCode} ${response.body}`);
  return response.json<Profile>();
}

export const contactBody = {
  phoneNumber: '082 123 4567',
  contactEmail: 'thandi.contact@example.test',
  emergencyContactName: 'Nomsa Nkosi',
  emergencyContactPhone: '+27 83 765 4321',
};

export const addressBody = {
  addressType: 'residential',
  streetAddress: '12 Vilakazi Street',
  suburb: 'Orlando West',
  city: 'Soweto',
  province: 'Gauteng',
  postalCode: '1804',
};

export { educationBody, subjects } from '../../test/education.ts';

/** The field messages of a 400/409 answer. */
export function fieldsOf(response: { json: <T>() => T }): Record<string, string> {
  return response.json<{ error: { fields?: Record<string, string> } }>().error.fields ?? {};
}
