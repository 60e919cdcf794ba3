import type { DB } from '@paydown/db';
import { sql, type Kysely } from 'kysely';

/** The cheapest round trip to the database; throws when it is unreachable. */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
