import type { z } from 'zod';
import type { Executor } from '../db/database.ts';

/** A JSON value, as a snapshot stores it. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * One admin-editable setting that snapshots capture and restore. An area registers its settings
 * with `kernel.settings` (the maintenance message now), so the snapshots feature never needs to
 * know their tables.
 */
export interface ConfigSetting<Value extends JsonValue = JsonValue> {
  /** Stable and unique, e.g. 'maintenance.message'; a snapshot keeps values by it. */
  key: string;
  /** What the diff before a restore calls it. */
  label: string;
  /** Checks a snapshot's value before a restore writes it back (an old snapshot may no longer fit). */
  schema: z.ZodType<Value>;
  read(executor: Executor): Promise<Value>;
  /** Writes inside the restore's transaction. */
  write(executor: Executor, value: Value): Promise<void>;
  /** After the restore committed (e.g. drop a cache). */
  afterRestore?: () => void;
}

export interface ConfigRegistry {
  register<Value extends JsonValue>(setting: ConfigSetting<Value>): void;
  settings(): readonly ConfigSetting[];
}

export function createConfigRegistry(): ConfigRegistry {
  const byKey = new Map<string, ConfigSetting>();
  return {
    register(setting) {
      if (byKey.has(setting.key)) throw new Error(`config setting ${setting.key} is registered twice`);
      byKey.set(setting.key, setting);
    },
    settings: () => [...byKey.values()],
  };
}
