// The one check every back-office loader and action makes, on the server:
// who is signed in, and whether their role (or a permission an owner gave
// them, grants.server.ts) allows what they ask. Anyone else (a visitor, a
// customer, staff without the permission) gets the site's ordinary 404, so
// the back office does not reveal that it exists.

import { routeError } from "#app/lib/route-error.ts";
import { grantsOf } from "./grants.server.ts";
import { type Grant, type Permission, type StaffRole, isStaffRole, memberAllows } from "./roles.ts";
import { servicesContext } from "#app/services-context.ts";
import type { Services } from "#app/services.server.ts";

export interface StaffUser {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: StaffRole;
  /** What an owner gave them beyond their role (owners have it all already). */
  readonly grants: readonly Grant[];
}

/** The signed-in member of staff, or null (not signed in, or a customer). */
export async function staffUser(services: Services, request: Request): Promise<StaffUser | null> {
  const session = await services.auth.api.getSession({ headers: request.headers });
  const user = session?.user as
    { id: string; name: string; email: string; role?: string | null } | undefined;
  if (!user || !isStaffRole(user.role)) return null;
  const grants = user.role === "staff" ? await grantsOf(services.db, user.id) : [];
  return { id: user.id, name: user.name, email: user.email, role: user.role, grants };
}

/** The staff member, if they may do `permission`; else a 404 thrown for the route. */
export async function requireStaff(
  services: Services | null,
  request: Request,
  permission: Permission = { inquiry: ["read"] },
): Promise<StaffUser> {
  const user = services ? await staffUser(services, request) : null;
  if (!user || !memberAllows(user, permission)) throw routeError(404);
  return user;
}

/** requireStaff for a loader or action: the staff member and the services, both there. */
export async function staffContext(
  context: { get(key: typeof servicesContext): Services | null },
  request: Request,
  permission?: Permission,
): Promise<{ user: StaffUser; services: Services }> {
  const services = context.get(servicesContext);
  const user = await requireStaff(services, request, permission);
  if (!services) throw routeError(404);
  return { user, services };
}
