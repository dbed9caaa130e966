// Which inquiries are held as spam when they arrive, instead of being
// acknowledged and put on the reply clock. Deliberately simple, so staff
// can say why one was held: the form's hidden field was filled in (a bot),
// or the message is links more than words. A customer's message with a
// link or two to the product they mean passes.

import type { HoldReason } from "./events.ts";
import { HONEYPOT_FIELD } from "./schema.ts";

/** Links: with a scheme, or a bare www. address. */
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;

/** This many links or more in one message: held, whatever else it says. */
export const MAX_LINKS = 3;

/** The links in a message. */
export function linksIn(message: string | undefined | null): string[] {
  return message ? (message.match(LINK) ?? []) : [];
}

/**
 * Whether a message is held for its links: three or more, or two or more
 * that make up most of its text (a message that is little but links).
 */
export function tooManyLinks(message: string | undefined | null): boolean {
  const links = linksIn(message);
  if (links.length >= MAX_LINKS) return true;
  if (links.length < 2 || !message) return false;
  const linkChars = links.reduce((sum, link) => sum + link.length, 0);
  const allChars = message.replace(/\s+/g, "").length;
  return linkChars * 2 > allChars;
}

/** Why an inquiry from the form is held as spam, or null to take it as usual. */
export function holdReason(
  fields: Record<string, unknown>,
  message: string | undefined,
): HoldReason | null {
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot !== "") return "honeypot";
  return tooManyLinks(message) ? "links" : null;
}
