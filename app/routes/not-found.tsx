import { data } from "react-router";
import { copy } from "#app/business/copy.ts";
import { NotFoundPage } from "#app/components/not-found-message.tsx";
import { noIndexMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/not-found";

// Any URL no other route claims: a real 404 status, not a 200 page (the
// request's log line records it).
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => noIndexMeta(copy.notFound.title);

export default function NotFound() {
  return <NotFoundPage />;
}
