/** The longest an e-mail address can be (RFC 5321's limit on a path), in every form. */
export const MAX_EMAIL_LENGTH = 254;

/** The address in a mailbox as mail headers write it: "Shop <shop@example.co.ke>" or a bare address. */
export function addressIn(mailbox: string): string | undefined {
  const match = /^\s*(?:[^<>]*<([^<>]+)>|([^<>\s]+))\s*$/.exec(mailbox);
  return match?.[1] ?? match?.[2];
}
