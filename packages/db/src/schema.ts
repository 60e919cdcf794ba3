import type { CardPartKind, MinPaymentRuleKind as MinPaymentRuleKindOfDomain, PlanStrategy } from '@paydown/domain';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CalendarDate, Money } from './columns.ts';
import type {
  CalendarFeedEventsTable,
  CalendarFeedsTable,
  PushRemindersSentTable,
  PushSubscriptionsTable,
} from './calendar-push-tables.ts';
import type { BankAccountsTable, BankConnectionsTable, BankTransactionsTable } from './connection-tables.ts';
import type { StatementAccountsTable, StatementCsvMappingsTable, StatementLinesTable, StatementsTable } from './statement-tables.ts';

export type * from './calendar-push-tables.ts';
export type * from './statement-tables.ts';
export type * from './connection-tables.ts';

// Column conventions, identical on PGlite and PostgreSQL (see database.ts parsers):
// numeric -> string ("1234.50"), date -> "YYYY-MM-DD" string, timestamptz -> Date.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Generated<string>;
  emailConfirmed: Generated<boolean>;
  emailConfirmationTokenHash: string | null;
  emailConfirmationExpiresAt: NullableTimestamp;
  lastVerificationSent: NullableTimestamp;
  trialStartDate: NullableTimestamp;
  trialEndDate: NullableTimestamp;
  subscriptionStatus: Generated<string>;
  lastTrialNotification: string | null;
  hasLifetimeAccess: Generated<boolean>;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  stripePriceId: string | null;
  stripeStatusAt: NullableTimestamp;
  passwordChangedAt: NullableTimestamp;
  passwordResetTokenHash: string | null;
  passwordResetExpiresAt: NullableTimestamp;
  /** AES-256-GCM ciphertext of the TOTP secret once 2FA is on (never the secret itself). */
  totpSecret: string | null;
  /** The secret shown by setup, waiting for its first code. */
  totpPendingSecret: string | null;
  totpEnabledAt: NullableTimestamp;
  totpLastStep: number | null;
  /** Payment reminder emails on/off (sent only once the email is confirmed). */
  paymentReminders: Generated<boolean>;
  /** 1-7: how many days before a due date its reminder goes out. */
  reminderDaysBefore: Generated<1 | 2 | 3 | 4 | 5 | 6 | 7>;
  trialEmails: Generated<boolean>;
  /** Renewed (at commit) by every write to a row of the user's ledger: a remembered answer holds while it does. */
  ledgerVersion: Generated<string>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface SessionsTable {
  sid: string;
  sess: ColumnType<Record<string, unknown>, string, string>;
  userId: number | null;
  expire: Timestamp;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to: string;
  template: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: Generated<Date>;
  sentAt: NullableTimestamp;
  error: string | null;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  resetAt: Timestamp;
}

export interface DebtsTable {
  id: Generated<number>;
  userId: number;
  debtName: string;
  debtType: Generated<string>;
  balance: Money;
  interestRate: string;
  minPayment: Money;
  statementDate: CalendarDate | null;
  dueDate: CalendarDate;
  payPeriodFrequency: Generated<string>;
  extraPayment: Generated<Money>;
  suggestedPaymentDate: CalendarDate | null;
  isPaid: Generated<boolean>;
  paidDate: CalendarDate | null;
  notes: string | null;
  /** In the payoff plan. The column defaults to true; the API sets false for mortgage/rent by default. */
  inPlan: Generated<boolean>;
  /** A card paid in full every month: no interest (grace period), not in the plan. */
  paysInFull: Generated<boolean>;
  /** Promotional APR in percent until promoEndDate (then interestRate). */
  promoRate: string | null;
  promoEndDate: CalendarDate | null;
  /** Back-dated interest at promo end if any balance remains (store cards, medical financing). */
  deferredInterest: Generated<boolean>;
  /** How the minimum payment is set: 'fixed' (minPayment as typed) or a credit card's percent rule. */
  minPaymentRule: Generated<MinPaymentRuleKind>;
  /** The percent rules' percent (0.01-25) and floor (0-1,000.00); null for 'fixed'. */
  minPaymentPercent: string | null;
  minPaymentFloor: Money | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

// The kinds are the domain's (one definition); the migrations' check constraints list the same.
export type MinPaymentRuleKind = MinPaymentRuleKindOfDomain;
export type CardBalanceKind = CardPartKind;

/**
 * One balance of a credit card (a card with rows here has several balances: its debts.balance is
 * their sum and its interestRate the purchase APR, else the highest). None: one balance, as the
 * debt row holds it.
 */
export interface DebtBalancesTable {
  id: Generated<number>;
  debtId: number;
  userId: number;
  /** The order the user listed them in (0 first). */
  position: number;
  kind: CardBalanceKind;
  amount: Money;
  apr: string;
  promoApr: string | null;
  promoEndDate: CalendarDate | null;
  deferredInterest: Generated<boolean>;
  /** When the promotion began; null: the day the balance was added (createdAt, UTC) counts. */
  promoStartDate: CalendarDate | null;
  createdAt: Generated<Date>;
}

/** How one payment was split among a card's balances (amount as text, like every money figure). */
export interface PaymentPartSplit {
  partId: number;
  kind: CardBalanceKind;
  amount: Money;
}

export interface IncomeSourcesTable {
  id: Generated<number>;
  userId: number;
  incomeSource: string;
  amount: Money;
  payDate: CalendarDate;
  frequency: string;
  nextExpectedPayDate: CalendarDate | null;
  isInTargetMonth: Generated<boolean>;
  expectedPaymentsPerMonth: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** How a payment was made: logged by hand, a planned payment logged, or Mark as Paid's final payment. */
export type PaymentKind = 'logged' | 'planned' | 'marked_paid';

export interface PaymentHistoryTable {
  id: Generated<number>;
  debtId: number;
  userId: number;
  amount: Money;
  paymentDate: CalendarDate;
  balanceAfter: Money;
  suggestedDate: CalendarDate | null;
  kind: Generated<PaymentKind>;
  note: string | null;
  /** jsonb: the split among a card's balances (written as JSON text, read back as an array); null: one balance. */
  parts: ColumnType<PaymentPartSplit[] | null, string | null | undefined, string | null>;
  createdAt: Generated<Date>;
}

/** 'planned' is open (at most one per debt: a unique partial index); 'paid' was logged as a payment. */
export type PlannedPaymentStatus = 'planned' | 'paid' | 'cancelled';

export interface PlannedPaymentsTable {
  id: Generated<number>;
  userId: number;
  debtId: number;
  plannedDate: CalendarDate;
  amount: Money;
  status: Generated<PlannedPaymentStatus>;
  paymentId: number | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface AiSuggestionsTable {
  id: Generated<number>;
  userId: number;
  debtId: number | null;
  suggestionType: string;
  title: string;
  description: string;
  potentialSavings: Money | null;
  isApplied: Generated<boolean>;
  impactScore: Generated<number>;
  /** jsonb: what applying changes; written as a JSON string, read back as an object. */
  action: ColumnType<unknown, string | null, string | null>;
  wording: Generated<string>;
  createdAt: Generated<Date>;
  appliedAt: NullableTimestamp;
  /** Stable identity (kind + debt + action): one open suggestion per key; regeneration updates it in place. */
  key: string;
  /** Hash of the suggestion's figures: an applied one is not brought back while they are unchanged. */
  fingerprint: string | null;
  /** Hash of the facts it was computed from: when they change, the open suggestions are recomputed. */
  sourceHash: string | null;
  /** jsonb: the debt's values before and after applying (undo writes the before back); null when nothing to undo. */
  undo: ColumnType<unknown, string | null | undefined, string | null>;
  updatedAt: Generated<Date>;
}

export type PlanStrategyValue = PlanStrategy;

export interface PlanSettingsTable {
  userId: number;
  strategy: ColumnType<PlanStrategyValue, PlanStrategyValue | undefined, PlanStrategyValue>;
  extraMonthly: ColumnType<Money, Money | undefined, Money>;
  /** jsonb array of debt ids (paid first to last); written as JSON text, read back as an array. */
  customOrder: ColumnType<unknown, string | null | undefined, string | null>;
  updatedAt: Generated<Date>;
}

export interface LumpSumsTable {
  id: Generated<number>;
  userId: number;
  date: CalendarDate;
  amount: Money;
  note: string | null;
  createdAt: Generated<Date>;
}

export interface BillingHistoryTable {
  id: Generated<number>;
  userId: number;
  stripeInvoiceId: string;
  description: string;
  amount: Money;
  currency: Generated<string>;
  status: string;
  invoiceUrl: string | null;
  date: Timestamp;
  createdAt: Generated<Date>;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  receivedAt: Generated<Date>;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  userId: number;
  /** SHA-256 of the code (codes are 40 random bits, single use and rate limited, so a fast hash suffices). */
  codeHash: string;
  usedAt: NullableTimestamp;
  createdAt: Generated<Date>;
}

/** One row per user and day a payment reminder email went out: the claim that sends it once. */
export interface PaymentRemindersSentTable {
  userId: number;
  day: CalendarDate;
  sentAt: Generated<Date>;
}

/**
 * A debt's balance changed by hand (the debt edited), dated: with payment_history's dated payments
 * it makes the actual balance line (GET /api/progress): the edit changed it by balance − balanceBefore.
 */
export interface BalanceSnapshotsTable {
  id: Generated<number>;
  userId: number;
  debtId: number;
  day: CalendarDate;
  balanceBefore: Money;
  /** The balance after the edit. */
  balance: Money;
  createdAt: Generated<Date>;
}

export interface DB {
  bankConnections: BankConnectionsTable;
  bankAccounts: BankAccountsTable;
  bankTransactions: BankTransactionsTable;
  pushSubscriptions: PushSubscriptionsTable;
  pushRemindersSent: PushRemindersSentTable;
  calendarFeeds: CalendarFeedsTable;
  calendarFeedEvents: CalendarFeedEventsTable;
  statements: StatementsTable;
  statementLines: StatementLinesTable;
  statementAccounts: StatementAccountsTable;
  statementCsvMappings: StatementCsvMappingsTable;
  debtBalances: DebtBalancesTable;
  balanceSnapshots: BalanceSnapshotsTable;
  recoveryCodes: RecoveryCodesTable;
  paymentRemindersSent: PaymentRemindersSentTable;
  billingHistory: BillingHistoryTable;
  stripeEvents: StripeEventsTable;
  aiSuggestions: AiSuggestionsTable;
  planSettings: PlanSettingsTable;
  lumpSums: LumpSumsTable;
  debts: DebtsTable;
  incomeSources: IncomeSourcesTable;
  paymentHistory: PaymentHistoryTable;
  plannedPayments: PlannedPaymentsTable;
  users: UsersTable;
  sessions: SessionsTable;
  emailOutbox: EmailOutboxTable;
  rateLimits: RateLimitsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type EmailOutboxRow = Selectable<EmailOutboxTable>;
export type DebtRow = Selectable<DebtsTable>;
export type NewDebt = Insertable<DebtsTable>;
export type DebtUpdate = Updateable<DebtsTable>;
export type IncomeRow = Selectable<IncomeSourcesTable>;
export type NewIncome = Insertable<IncomeSourcesTable>;
export type IncomeUpdate = Updateable<IncomeSourcesTable>;
export type PaymentRow = Selectable<PaymentHistoryTable>;
export type NewPayment = Insertable<PaymentHistoryTable>;
export type PaymentUpdate = Updateable<PaymentHistoryTable>;
export type PlannedPaymentRow = Selectable<PlannedPaymentsTable>;
export type NewPlannedPayment = Insertable<PlannedPaymentsTable>;
export type AiSuggestionRow = Selectable<AiSuggestionsTable>;
export type NewAiSuggestion = Insertable<AiSuggestionsTable>;
export type PlanSettingsRow = Selectable<PlanSettingsTable>;
export type LumpSumRow = Selectable<LumpSumsTable>;
export type RecoveryCodeRow = Selectable<RecoveryCodesTable>;
export type BalanceSnapshotRow = Selectable<BalanceSnapshotsTable>;
export type DebtBalanceRow = Selectable<DebtBalancesTable>;
export type NewDebtBalance = Insertable<DebtBalancesTable>;
export type DebtBalanceUpdate = Updateable<DebtBalancesTable>;
export type StatementRow = Selectable<StatementsTable>;
export type StatementLineRow = Selectable<StatementLinesTable>;
export type NewStatementLine = Insertable<StatementLinesTable>;
