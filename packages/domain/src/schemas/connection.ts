import { z } from 'zod';
import { CARD_PART_KINDS } from '../card/types.ts';
import { DEBT_TYPES } from '../debt/type.ts';
import { aprString, dateString, moneyString } from './fields.ts';
import { idParam } from './payment.ts';

// Bank connections through Plaid: a Link token to open Plaid's window, the exchange of what it
// returns, the connections with their accounts (masked to the last 4), a sync, and an account
// linked to a debt (an existing one, or one made from what the lender reported).

export const BANK_CONNECTION_STATUSES = ['ok', 'login_required', 'error'] as const;
export type BankConnectionStatus = (typeof BANK_CONNECTION_STATUSES)[number];

export const PLAID_NOT_CONFIGURED_MESSAGE = 'Bank connections are not set up on this server.';

/** GET /api/connections/config: whether the server can connect accounts (the screen hides "Connect" otherwise). */
export const connectionsConfigSchema = z.object({ configured: z.boolean() });

export const linkTokenInputSchema = z.object({
  connectionId: idParam
    .optional()
    .meta({ description: 'A connection whose login the lender wants renewed: the token opens Link in update mode for it' }),
});

export const linkTokenSchema = z.object({
  linkToken: z.string(),
  expiration: z.string().meta({ description: 'When the token stops working (ISO date-time)' }),
});

export const connectionCreateInputSchema = z.object({
  publicToken: z.string({ error: 'Send the public token Link returned' }).trim().min(1, 'Send the public token Link returned').max(500),
});

/** What a debt made from an account would hold: the lender's latest figures. */
export const bankAccountProposalSchema = z.object({
  debtName: z.string(),
  debtType: z.enum(DEBT_TYPES),
  balance: moneyString,
  interestRate: aprString,
  minPayment: moneyString,
  dueDate: dateString.nullable(),
  statementDate: dateString.nullable(),
  balances: z
    .array(z.object({ kind: z.enum(CARD_PART_KINDS), amount: moneyString, apr: aprString }))
    .nullable()
    .meta({ description: "A card's balances, one per APR the lender reported; null: one balance" }),
});
export type BankAccountProposal = z.infer<typeof bankAccountProposalSchema>;

export const bankAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mask: z.string().meta({ description: 'The account number masked to its last 4', example: '•••• 3333' }),
  type: z.string(),
  subtype: z.string().nullable(),
  debtId: z.number().int().nullable(),
  debtName: z.string().nullable(),
  proposal: bankAccountProposalSchema.nullable().meta({ description: 'A liability not linked yet: the debt it would become' }),
});

export const bankConnectionSchema = z.object({
  id: z.number().int(),
  institution: z.string().nullable(),
  status: z.enum(BANK_CONNECTION_STATUSES).meta({
    description: 'login_required: the lender wants the user to sign in again (Link in update mode); error: the last sync failed',
  }),
  lastSyncAt: z.string().nullable().meta({ description: 'When the last sync finished (ISO date-time)' }),
  accounts: z.array(bankAccountSchema),
});
export type BankConnection = z.infer<typeof bankConnectionSchema>;

export const bankConnectionListSchema = z.array(bankConnectionSchema);

export const bankSyncResultSchema = z.object({
  connection: bankConnectionSchema,
  paymentsLogged: z.number().int(),
  statementsStored: z.number().int(),
  debtsUpdated: z.number().int(),
});
export type BankSyncResult = z.infer<typeof bankSyncResultSchema>;

export const bankAccountLinkInputSchema = z.object({
  id: idParam,
  accountId: idParam.meta({ description: "The account's id in the connection's list" }),
  debtId: idParam.nullable().meta({ description: 'The debt the account updates; null: a new debt made from its proposal' }),
});

/**
 * What a sync keeps of an account's liability (stored as JSON beside the account): the figures a
 * debt is proposed from and updated with, money in cents.
 */
export const bankAccountFactsSchema = z.object({
  liability: z.enum(['credit', 'student', 'mortgage']),
  current: z.number().int().nullable(),
  parts: z.array(z.object({ kind: z.enum(CARD_PART_KINDS), amount: z.number().int(), apr: aprString })),
  interestRate: aprString.nullable(),
  minPayment: z.number().int().nullable(),
  dueDate: dateString.nullable(),
  lastStatementDate: dateString.nullable(),
  lastStatementBalance: z.number().int().nullable(),
});
export type BankAccountFacts = z.infer<typeof bankAccountFactsSchema>;
