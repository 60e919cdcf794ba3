import type { AiSuggestionRow, DB, UserRow } from '@paydown/db';
import {
  actionDebtPatch,
  aiActionSchema,
  debtFactsFromRow,
  generateSuggestions,
  incomeFactsFromRow,
  insights,
  insightsResponse,
  learningProgress,
  learningProgressResponse,
  parseMoney,
  paymentSchedule,
  paymentScheduleResponse,
  potentialScore,
  suggestionRow,
  type AiActionOut,
  type AiFacts,
  type AiSuggestionOut,
  type GenerateResultOut,
  type IsoDate,
  type SuggestionType,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import type { Deps } from '../../deps.ts';
import { AppError, notFound, RateLimitedError } from '../../errors.ts';
import { updateDebt } from '../debts/queries.ts';
import { factRows, findSuggestion, listSuggestions } from './queries.ts';

const SUGGESTION_NOT_FOUND = 'Suggestion not found';

function actionOf(row: AiSuggestionRow): AiActionOut | null {
  const parsed = aiActionSchema.safeParse(typeof row.action === 'string' ? JSON.parse(row.action) : row.action);
  return parsed.success ? parsed.data : null;
}

function toSuggestionOut(row: AiSuggestionRow): AiSuggestionOut {
  return {
    id: row.id,
    suggestionType: row.suggestionType as SuggestionType,
    title: row.title,
    description: row.description,
    potentialSavings: row.potentialSavings,
    isApplied: row.isApplied,
    impactScore: row.impactScore,
    createdAt: row.createdAt.toISOString(),
    debtId: row.debtId,
    action: actionOf(row),
  };
}

/** Everything the engine reads about a user: unpaid debts, income and logged payments. */
export async function loadFacts(db: Kysely<DB>, userId: number, today: IsoDate): Promise<AiFacts> {
  const { debts, income, payments } = await factRows(db, userId);
  return {
    today,
    debts: debts.map(debtFactsFromRow),
    income: income.map(incomeFactsFromRow),
    payments: payments.map((p) => ({
      debtId: p.debtId,
      amount: parseMoney(p.amount),
      paymentDate: p.paymentDate,
      suggestedDate: p.suggestedDate,
    })),
  };
}

export const engineOptions = (deps: Deps) => ({ consolidationAprBp: deps.config.ai.consolidationAprBp });

export async function listSuggestionsOut(db: Kysely<DB>, userId: number): Promise<AiSuggestionOut[]> {
  return (await listSuggestions(db, userId)).map(toSuggestionOut);
}

/**
 * Generates suggestions from today's figures and stores them: the open (unapplied) ones are replaced,
 * applied ones stay as history. Needs a confirmed email; rate-limited per user.
 */
export async function generate(deps: Deps, user: UserRow, today: IsoDate, withInsights: boolean): Promise<GenerateResultOut> {
  if (!user.emailConfirmed) {
    throw new AppError('FORBIDDEN', 'Please confirm your email address to use AI recommendations.');
  }
  const { allowed, retryAfterSeconds } = await deps.rateLimiter.hit(`ai:generate:user:${user.id}`, deps.config.ai.generatePerHour, 60 * 60_000);
  if (!allowed) throw new RateLimitedError('You have generated many recommendations in the last hour. Please try again later.', retryAfterSeconds);

  const facts = await loadFacts(deps.db, user.id, today);
  const options = engineOptions(deps);
  const candidates = generateSuggestions(facts, options);
  const words = await deps.aiWording.word(candidates, today);
  const inserted = await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('aiSuggestions').where('userId', '=', user.id).where('isApplied', '=', false).execute();
    if (candidates.length === 0) return [];
    return trx
      .insertInto('aiSuggestions')
      .values(
        candidates.map((c) => {
          const w = words.get(c.key);
          return {
            ...suggestionRow(c),
            userId: user.id,
            title: w?.title ?? c.title,
            description: w?.description ?? c.description,
            // jsonb is written as JSON text (schema.ts).
            action: c.action ? JSON.stringify(c.action) : null,
            wording: w?.wording ?? 'local',
          };
        }),
      )
      .returningAll()
      .execute();
  });
  // The open suggestions are exactly the rows just written: in listSuggestions' order, without reading them back.
  const open = inserted.sort((a, b) => b.impactScore - a.impactScore || a.id - b.id).map(toSuggestionOut);
  const wording = [...words.values()].some((w) => w.wording === 'openai') ? 'openai' : 'local';
  return {
    generated: candidates.length,
    suggestions: open,
    wording,
    ...(withInsights ? { insights: insightsResponse(insights(facts, options, open)) } : {}),
  };
}

/** Applies a suggestion's change to its debt and marks it applied, in one transaction. Twice is harmless. */
export async function applySuggestion(db: Kysely<DB>, userId: number, id: number): Promise<AiSuggestionOut> {
  const row = await db.transaction().execute(async (trx) => {
    const suggestion = await findSuggestion(trx, userId, id);
    if (!suggestion) throw notFound(SUGGESTION_NOT_FOUND);
    if (suggestion.isApplied) return suggestion;
    const action = actionOf(suggestion);
    if (action) {
      const { debtId, ...patch } = actionDebtPatch(action);
      const debt = await updateDebt(trx, userId, debtId, patch);
      if (!debt) throw notFound('The debt this suggestion concerns no longer exists');
    }
    return trx
      .updateTable('aiSuggestions')
      .set({ isApplied: true, appliedAt: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return toSuggestionOut(row);
}

async function openActions(db: Kysely<DB>, userId: number) {
  return (await listSuggestions(db, userId)).filter((s) => !s.isApplied).map((s) => ({ action: actionOf(s) }));
}

export async function insightsOut(deps: Deps, userId: number, today: IsoDate) {
  const [facts, open] = await Promise.all([loadFacts(deps.db, userId, today), openActions(deps.db, userId)]);
  return insightsResponse(insights(facts, engineOptions(deps), open));
}

export async function potentialScoreOut(deps: Deps, userId: number, today: IsoDate) {
  const [facts, open] = await Promise.all([loadFacts(deps.db, userId, today), openActions(deps.db, userId)]);
  return { score: potentialScore(facts, engineOptions(deps), open) };
}

export async function paymentScheduleOut(db: Kysely<DB>, userId: number, today: IsoDate) {
  return paymentScheduleResponse(paymentSchedule(await loadFacts(db, userId, today)));
}

export async function learningProgressOut(db: Kysely<DB>, userId: number, today: IsoDate) {
  const [facts, suggestions] = await Promise.all([loadFacts(db, userId, today), listSuggestions(db, userId)]);
  return learningProgressResponse(
    learningProgress(
      facts,
      suggestions.map((s) => ({ potentialSavings: s.potentialSavings === null ? null : parseMoney(s.potentialSavings) })),
    ),
  );
}
