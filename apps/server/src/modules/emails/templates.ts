/** The e-mails the account flows send. Plain text first; the HTML is the same words, escaped. */
export type EmailContent = { subject: string; text: string; html: string };

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function layout(paragraphs: string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:24px">${body}<p><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#228be6;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="color:#888;font-size:12px">${escapeHtml(link.href)}</p></body></html>`;
}

export function passwordResetEmail(link: string, validMinutes: number): EmailContent {
  const lines = [
    'Someone asked to reset the password of your account.',
    `Use the link below within ${validMinutes} minutes to choose a new password. It works once.`,
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ];
  return {
    subject: 'Reset your password',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout(lines, { href: link, label: 'Choose a new password' }),
  };
}

export function invitationEmail(link: string, companyName: string, validDays: number): EmailContent {
  const lines = [
    `You have been invited to the campaign builder of ${companyName}.`,
    `Use the link below within ${validDays} days to set your password and log in.`,
  ];
  return {
    subject: `Your invitation to ${companyName}`,
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout(lines, { href: link, label: 'Set your password' }),
  };
}

export function signUpConfirmationEmail(link: string, companyName: string, validHours: number): EmailContent {
  const lines = [
    `Thank you for signing ${companyName} up for the campaign builder.`,
    `Use the link below within ${validHours} hours to confirm your e-mail address. It logs you in and works once.`,
    'If you did not sign up, ignore this e-mail: without the confirmation the account is never opened.',
  ];
  return {
    subject: 'Confirm your e-mail address',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout(lines, { href: link, label: 'Confirm and log in' }),
  };
}

export function demoOfferEmail(link: string, firstName: string, companyName: string, demoDays: number): EmailContent {
  const lines = [
    `Hello ${firstName},`,
    `we have prepared a ${demoDays}-day demo of the campaign builder for ${companyName}.`,
    'Use the link below to open your demo account. It works once.',
  ];
  return {
    subject: 'Your campaign builder demo',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout(lines, { href: link, label: 'Open my demo' }),
  };
}
