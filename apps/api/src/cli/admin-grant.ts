// pnpm --filter @paydown/api admin:grant <username> [more usernames]: makes existing users with a
// confirmed email admins.
import { grantAdmin } from '../features/admin/index.ts';
import { openConfiguredDatabase } from './context.ts';

const usernames = process.argv.slice(2).filter(Boolean);
if (usernames.length === 0) {
  console.error('Usage: pnpm --filter @paydown/api admin:grant <username> [username…]');
  process.exit(2);
}
const { database } = await openConfiguredDatabase();
try {
  const granted = await grantAdmin(database.db, usernames);
  const missing = usernames.filter((u) => !granted.some((g) => g.toLowerCase() === u.toLowerCase()));
  for (const name of granted) console.log(`${name} is now an admin.`);
  for (const name of missing) console.error(`No user named ${name} with a confirmed email.`);
  process.exitCode = missing.length > 0 ? 1 : 0;
} finally {
  await database.destroy();
}
