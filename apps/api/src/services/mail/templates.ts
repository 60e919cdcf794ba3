import type { OutgoingEmail } from './mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function confirmationEmail(params: {
  to: string;
  firstName: string;
  url: string;
  supportEmail: string;
  isEmailChange: boolean;
}): OutgoingEmail {
  const { to, firstName, url, supportEmail, isEmailChange } = params;
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
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#0c8599;color:#fff;border-radius:6px;text-decoration:none">Confirm my email</a></p>
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
  };
}
