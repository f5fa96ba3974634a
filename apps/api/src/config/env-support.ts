import { z } from 'zod';

/** A start-up problem that is the operator's to fix; its message is one line naming the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message.replace(/\s*\n\s*/g, ' '));
  }
}

/** 'true', 'false', '1' or '0'. */
export const booleanFlag = z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).transform((value) => value === 'true' || value === '1');
