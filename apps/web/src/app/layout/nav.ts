import { IconBrain, IconCreditCard, IconLayoutDashboard, IconRoute, IconTag, IconUser, IconWallet } from '@tabler/icons-react';

export interface NavItem {
  label: string;
  path: string;
  Icon: typeof IconLayoutDashboard;
}

/**
 * Desktop top navigation: Dashboard, Debts, Income, AI Insights, Pricing and Profile, plus Plan right
 * after Dashboard, because the payoff plan is the heart of the product.
 */
export const TOP_NAV: readonly NavItem[] = [
  { label: 'Dashboard', path: '/', Icon: IconLayoutDashboard },
  { label: 'Plan', path: '/plan', Icon: IconRoute },
  { label: 'Debts', path: '/debts', Icon: IconCreditCard },
  { label: 'Income', path: '/income', Icon: IconWallet },
  { label: 'AI Insights', path: '/insights', Icon: IconBrain },
  { label: 'Pricing', path: '/pricing', Icon: IconTag },
  { label: 'Profile', path: '/profile', Icon: IconUser },
];

/** Mobile bottom bar: the same minus Pricing (six entries). */
export const BOTTOM_NAV: readonly NavItem[] = TOP_NAV.filter((item) => item.path !== '/pricing');

/**
 * The active entry: '/' matches only exactly; every other entry matches its path as a prefix.
 * Decision: the prefix is matched on whole path segments ('/debts' is active on '/debts' and
 * '/debts/12', not on '/debtsfoo', which is a 404 anyway).
 */
export function isNavActive(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
