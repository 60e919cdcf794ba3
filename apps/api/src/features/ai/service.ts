import type { AiSuggestionRow, DB, UserRow } from '@paydown/db';
import {
  aiActionSchema,
  insightsResponse,
  learningProgressResponse,
  paymentScheduleResponse,
  type AiActionOut,
  type AiFacts,
  type AiSuggestionOut,
  type GenerateResultOut,
  type IsoDate,
  type SuggestionType,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import type { Deps } from '../../kernel/deps.ts';
import { AppError, RateLimitedError } from '../../errors.ts';
import { loadLedger, type LedgerFacts, type LedgerReader } from '../../ledger/index.ts';
import { planMemo } from '../plan/index.ts';
import { listSuggestions } from './queries.ts';
import { replaceOpenSuggestions, sourceHashOf } from './suggestions.ts';

export const SUGGESTION_NOT_FOUND = 'Suggestion not found';

/**
 * How long an applied suggestion can be undone: long enough to look at the plan it moved and come
 * back, short enough that undo never meets a debt the user has since lived with (docs/decisions.md).
 */
export const UNDO_WINDOW_MS = 15 * 60_000;

export function actionOf(row: AiSuggestionRow): AiActionOut | null {
  const parsed = aiActionSchema.safeParse(typeof row.action === 'string' ? JSON.parse(row.action) : row.action);
  return parsed.success ? parsed.data : null;
}

/** Until when an applied suggestion can be undone; null when it cannot (open, or applied before undo existed). */
export function undoableUntil(row: AiSuggestionRow): Date | null {
  if (!row.isApplied || row.undo === null || row.appliedAt === null) return null;
  return new Date(row.appliedAt.getTime() + UNDO_WINDOW_MS);
}

export function toSuggestionOut(row: AiSuggestionRow): AiSuggestionOut {
  const until = undoableUntil(row);
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
    undoableUntil: until === null ? null : until.toISOString(),
  };
}

/** Everything the engine reads about a user (unpaid debts, income, logged payments), and a hash of it. */
function sourceOf(ledger: LedgerFacts, today: IsoDate): { facts: AiFacts; sourceHash: string } {
  const facts: AiFacts = {
    today,
    debts: ledger.debts,
    income: ledger.income,
    payments: ledger.payments,
    // The payoff plan's settings and lump sums: insights and suggestions read the user's plan.
    plan: { settings: ledger.settings, lumpSums: ledger.lumpSums },
  };
  return { facts, sourceHash: sourceHashOf(facts) };
}

const SOURCE = Symbol('ai source');

/** The engine's facts and their hash from the call's ledger: built once for all the reads of a request. */
export function loadSource(ledger: LedgerReader): Promise<{ facts: AiFacts; sourceHash: string }> {
  return ledger.once(SOURCE, async () => sourceOf(await ledger.facts(), ledger.today));
}

export async function loadFacts(db: Kysely<DB>, userId: number, today: IsoDate): Promise<AiFacts> {
  return sourceOf(await loadLedger(db, userId, today), today).facts;
}

export const engineOptions = (deps: Deps) => ({ consolidationAprBp: deps.config.ai.consolidationAprBp });

const SUGGESTIONS = Symbol('current suggestions');

/**
 * The user's suggestions as of now: when the facts they were computed from changed (a debt paid,
 * deleted or edited, income, the plan, another day), the open ones are recomputed first, so no
 * suggestion names a paid or deleted debt or shows yesterday's figures. Only open suggestions a
 * generation made are recomputed; a user who never generated gets none. The reads of one request
 * (the suggestions, the insights and the potential score on the Insights screen) share one answer.
 */
function currentSuggestions(deps: Deps, ledger: LedgerReader): Promise<{ facts: AiFacts; rows: AiSuggestionRow[] }> {
  return ledger.once(SUGGESTIONS, () => readCurrentSuggestions(deps, ledger));
}

async function readCurrentSuggestions(deps: Deps, ledger: LedgerReader): Promise<{ facts: AiFacts; rows: AiSuggestionRow[] }> {
  const { userId } = ledger;
  const [source, rows] = await Promise.all([loadSource(ledger), listSuggestions(deps.db, userId)]);
  const stale = rows.some((r) => !r.isApplied && r.sourceHash !== source.sourceHash);
  if (!stale) return { facts: source.facts, rows };
  await replaceOpenSuggestions(deps.db, userId, {
    candidates: await deps.planPool.run('suggestions', { facts: source.facts, options: engineOptions(deps) }, source.facts.debts.length),
    words: new Map(),
    sourceHash: source.sourceHash,
  });
  return { facts: source.facts, rows: await listSuggestions(deps.db, userId) };
}

export async function listSuggestionsOut(deps: Deps, ledger: LedgerReader): Promise<AiSuggestionOut[]> {
  return (await currentSuggestions(deps, ledger)).rows.map(toSuggestionOut);
}

/**
 * Generates suggestions from today's figures and stores them: the open (unapplied) ones are replaced
 * (a suggestion that stays the same keeps its id), applied ones stay as history. Needs a confirmed
 * email; rate-limited per user.
 */
export async function generate(deps: Deps, user: UserRow, ledger: LedgerReader, withInsights: boolean): Promise<GenerateResultOut> {
  const { today } = ledger;
  if (!user.emailConfirmed) {
    throw new AppError('FORBIDDEN', 'Please confirm your email address to use AI recommendations.');
  }
  const { allowed, retryAfterSeconds } = await deps.rateLimiter.hit(
    `ai:generate:user:${user.id}`,
    deps.config.ai.generatePerHour,
    60 * 60_000,
  );
  if (!allowed)
    throw new RateLimitedError('You have generated many recommendations in the last hour. Please try again later.', retryAfterSeconds);

  const { facts, sourceHash } = await loadSource(ledger);
  const options = engineOptions(deps);
  const candidates = await deps.planPool.run('suggestions', { facts, options }, facts.debts.length);
  const words = await deps.aiWording.word(candidates, today);
  const stored = await replaceOpenSuggestions(deps.db, user.id, { candidates, words, sourceHash });
  const open = stored.map(toSuggestionOut);
  const wording = stored.some((w) => w.wording === 'openai') ? 'openai' : 'local';
  return {
    generated: open.length,
    suggestions: open,
    wording,
    ...(withInsights
      ? { insights: insightsResponse(await deps.planPool.run('insights', { facts, options, open }, facts.debts.length)) }
      : {}),
  };
}

const openActions = (rows: readonly AiSuggestionRow[]) => rows.filter((s) => !s.isApplied).map((s) => ({ action: actionOf(s) }));

export async function insightsOut(deps: Deps, ledger: LedgerReader) {
  const { facts, rows } = await currentSuggestions(deps, ledger);
  return insightsResponse(await planMemo.insights({ facts, options: engineOptions(deps), open: openActions(rows) }, deps.planPool));
}

export async function potentialScoreOut(deps: Deps, ledger: LedgerReader) {
  const { facts, rows } = await currentSuggestions(deps, ledger);
  return {
    score: await planMemo.potentialScore({ facts, options: engineOptions(deps), open: openActions(rows) }, deps.planPool),
  };
}

export async function paymentScheduleOut(deps: Deps, ledger: LedgerReader) {
  const { facts } = await loadSource(ledger);
  return paymentScheduleResponse(await planMemo.paymentSchedule(facts, deps.planPool));
}

export async function learningProgressOut(deps: Deps, ledger: LedgerReader) {
  // totalSavingsIdentified comes from the plan and this month's dates, not from stored suggestions
  // (a sum over those would grow with every regeneration).
  const { facts } = await loadSource(ledger);
  return learningProgressResponse(await planMemo.learningProgress({ facts, options: engineOptions(deps) }, deps.planPool));
}
