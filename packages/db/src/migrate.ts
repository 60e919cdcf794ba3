import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import * as accounts from './migrations/2026-11-22T0800_accounts.ts';
import * as money from './migrations/2026-11-22T1000_money.ts';
import * as ai from './migrations/2026-11-22T1200_ai.ts';
import * as billing from './migrations/2026-11-22T1400_billing.ts';
import * as oneOpenPlan from './migrations/2026-11-23T1000_one_open_plan.ts';
import * as plan from './migrations/2026-11-23T1100_plan.ts';
import * as accountSecurity from './migrations/2026-11-23T1200_account_security.ts';
import * as notifications from './migrations/2026-11-23T1500_notifications.ts';
import * as paymentKind from './migrations/2026-11-23T1600_payment_kind.ts';
import * as balanceSnapshots from './migrations/2026-11-24T0100_balance_snapshots.ts';
import * as cardBalances from './migrations/2026-11-27T1000_card_balances.ts';
import * as balancePromoStart from './migrations/2026-11-27T1100_balance_promo_start.ts';
import * as ledgerVersion from './migrations/2026-11-27T1200_ledger_version.ts';
import * as calendarFeed from './migrations/2026-11-28T0100_calendar_feed.ts';
import * as statements from './migrations/2026-11-28T0100_statements.ts';
import * as suggestionUndo from './migrations/2026-11-28T0100_suggestion_undo.ts';
import * as pushSubscriptions from './migrations/2026-11-28T0300_push_subscriptions.ts';
import * as bankConnections from './migrations/2026-11-28T0500_bank_connections.ts';

// Listed statically (not read from disk) so migrations run the same from source, from a bundle
// and inside tests. Names sort by their timestamp; add new ones at the end.
const migrations: Record<string, Migration> = {
  '2026-11-22T0800_accounts': accounts,
  '2026-11-22T1000_money': money,
  '2026-11-22T1200_ai': ai,
  '2026-11-22T1400_billing': billing,
  '2026-11-23T1000_one_open_plan': oneOpenPlan,
  '2026-11-23T1100_plan': plan,
  '2026-11-23T1200_account_security': accountSecurity,
  '2026-11-23T1500_notifications': notifications,
  '2026-11-23T1600_payment_kind': paymentKind,
  '2026-11-24T0100_balance_snapshots': balanceSnapshots,
  '2026-11-27T1000_card_balances': cardBalances,
  '2026-11-27T1100_balance_promo_start': balancePromoStart,
  '2026-11-27T1200_ledger_version': ledgerVersion,
  '2026-11-28T0100_calendar_feed': calendarFeed,
  '2026-11-28T0100_statements': statements,
  '2026-11-28T0100_suggestion_undo': suggestionUndo,
  '2026-11-28T0300_push_subscriptions': pushSubscriptions,
  '2026-11-28T0500_bank_connections': bankConnections,
};

export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  const migrator = new Migrator({ db: db as Kysely<unknown>, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
