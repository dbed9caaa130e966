import type { Route } from "./+types/inbox";
import { noIndexMeta } from "#app/lib/seo.ts";

export const meta: Route.MetaFunction = () => noIndexMeta("Inbox");

export default function Inbox() {
  return <h1 className="text-xl font-semibold text-slate-900">Inbox</h1>;
}
