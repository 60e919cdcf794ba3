import { planSchema, type PlanOut } from '@paydown/domain';
import { keepWireJson } from '../../kernel/wire-json.ts';

/**
 * Plan answers already checked against planSchema, by the answer the memo holds. A remembered
 * answer is sent again and again (every read of an unchanged plan); checking its thousands of
 * schedule entries once instead of on every request keeps that work off the event loop for the
 * rest of its life in the memo. Answers are never changed once made (the memo's rule), so one check holds.
 */
const checkedFor = new WeakMap<object, PlanOut>();
/** The checked copies themselves: what the procedures' output may send without a second check. */
const checked = new WeakSet<object>();

/** planSchema.parse(answer), once per answer object: later calls with the same object return the same checked copy. */
export function checkedPlan(answer: object): PlanOut {
  const known = checkedFor.get(answer);
  if (known) return known;
  const out = planSchema.parse(answer);
  checkedFor.set(answer, out);
  checked.add(out);
  // The same checked answer goes out on every read of an unchanged plan: serialise it once.
  keepWireJson(out);
  return out;
}

const checkOnce = (value: unknown): PlanOut =>
  typeof value === 'object' && value !== null && checked.has(value) ? (value as PlanOut) : planSchema.parse(value);

/**
 * The plan procedures' output schema: planSchema for the OpenAPI document and for every answer,
 * except that an answer checkedPlan made (it passed planSchema.parse already and is unchanged) is
 * not parsed a second time. Anything else, a broken answer included, is parsed in full, so it is
 * refused before it is sent. tRPC calls parse (or parseAsync); both are set on this copy only.
 */
export const planOutputSchema = Object.assign(planSchema.clone(), {
  parse: checkOnce,
  parseAsync: (value: unknown) => Promise.resolve().then(() => checkOnce(value)),
});
