import { z } from 'zod';

// ---- The ITN body, kept raw: its signature covers the fields exactly as posted, in order.
export const PAYFAST_NOTIFICATION_MAX_BYTES = 16 * 1024;
export const payfastNotificationBodySchema = z.string().max(PAYFAST_NOTIFICATION_MAX_BYTES);
