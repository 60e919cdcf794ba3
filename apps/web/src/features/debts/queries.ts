import type { QueryUtils } from '../../lib/trpc.ts';
import { connectionsConfigQuery } from '../connections/queries.ts';

/** The open debts (the Debts screen's cards, the Plan screen's preview). */
export const debtListQuery = (u: QueryUtils) => u.debts.list.queryOptions();
/** The debts marked paid ('Paid off'). */
export const paidDebtsQuery = (u: QueryUtils) => u.debts.paid.queryOptions();
/** The payments planned ahead, by debt. */
export const plannedPaymentsQuery = (u: QueryUtils) => u.payments.planned.queryOptions();

/**
 * What the Debts screen draws first; its route's loader warms exactly these (whether bank
 * connections are on decides whether "Connect an account" shows, so it comes in the same request).
 */
export const debtsScreenReads = (u: QueryUtils) => [
  debtListQuery(u),
  paidDebtsQuery(u),
  plannedPaymentsQuery(u),
  connectionsConfigQuery(u),
];
