// The account e-mails: each a short message with one link (a set-password
// link for a new member of the team, a password reset, an address to
// confirm), as text and HTML.

import { business } from "#app/business/details.ts";
import { escapeHtml } from "#app/lib/html.ts";
import { htmlEmail } from "#app/platform/email-html.ts";
import type { OutgoingEmail } from "#app/platform/mail.server.ts";

function linkEmail(to: string, subject: string, intro: string, action: string, url: string) {
  const ignore = "If you did not ask for this, you can ignore this e-mail.";
  const text = `${intro}\n\n${action}: ${url}\n\n${ignore}\n\n${business.name}`;
  const html = htmlEmail(
    `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p style="color:#475569">${ignore}</p><p>${escapeHtml(business.name)}</p>`,
  );
  return { to, subject, text, html } satisfies OutgoingEmail;
}

export const invitationEmail = (to: string, url: string) =>
  linkEmail(
    to,
    `You are invited to the ${business.shortName} back office`,
    `You have been given access to the ${business.name} back office, where the team answers the website's inquiries. Choose a password to sign in. The link works for one hour; ask the owner for a new one if it has expired.`,
    "Choose my password",
    url,
  );

export const resetEmail = (to: string, url: string) =>
  linkEmail(
    to,
    `Reset your ${business.shortName} password`,
    "Someone asked to reset the password of your account.",
    "Choose a new password",
    url,
  );

export const verificationEmail = (to: string, url: string) =>
  linkEmail(
    to,
    `Confirm your ${business.shortName} account`,
    `Welcome to ${business.name}. Please confirm your e-mail address.`,
    "Confirm my e-mail address",
    url,
  );
