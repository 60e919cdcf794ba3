import type { AdminUser } from '@paydown/domain';

export interface StatusBadge {
  label: string;
  color: string;
  variant: 'filled' | 'light' | 'outline';
}

/**
 * The status badge of the admin table: lifetime access shows 'Lifetime' first,
 * overriding the status; Active green, Trial blue, Expired destructive, Cancelled secondary,
 * pending_confirmation 'Pending Email'; any other value as-is.
 */
export function adminStatusBadge(status: string, hasLifetimeAccess: boolean): StatusBadge {
  if (hasLifetimeAccess) return { label: 'Lifetime', color: 'grape', variant: 'filled' };
  switch (status) {
    case 'active':
      return { label: 'Active', color: 'green', variant: 'filled' };
    case 'trial':
      return { label: 'Trial', color: 'blue', variant: 'filled' };
    case 'expired':
      return { label: 'Expired', color: 'red', variant: 'filled' };
    case 'cancelled':
      return { label: 'Cancelled', color: 'gray', variant: 'light' };
    case 'pending_confirmation':
      return { label: 'Pending Email', color: 'yellow', variant: 'light' };
    default:
      return { label: status, color: 'gray', variant: 'outline' };
  }
}

export interface UserStats {
  total: number;
  lifetime: number;
  activeTrials: number;
  activeSubscriptions: number;
}

/**
 * The four stat cards, from the whole list (not the search result). Decision: each user counts in
 * the category their badge shows, so a lifetime user is counted under Lifetime Access only and the
 * cards agree with the table.
 */
export function userStats(users: readonly AdminUser[]): UserStats {
  let lifetime = 0;
  let activeTrials = 0;
  let activeSubscriptions = 0;
  for (const u of users) {
    if (u.hasLifetimeAccess) lifetime += 1;
    else if (u.subscriptionStatus === 'trial') activeTrials += 1;
    else if (u.subscriptionStatus === 'active') activeSubscriptions += 1;
  }
  return { total: users.length, lifetime, activeTrials, activeSubscriptions };
}

/** Case-insensitive substring match on username or email; surrounding spaces are ignored. */
export function filterUsers(users: readonly AdminUser[], search: string): AdminUser[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...users];
  return users.filter((u) => u.username.toLowerCase().includes(needle) || (u.email ?? '').toLowerCase().includes(needle));
}
