import { data } from "react-router";
import { copy } from "#app/business/copy.ts";
import { NotFoundMessage } from "#app/components/not-found-message.tsx";
import { InlineScript } from "#app/enhance/inline-script.tsx";
import { logNotFound } from "#app/enhance/log-not-found.ts";
import { noIndexMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/not-found";

// Any URL no other route claims: a real 404 status, not a 200 page (the
// request's log line records it).
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => noIndexMeta(copy.notFound.title);

export default function NotFound() {
  return (
    <>
      <NotFoundMessage
        eyebrow={copy.notFound.code}
        title={copy.notFound.title}
        text="The page you asked for is not here. It may have moved, or the link may be mistyped."
        action={{ href: "/", label: copy.notFound.returnHome }}
      />
      <InlineScript fn={logNotFound} args={[]} />
    </>
  );
}
