// The toasts island: sonner, for pages with no other island. The auth
// screen's script and the page after a login ('Welcome back!') load it when
// they have something to say. Registered in app/routes.ts like the inquiry
// dialog; a route module's client chunk keeps only route exports, so the
// function goes out as `handle`.

import { showToast } from "./toaster.tsx";

export const handle = { showToast };
