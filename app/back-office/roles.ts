// Who may do what in the back office, as better-auth's access control
// (its admin plugin uses the same roles for its own endpoints). Owners run
// the business: they manage the team and customers' personal data. Staff
// work inquiries. Customers ("user") have no back-office permission at all.

import { createAccessControl } from "better-auth/plugins/access";
import { defaultStatements } from "better-auth/plugins/admin/access";

export const accessControl = createAccessControl({
  ...defaultStatements,
  inquiry: ["read", "work", "export"],
  team: ["manage"],
  customer: ["export", "erase"],
  insights: ["read"],
});

const staff = accessControl.newRole({
  inquiry: ["read", "work", "export"],
  insights: ["read"],
});

const owner = accessControl.newRole({
  ...defaultStatements,
  inquiry: ["read", "work", "export"],
  insights: ["read"],
  team: ["manage"],
  customer: ["export", "erase"],
});

const user = accessControl.newRole({ inquiry: [] });

export const roles = { owner, staff, user };

export const STAFF_ROLES = ["owner", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = { owner: "Owner", staff: "Staff" };

export function isStaffRole(role: unknown): role is StaffRole {
  return role === "owner" || role === "staff";
}

export type Permission = {
  [K in "inquiry" | "team" | "customer" | "insights"]?: (
    "read" | "work" | "export" | "manage" | "erase"
  )[];
};

/** Whether a role (as stored on the user) grants every permission asked for. */
export function roleAllows(role: string | null | undefined, permission: Permission): boolean {
  if (!isStaffRole(role)) return false;
  return roles[role].authorize(permission as never).success;
}
