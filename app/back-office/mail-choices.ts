// The back office's e-mails a member may choose to get or not, with what
// each role gets until its member chooses. The business's own mailbox
// (new inquiries, quote answers) is not a member's and is not here.

import type { StaffRole } from "./roles.ts";

export const STAFF_MAILS = {
  "due-soon": {
    label: "Close to overdue",
    help: "One e-mail per pass listing the inquiries whose reply is due within 3 opening hours.",
    defaultFor: ["owner"],
  },
  digest: {
    label: "Morning digest",
    help: "On working days at opening: everything open, overdue first, and the quotes waiting for an answer.",
    defaultFor: ["owner"],
  },
  assignment: {
    label: "Assigned to me",
    help: "When someone else assigns an inquiry to you.",
    defaultFor: ["owner", "staff"],
  },
} as const satisfies Record<
  string,
  { label: string; help: string; defaultFor: readonly StaffRole[] }
>;

export type StaffMail = keyof typeof STAFF_MAILS;

export const STAFF_MAIL_NAMES = Object.keys(STAFF_MAILS) as StaffMail[];

export function isStaffMail(value: unknown): value is StaffMail {
  return typeof value === "string" && Object.hasOwn(STAFF_MAILS, value);
}

/** Whether a role gets `mail` before its member has chosen. */
export function wantedByDefault(mail: StaffMail, role: StaffRole): boolean {
  return (STAFF_MAILS[mail].defaultFor as readonly StaffRole[]).includes(role);
}
