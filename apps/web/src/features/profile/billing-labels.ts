import { formatCurrencyDetailed, toAmount } from '../../lib/format.ts';

/** 'paid' -> 'Paid', 'payment_failed' -> 'Payment failed'; anything else as-is, readable. */
export function billingStatusLabel(status: string): string {
  const words = status.trim().replace(/[_-]+/g, ' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown';
}

/** Paid rows look normal; every other outcome (failed, open, void, ...) shows a destructive badge. */
export function isPaidStatus(status: string): boolean {
  return status.trim().toLowerCase() === 'paid';
}

/**
 * '$4.99': the amount with a $ prefix. Every plan is billed in USD; an invoice in
 * another currency shows that currency's own symbol instead of a misleading '$'.
 */
export function formatBillingAmount(amount: string, currency: string): string {
  const code = currency.trim().toUpperCase();
  if (!code || code === 'USD') return formatCurrencyDetailed(amount);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(toAmount(amount));
  } catch {
    return `${formatCurrencyDetailed(amount)} ${code}`;
  }
}
