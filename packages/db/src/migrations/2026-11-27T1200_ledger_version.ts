import { sql, type Kysely } from 'kysely';

// A version token per user that changes whenever a row of that user's ledger (every table the
// one-statement ledger read draws from) is written, in the same transaction. A reader that answered
// an account at one version answers it again without reading the ledger while the version holds.
// - Renewed at commit (deferred constraint triggers): the user's row is locked only once the
//   transaction's own work is done, so two writers of the same account cannot deadlock on it.
// - A random token, not a counter: a user id reused after a reset, or another database read by the
//   same process, never repeats a token an answer was remembered under.
// Frozen once landed: add a new migration instead.

/** The ledger's tables whose rows carry the user's id. */
const USER_TABLES = ['debts', 'income_sources', 'planned_payments', 'payment_history', 'plan_settings', 'lump_sums', 'balance_snapshots'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column ledger_version uuid not null default gen_random_uuid()`.execute(db);
  await sql`
    create function renew_ledger_version() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        update users set ledger_version = gen_random_uuid() where id = old.user_id;
      end if;
      if tg_op <> 'DELETE' then
        update users set ledger_version = gen_random_uuid() where id = new.user_id;
      end if;
      return null;
    end $$`.execute(db);
  // A card's balances carry their debt's id, not the user's.
  await sql`
    create function renew_ledger_version_of_debt() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        update users set ledger_version = gen_random_uuid() where id = (select user_id from debts where id = old.debt_id);
      end if;
      if tg_op <> 'DELETE' then
        update users set ledger_version = gen_random_uuid() where id = (select user_id from debts where id = new.debt_id);
      end if;
      return null;
    end $$`.execute(db);
  const tables = [...USER_TABLES.map((t) => [t, 'renew_ledger_version']), ['debt_balances', 'renew_ledger_version_of_debt']];
  for (const [table, fn] of tables) {
    await sql
      .raw(
        `create constraint trigger ${table}_ledger_version after insert or update or delete on ${table} ` +
          `deferrable initially deferred for each row execute function ${fn}()`,
      )
      .execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...USER_TABLES, 'debt_balances']) {
    await sql.raw(`drop trigger if exists ${table}_ledger_version on ${table}`).execute(db);
  }
  await sql`drop function if exists renew_ledger_version_of_debt()`.execute(db);
  await sql`drop function if exists renew_ledger_version()`.execute(db);
  await sql`alter table users drop column if exists ledger_version`.execute(db);
}
