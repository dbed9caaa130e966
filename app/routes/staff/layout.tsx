import { Outlet } from "react-router";
import { STAFF_FORM_LIMIT } from "#app/back-office/body-limits.ts";
import { BackOfficeFrame } from "#app/back-office/components/frame.tsx";
import type { RouteHandle } from "#app/root.tsx";
import { staffContext } from "#app/back-office/access.server.ts";
import type { Route } from "./+types/layout";

// Every /staff page: only staff get past this loader; anyone else gets the
// site's 404. Client-side navigation inside (ADR 0015).
export const handle: RouteHandle = { hydrate: true, backOffice: true, bodyLimit: STAFF_FORM_LIMIT };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await staffContext(context, request);
  return { user };
}

export default function StaffLayout({ loaderData: { user } }: Route.ComponentProps) {
  return (
    <BackOfficeFrame user={user}>
      <Outlet />
    </BackOfficeFrame>
  );
}
