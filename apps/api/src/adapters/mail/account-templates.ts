import type { OutgoingEmail } from './mailer.ts';

// Emails about the account's security: a password reset link, and notices of changes the owner
// should know about (so a change they did not make does not go unnoticed).

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

interface Notice {
  to: string;
  firstName: string;
  supportEmail: string;
}

function build(
  params: Notice & { template: string; subject: string; lines: string[]; link?: { url: string; label: string } },
): OutgoingEmail {
  const { to, firstName, supportEmail, template, subject, lines, link } = params;
  const text = [
    `Hi ${firstName},`,
    '',
    ...lines.flatMap((l) => [l, '']),
    ...(link ? [link.url, ''] : []),
    `Questions? Write to ${supportEmail}.`,
    '— The Paydown team',
  ].join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;background:#00774c;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="font-size:13px;color:#52606d">Or paste this link into your browser: ${escapeHtml(link.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p>Hi ${escapeHtml(firstName)},</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${button}
<p>Questions? Write to <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a>.<br>— The Paydown team</p>
</body></html>`;
  return { to, template, subject, text, html, ...(link ? { primaryLink: link.url } : {}) };
}

export function passwordResetEmail(params: Notice & { url: string }): OutgoingEmail {
  return build({
    ...params,
    template: 'password-reset',
    subject: 'Reset your Paydown password',
    lines: [
      'Someone (hopefully you) asked to reset the password of your Paydown account. Choose a new one here:',
      'The link works once and expires in 1 hour. If you did not ask, ignore this email: your password stays as it is.',
    ],
    link: { url: params.url, label: 'Choose a new password' },
  });
}

export function passwordChangedEmail(params: Notice & { how: 'changed' | 'reset' }): OutgoingEmail {
  return build({
    ...params,
    template: 'password-changed',
    subject: 'Your Paydown password was changed',
    lines: [
      `The password of your Paydown account was ${params.how === 'reset' ? 'reset with an emailed link' : 'changed'}, and every other device was signed out.`,
      `If this was not you, reset your password from the sign-in page at once and write to ${params.supportEmail}.`,
    ],
  });
}

export function securityNoticeEmail(params: Notice & { subject: string; line: string }): OutgoingEmail {
  return build({ ...params, template: 'security-notice', subject: params.subject, lines: [params.line] });
}
