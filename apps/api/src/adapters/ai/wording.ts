import { aiWordingResponseSchema, formatShortDate, formatUsd, wordingMentionsOnly, type SuggestionCandidate } from '@paydown/domain';
import type { FastifyBaseLogger } from 'fastify';
import OpenAI from 'openai';
import type { Config } from '../../env.ts';

export interface Worded {
  title: string;
  description: string;
  wording: 'local' | 'openai';
}

export interface AiWording {
  readonly provider: 'local' | 'openai';
  /** The words for each candidate, by key. Never throws: any failure keeps the local wording. */
  word(candidates: readonly SuggestionCandidate[], today: string): Promise<Map<string, Worded>>;
}

const SYSTEM_PROMPT = [
  'You reword debt-payoff suggestions for Paydown, a personal-finance app.',
  'You receive suggestions with their computed facts and a draft title and description.',
  'Return, for every key, a short title (at most 80 characters) and a friendly, plain-English description (at most 400 characters).',
  'Use only the dollar amounts and dates given in the facts, written exactly as given. Never add a number, rate, date or promise that is not in the facts.',
  'Do not give legal or tax advice. Address the user as "you".',
].join(' ');

// OpenAI structured outputs (strict) want every property required and no extra ones.
const RESPONSE_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['suggestions'],
  properties: {
    suggestions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'title', 'description'],
        properties: { key: { type: 'string' }, title: { type: 'string' }, description: { type: 'string' } },
      },
    },
  },
} as const;

function local(candidates: readonly SuggestionCandidate[]): Map<string, Worded> {
  return new Map(candidates.map((c) => [c.key, { title: c.title, description: c.description, wording: 'local' as const }]));
}

/** What the model sees of a suggestion: its draft words and the figures, formatted as users read them. */
function promptItem(c: SuggestionCandidate, today: string) {
  return {
    key: c.key,
    type: c.suggestionType,
    draftTitle: c.title,
    draftDescription: c.description,
    debts: c.facts.debtNames,
    amounts: Object.fromEntries(Object.entries(c.facts.amounts).map(([k, v]) => [k, formatUsd(v)])),
    dates: Object.fromEntries(Object.entries(c.facts.dates).map(([k, v]) => [k, formatShortDate(v, today)])),
  };
}

/**
 * With OPENAI_API_KEY set, the official SDK rewords the engine's suggestions (figures stay the
 * engine's: wording that states a figure or date not in the facts is rejected, per suggestion).
 * 20 s timeout and one retry; then, or on any failure, the local template wording is used.
 */
export function createAiWording(config: Config, log: FastifyBaseLogger): AiWording {
  const { openaiApiKey, openaiBaseUrl, openaiModel, openaiTimeoutMs } = config.ai;
  if (!openaiApiKey) return { provider: 'local', word: async (candidates) => local(candidates) };
  const client = new OpenAI({
    apiKey: openaiApiKey,
    ...(openaiBaseUrl ? { baseURL: openaiBaseUrl } : {}),
    timeout: openaiTimeoutMs,
    maxRetries: 1,
  });

  return {
    provider: 'openai',
    async word(candidates, today) {
      const words = local(candidates);
      if (candidates.length === 0) return words;
      try {
        const completion = await client.chat.completions.create({
          model: openaiModel,
          temperature: 0.3,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: JSON.stringify({ suggestions: candidates.map((c) => promptItem(c, today)) }) },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'paydown_suggestions', strict: true, schema: RESPONSE_JSON_SCHEMA },
          },
        });
        const content = completion.choices[0]?.message?.content;
        const parsed = aiWordingResponseSchema.safeParse(content ? JSON.parse(content) : undefined);
        if (!parsed.success) {
          log.warn('AI wording: malformed answer; using local wording');
          return words;
        }
        const byKey = new Map(candidates.map((c) => [c.key, c]));
        let rejected = 0;
        for (const item of parsed.data.suggestions) {
          const candidate = byKey.get(item.key);
          if (!candidate) continue;
          if (!wordingMentionsOnly(`${item.title} ${item.description}`, candidate.facts)) {
            rejected += 1;
            continue;
          }
          words.set(item.key, { title: item.title.trim(), description: item.description.trim(), wording: 'openai' });
        }
        if (rejected > 0) log.warn({ rejected }, 'AI wording: answers stating figures not in the facts were replaced by local wording');
        return words;
      } catch (error) {
        log.warn({ err: error }, 'AI wording failed; using local wording');
        return local(candidates);
      }
    },
  };
}
