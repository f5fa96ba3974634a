import type { AssistantConfig } from '../../config.ts';
import type { ChatModel } from './chat-model.ts';
import { createOpenAiCompatibleModel, OPENAI_COMPATIBLE_DEFAULTS } from './openai-compatible.ts';

/** The configured model, or undefined when the built-in assistant answers alone. */
export function createChatModel(config: AssistantConfig): ChatModel | undefined {
  if (config.provider === 'built-in') return undefined;
  return createOpenAiCompatibleModel({
    ...OPENAI_COMPATIBLE_DEFAULTS,
    url: config.url,
    apiKey: config.apiKey,
    model: config.model,
    idleTimeoutMs: config.timeoutMs,
    totalTimeoutMs: Math.max(OPENAI_COMPATIBLE_DEFAULTS.totalTimeoutMs, config.timeoutMs * 2),
  });
}
