// Who may do what in the back office, as better-auth's access control
// (its admin plugin uses the same roles for its own endpoints). Owners run
// the business: they manage the team, customers' personal data and the
// saved answers, and edit the catalogue. Staff work inquiries, and edit the
// catalogue when an owner gives them that permission (a grant, stored per
// member). Customers
// ("user") have no back-office permission at all.

import { createAccessControl } from "better-auth/plugins/access";
import { defaultStatements } from "better-auth/plugins/admin/access";

export const accessControl = createAccessControl({
  ...defaultStatements,
  inquiry: ["read", "work", "export"],
  team: ["manage"],
  customer: ["export", "erase"],
  insights: ["read"],
  catalogue: ["edit"],
  answers: ["manage"],
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
  catalogue: ["edit"],
  answers: ["manage"],
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
  [K in "inquiry" | "team" | "customer" | "insights" | "catalogue" | "answers"]?: (
    "read" | "work" | "export" | "manage" | "erase" | "edit"
  )[];
};

/** Whether a role (as stored on the user) grants every permission asked for. */
export function roleAllows(role: string | null | undefined, permission: Permission): boolean {
  if (!isStaffRole(role)) return false;
  return roles[role].authorize(permission as never).success;
}

/**
 * What an owner may give a member of staff one by one, on the Team page,
 * beyond their role; owners have each through theirs.
 */
export const GRANTS = {
  catalogue: {
    label: "Catalogue",
    /** What it lets them do, said after "may". */
    allows: "edit products and categories",
    permission: { catalogue: ["edit"] } satisfies Permission,
  },
} as const;
export type Grant = keyof typeof GRANTS;
export const GRANT_NAMES = Object.keys(GRANTS) as Grant[];

export function isGrant(value: unknown): value is Grant {
  return typeof value === "string" && Object.hasOwn(GRANTS, value);
}

/** The owner's: to write the saved answers (/staff/answers). */
export const MANAGE_ANSWERS: Permission = { answers: ["manage"] };

/** The permission to edit products and categories (/staff/catalogue). */
export const EDIT_CATALOGUE: Permission = GRANTS.catalogue.permission;

/**
 * Whether a member may do what is asked: through their role, or through a
 * grant that covers all of it.
 */
export function memberAllows(
  member: { readonly role: string | null | undefined; readonly grants: readonly Grant[] },
  permission: Permission,
): boolean {
  if (!isStaffRole(member.role)) return false;
  const asked = Object.entries(permission) as [keyof Permission, Permission[keyof Permission]][];
  return asked.every(([resource, actions = []]) =>
    actions.every(
      (action) =>
        roleAllows(member.role, { [resource]: [action] }) ||
        member.grants.some((grant) =>
          (GRANTS[grant].permission as Permission)[resource]?.includes(action),
        ),
    ),
  );
}
