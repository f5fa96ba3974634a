import { z } from 'zod';
import { ConfigError } from './env-support.ts';

// Thandi's model, when one is configured.

export const assistantEnv = {
  // Thandi: an OpenAI-compatible chat completions server (OpenAI, Ollama, vLLM, llama.cpp). Unset,
  // the built-in assistant answers; set, the model answers from the same sources and the
  // built-in assistant takes over whenever it fails. The key never leaves the server.
  ASSISTANT_API_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL such as https://api.openai.com' }).optional(),
  ASSISTANT_API_KEY: z.string().min(1).optional(),
  ASSISTANT_MODEL: z.string().min(1).max(200).optional(),
  ASSISTANT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(500, 'must be at least 500')
    .max(120_000, 'must be at most 120000')
    .default(15_000),
};
type AssistantEnv = z.infer<z.ZodObject<typeof assistantEnv>>;

/** Who writes Thandi's answers: the built-in assistant alone, or a model with it as the fallback. */
export type AssistantConfig =
  { provider: 'built-in' } | { provider: 'openai-compatible'; url: string; apiKey: string | undefined; model: string; timeoutMs: number };

export function assistantConfig(e: AssistantEnv): AssistantConfig {
  const { ASSISTANT_API_URL: url, ASSISTANT_MODEL: model, ASSISTANT_API_KEY: apiKey } = e;
  if (url === undefined && model === undefined && apiKey === undefined) return { provider: 'built-in' };
  // Half a setup is refused rather than silently answered by the built-in assistant.
  if (url === undefined)
    throw new ConfigError('ASSISTANT_API_URL', 'ASSISTANT_API_URL must be set together with ASSISTANT_MODEL (and ASSISTANT_API_KEY when the server needs one)');
  if (model === undefined) throw new ConfigError('ASSISTANT_MODEL', 'ASSISTANT_MODEL must be set together with ASSISTANT_API_URL');
  return { provider: 'openai-compatible', url, apiKey, model, timeoutMs: e.ASSISTANT_TIMEOUT_MS };
}
