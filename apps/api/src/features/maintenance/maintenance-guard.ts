import type { preValidationAsyncHookHandler } from 'fastify';
import type { MaintenanceStatus } from '@kusasa/domain/schemas/maintenance';
import { AppError } from '../../http/app-error.ts';
import type { App } from '../../http/types.ts';

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes that keep working while the site is locked (decision 0170): signing in and out and
 * getting back in with a password reset; PayFast's notification and the learner's "check again",
 * which only record a payment PayFast already took; the browser's not-found reports; and the
 * career assessment, a POST that computes an answer and stores nothing; and WhatsApp's webhook,
 * whose STOP must take effect at once, lock or not.
 */
export const MAINTENANCE_EXEMPT_ROUTES: readonly string[] = [
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/payments/payfast/notify',
  'POST /api/payments/:merchantReference/check',
  'POST /api/telemetry/not-found',
  'POST /api/guidance/career-assessment',
  'POST /api/webhooks/whatsapp',
];

export interface MaintenanceGate {
  /** The public lock state now; `locked` false lets every write through. */
  status(): Promise<MaintenanceStatus>;
  /** The message of the refusal when the lock has none. */
  fallbackMessage: string;
  clock: () => Date;
}

const isWrite = (method: string, url: string) => WRITE_METHODS.has(method) && !MAINTENANCE_EXEMPT_ROUTES.includes(`${method} ${url}`);

// While the site is locked, a write under /api by anyone but an admin is refused with 503
// MAINTENANCE, the lock's message and the lock state (the web shows its banner from it). Register
// this BEFORE http/access.ts: both prepend to each route's preValidation, so the access check ends
// up first and has set request.auth (the admin test) by the time this runs, and a refused caller
// still gets its 401/403.
export function registerMaintenanceGuard(app: App, gate: MaintenanceGate): void {
  const guard: preValidationAsyncHookHandler = async (request, reply) => {
    const url = request.routeOptions.url ?? '';
    if (!isWrite(request.method, url) || request.auth?.user.userType === 'admin') return;
    const status = await gate.status();
    if (!status.locked) return;
    const secondsLeft = status.until ? Math.ceil((Date.parse(status.until) - gate.clock().getTime()) / 1000) : 0;
    if (secondsLeft > 0) void reply.header('retry-after', String(secondsLeft));
    throw new AppError('MAINTENANCE', status.message ?? gate.fallbackMessage, undefined, { extra: { maintenance: status } });
  };

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (![route.method].flat().some((method) => isWrite(method, route.url))) return;
    route.preValidation = [guard, ...[route.preValidation ?? []].flat()];
  });
}
