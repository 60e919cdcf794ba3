import { formatShortDate, formatUsd, reminderLine, type IsoDate, type PaymentReminder } from '@paydown/domain';
import type { OutgoingEmail } from './mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The daily payment reminder: every payment of the day in one email, each with amount, dates,
 * lender and the interest saved; a one-click unsubscribe link in the body and in List-Unsubscribe
 * (with List-Unsubscribe-Post, RFC 8058) for mail clients.
 */
export function paymentReminderEmail(params: {
  to: string;
  firstName: string;
  reminders: readonly PaymentReminder[];
  today: IsoDate;
  appUrl: string;
  unsubscribeUrl: string;
  supportEmail: string;
}): OutgoingEmail {
  const { to, firstName, reminders, today, appUrl, unsubscribeUrl, supportEmail } = params;
  const count = reminders.length;
  const subject =
    count === 1 && reminders[0]
      ? `Payment reminder: ${reminders[0].lender} ${formatUsd(reminders[0].amount)} on ${formatShortDate(reminders[0].payOn, today)}`
      : `Payment reminder: ${count} payments coming up`;
  const lines = reminders.map((r) => reminderLine(r, today));
  const note = 'Paydown does not move money: pay your lender on the date shown.';
  const text = [
    `Hi ${firstName},`,
    '',
    count === 1 ? 'A payment is coming up:' : 'Payments coming up:',
    '',
    ...lines.map((l) => `- ${l}`),
    '',
    note,
    `See your plan: ${appUrl}/debts`,
    '',
    `Stop payment reminders: ${unsubscribeUrl}`,
    `Questions? Write to ${supportEmail}.`,
    '— The Paydown team',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p>Hi ${escapeHtml(firstName)},</p>
<p>${count === 1 ? 'A payment is coming up:' : 'Payments coming up:'}</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p>${escapeHtml(note)}</p>
<p><a href="${escapeHtml(`${appUrl}/debts`)}" style="display:inline-block;padding:10px 18px;background:#00774c;color:#fff;border-radius:6px;text-decoration:none">See your plan</a></p>
<p style="font-size:13px;color:#52606d">Questions? Write to <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a>.<br>— The Paydown team</p>
<p style="font-size:12px;color:#52606d"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe from payment reminders</a></p>
</body></html>`;
  return {
    to,
    template: 'payment-reminder',
    subject,
    text,
    html,
    primaryLink: unsubscribeUrl,
    headers: [
      { name: 'List-Unsubscribe', value: `<${unsubscribeUrl}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ],
  };
}
