import { z } from 'zod';
import { MAX_INPUT_DATE, MIN_INPUT_DATE, isIsoDate, isDateInInputRange } from '../dates/calendar.ts';
import { MAX_APR_BP } from '../debt/interest.ts';
import { type DecimalParseError, MAX_MONEY_CENTS, formatHundredths, parseHundredths } from '../money/cents.ts';

// Field builders shared by the debt and income schemas. Inputs accept what forms and scripts send
// (a money string or a JSON number) and normalise it to the wire format (a two-decimal string), so
// services always receive "1234.50". Output fields are plain strings with a pattern: no transforms,
// so the same schema validates responses and documents them in OpenAPI.

export const MONEY_PATTERN = /^\d+\.\d{2}$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const INVALID_DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD)';
/** Dates a user enters must lie in this range (docs/decisions.md): far-off years only ever come from typos or attacks. */
export const DATE_RANGE_MESSAGE = `Enter a date between ${MIN_INPUT_DATE} and ${MAX_INPUT_DATE}`;
export const MONEY_DECIMALS_MESSAGE = 'Enter an amount with at most 2 decimals';

interface DecimalMessages {
  required: string;
  notANumber: string;
  negative: string;
  tooManyDecimals: string;
  tooLarge: string;
}

function decimalField(
  max: number,
  messages: DecimalMessages,
  example: string,
  description: string,
  bounds: Record<string, number> = { minimum: 0 },
) {
  const messageOf: Record<DecimalParseError, string> = {
    empty: messages.required,
    not_a_number: messages.notANumber,
    negative: messages.negative,
    too_many_decimals: messages.tooManyDecimals,
    too_large: messages.tooLarge,
  };
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.notANumber),
    })
    .transform((value, ctx) => {
      const r = parseHundredths(value, max);
      if (!r.ok) {
        ctx.issues.push({ code: 'custom', message: messageOf[r.error], input: value });
        return z.NEVER;
      }
      return formatHundredths(r.value);
    })
    .meta({ description, example, ...bounds, maximum: max / 100 });
}

/**
 * A money input: "1234.50", "0.5", "12" or a JSON number; normalised to "1234.50". Refuses
 * negatives, more than 2 decimals and more than 99,999,999.99 (numeric(10,2)).
 * `label` starts the messages: moneyInput('Balance') -> 'Balance is required', 'Balance cannot be negative'.
 */
export function moneyInput(label: string) {
  return nonNegativeMoney(label);
}

/**
 * A money input that must be more than zero (a payment, a lump sum): moneyInput plus that rule, so
 * the OpenAPI document says it too (exclusiveMinimum for a number; a string needs a non-zero digit).
 */
export function positiveMoneyInput(label: string, notPositiveMessage: string) {
  return moneyField(label, 'Money: more than 0, with at most 2 decimals, up to 99999999.99 (string or number; returned as "1234.50")', {
    exclusiveMinimum: 0,
  })
    .refine((value) => value !== '0.00', notPositiveMessage)
    .meta({ pattern: '[1-9]' });
}

function nonNegativeMoney(label: string) {
  return moneyField(
    label,
    'Money: a non-negative amount with at most 2 decimals, up to 99999999.99 (string or number; returned as "1234.50")',
    { minimum: 0 },
  );
}

function moneyField(label: string, description: string, bounds: Record<string, number>) {
  return decimalField(
    MAX_MONEY_CENTS,
    {
      required: `${label} is required`,
      notANumber: `${label} must be an amount, e.g. 1234.50`,
      negative: `${label} cannot be negative`,
      tooManyDecimals: MONEY_DECIMALS_MESSAGE,
      tooLarge: `${label} must be at most 99,999,999.99`,
    },
    '1234.50',
    description,
    bounds,
  );
}

/**
 * An APR input in percent, 0-99.99 with at most 2 decimals ("19.99" or 19.99), normalised to "19.99".
 * `label` starts the messages ('Interest rate', 'Promotional rate').
 */
export function aprInput(label = 'Interest rate') {
  return decimalField(
    MAX_APR_BP,
    {
      required: `${label} is required`,
      notANumber: `${label} must be a percentage, e.g. 19.99`,
      negative: `${label} must be between 0 and 99.99`,
      tooManyDecimals: `Enter ${label === 'Interest rate' ? 'an interest rate' : `a ${label.toLowerCase()}`} with at most 2 decimals`,
      tooLarge: `${label} must be between 0 and 99.99`,
    },
    '19.99',
    'APR in percent, 0 to 99.99 with at most 2 decimals (string or number; returned as "19.99")',
  );
}

const DATE_RANGE_DESCRIPTION = `A calendar date 'YYYY-MM-DD' from ${MIN_INPUT_DATE} through ${MAX_INPUT_DATE}`;

/**
 * A required calendar date 'YYYY-MM-DD' (a real day: 2026-02-30 is refused) from 1900-01-01 through
 * 2199-12-31: the schedules and interest estimates are only meaningful (and cheap) within that range.
 */
export function dateInput(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((v) => isIsoDate(v), INVALID_DATE_MESSAGE)
    .refine((v) => !isIsoDate(v) || isDateInInputRange(v), DATE_RANGE_MESSAGE)
    .meta({ format: 'date', example: '2026-12-15', description: DATE_RANGE_DESCRIPTION });
}

/** An optional calendar date; null or '' clears it (both read as null). */
export function optionalDateInput() {
  return z
    .union([z.string(), z.null()], { error: INVALID_DATE_MESSAGE })
    .transform((v, ctx) => {
      const t = v === null ? '' : v.trim();
      if (t === '') return null;
      if (!isIsoDate(t)) {
        ctx.issues.push({ code: 'custom', message: INVALID_DATE_MESSAGE, input: v });
        return z.NEVER;
      }
      if (!isDateInInputRange(t)) {
        ctx.issues.push({ code: 'custom', message: DATE_RANGE_MESSAGE, input: v });
        return z.NEVER;
      }
      return t;
    })
    .optional()
    .meta({ description: `${DATE_RANGE_DESCRIPTION}, or null / '' for none`, example: '2026-12-01' });
}

export const NUL_CHARACTER_MESSAGE = 'Text cannot contain a NUL character';

/**
 * The path of the first string holding a NUL character in a request's input ('debtName',
 * 'items.2.note', 'input' for a bare string), or null. PostgreSQL text cannot store NUL, so every
 * procedure's raw input is checked once, before any schema or query (apps/api/src/kernel/trpc.ts).
 * Iterative: a deeply nested body must not overflow the stack.
 */
export function findNulCharacter(input: unknown): string | null {
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value, path } = item;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path.join('.') || 'input';
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return [...path, key].join('.');
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

/** Output: money as a two-decimal string. */
export const moneyString = z.string().regex(MONEY_PATTERN).meta({ example: '1234.50' });
/** Output: money that may be negative (a difference: "-12.50" when the second figure is the larger). */
export const signedMoneyString = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({ example: '-12.50' });
/** Output: an APR percent as a two-decimal string. */
export const aprString = z.string().regex(MONEY_PATTERN).meta({ example: '19.99' });
/** Output: a calendar date. */
export const dateString = z.string().regex(DATE_PATTERN).meta({ format: 'date', example: '2026-12-15' });
/** Output: an instant, ISO-8601 UTC. */
export const timestampString = z.string().meta({ format: 'date-time', example: '2026-11-22T09:30:00.000Z' });

/** A refinement for partial updates: at least one field present. */
export function hasAnyField(value: Record<string, unknown>): boolean {
  return Object.values(value).some((v) => v !== undefined);
}

export const NOTHING_TO_UPDATE_MESSAGE = 'Nothing to update: send at least one field';

/**
 * A partial update's body (every field optional), refused with NOTHING_TO_UPDATE_MESSAGE unless it
 * sets at least one field besides `except` (the id the path names, which says what, not how, to change).
 */
export function atLeastOneField<T extends z.ZodType<Record<string, unknown>>>(schema: T, except: readonly string[] = []): T {
  return schema.refine((value) => hasAnyField(Object.fromEntries(Object.entries(value).filter(([key]) => !except.includes(key)))), {
    message: NOTHING_TO_UPDATE_MESSAGE,
  });
}

/**
 * A JSON true/false for request bodies. Not z.boolean(): trpc-to-openapi switches z.boolean() inputs
 * to coercion for REST, and Boolean("false") is true, so a REST client sending "false" would get the
 * opposite of what it asked. A literal union is left alone and accepts only real booleans.
 */
export function jsonBoolean(message: string) {
  return z.literal([true, false], { error: message }).meta({ type: 'boolean' });
}
