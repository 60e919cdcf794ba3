import { sql, type Kysely } from 'kysely';

// Password changes and resets, two-factor sign-in (TOTP) and its recovery codes.
// Frozen once landed: add a new migration instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    // null until the first change: the Password card then says "Set when you signed up".
    .addColumn('password_changed_at', 'timestamptz')
    // Only the SHA-256 of the emailed token; a new request replaces it, a use or a change clears it.
    .addColumn('password_reset_token_hash', 'text')
    .addColumn('password_reset_expires_at', 'timestamptz')
    // AES-256-GCM ciphertexts (iv.tag.data, base64url). The pending secret waits for its first code.
    .addColumn('totp_secret', 'text')
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_enabled_at', 'timestamptz')
    // The last 30-second step a code was accepted for: a code is never accepted twice (integer: the
    // step count fits until the year 4000).
    .addColumn('totp_last_step', 'integer')
    .execute();
  await db.schema
    .createIndex('users_password_reset_idx')
    .on('users')
    .column('password_reset_token_hash')
    .where(sql.ref('password_reset_token_hash'), 'is not', null)
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('recovery_codes_user_idx').on('recovery_codes').columns(['user_id', 'code_hash']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recovery_codes').ifExists().execute();
  await db.schema.dropIndex('users_password_reset_idx').ifExists().execute();
  await db.schema
    .alterTable('users')
    .dropColumn('password_changed_at')
    .dropColumn('password_reset_token_hash')
    .dropColumn('password_reset_expires_at')
    .dropColumn('totp_secret')
    .dropColumn('totp_pending_secret')
    .dropColumn('totp_enabled_at')
    .dropColumn('totp_last_step')
    .execute();
}
