import { sql, type Kysely } from 'kysely';

// What applying a suggestion changed on its debt (the values before and after), so that the change
// can be undone for a while: undo writes the values before back while the debt still holds the
// values after. Null for suggestions that changed nothing, and once undone.
// Frozen once landed: add a new migration instead.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table ai_suggestions add column undo jsonb`.execute(db);
}
