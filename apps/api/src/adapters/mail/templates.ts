import type { OutgoingEmail } from './mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function confirmationEmail(params: {
  to: string;
  firstName: string;
  url: string;
  /** The API call that confirms with the same token. */
  apiUrl: string;
  supportEmail: string;
  isEmailChange: boolean;
}): OutgoingEmail {
  const { to, firstName, url, apiUrl, supportEmail, isEmailChange } = params;
  const intro = isEmailChange
    ? 'You changed the email address on your Paydown account. Please confirm it is yours:'
    : 'Welcome to Paydown! Confirm your email address to start your free 30-day trial — no credit card required:';
  const text = [
    `Hi ${firstName},`,
    '',
    intro,
    '',
    url,
    '',
    'The link works once and expires in 24 hours.',
    "If you didn't sign up for Paydown, you can ignore this email.",
    '',
    `Questions? Write to ${supportEmail}.`,
    '— The Paydown team',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p>Hi ${escapeHtml(firstName)},</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#00774c;color:#fff;border-radius:6px;text-decoration:none">Confirm my email</a></p>
<p style="font-size:13px;color:#52606d">Or paste this link into your browser: ${escapeHtml(url)}</p>
<p style="font-size:13px;color:#52606d">The link works once and expires in 24 hours. If you didn't sign up for Paydown, you can ignore this email.</p>
<p>Questions? Write to <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a>.<br>— The Paydown team</p>
</body></html>`;
  return {
    to,
    template: isEmailChange ? 'confirm-email-change' : 'confirm-email',
    subject: 'Confirm your email for Paydown',
    text,
    html,
    primaryLink: url,
    apiLink: apiUrl,
  };
}

export function trialReminderEmail(params: {
  to: string;
  firstName: string;
  stage: '7d' | '3d' | '1d' | 'expired';
  daysLeft: number;
  pricingUrl: string;
  supportEmail: string;
}): OutgoingEmail {
  const { to, firstName, stage, daysLeft, pricingUrl, supportEmail } = params;
  const expired = stage === 'expired';
  const subject = expired
    ? 'Your Paydown free trial has ended'
    : `Your Paydown free trial ends in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`;
  const body = expired
    ? 'Your free trial has ended. Your debts and income are safe: you can still view them, and a plan lets you keep adding and changing them and get new recommendations.'
    : `Your free trial ends in ${daysLeft} day${daysLeft === 1 ? '' : 's'}. Choose a plan to keep your payoff plan and recommendations going — monthly at $4.99 or yearly at $49.99.`;
  const text = [
    `Hi ${firstName},`,
    '',
    body,
    '',
    `See the plans: ${pricingUrl}`,
    '',
    `Questions? Write to ${supportEmail}.`,
    '— The Paydown team',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p>Hi ${escapeHtml(firstName)},</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(pricingUrl)}" style="display:inline-block;padding:10px 18px;background:#00774c;color:#fff;border-radius:6px;text-decoration:none">See the plans</a></p>
<p>Questions? Write to <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a>.<br>— The Paydown team</p>
</body></html>`;
  return { to, template: `trial-${stage}`, subject, text, html, primaryLink: pricingUrl };
}
