import { isRouteErrorResponse } from "react-router";
import { copy } from "#app/business/copy.ts";
import { Container } from "#app/components/ui/container.tsx";
import { NotFoundMessage } from "./not-found-message.tsx";

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/**
 * A body over its route's limit (server/http/request-limits.ts), met by a
 * form that posted with script: the server's own words, not an error's.
 * The forms that take files check their size before sending, so this is
 * rare (a session that ended, say).
 */
function TooLarge({ words }: { words: string }) {
  return (
    <Container className="py-20">
      <h1 className="text-2xl font-bold text-slate-900">Too large to send</h1>
      <p className="mt-4 text-slate-800">{words}</p>
      <p className="mt-2 text-slate-700">Go back and send less: a smaller file, or fewer files.</p>
    </Container>
  );
}

/** Spec: unhandled routing errors show 'Unexpected Application Error!' with the error text. */
export function UnexpectedError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 413 && typeof error.data === "string") {
    return <TooLarge words={error.data} />;
  }
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Container className="py-20">
      <h1 className="text-2xl font-bold text-slate-900">{copy.unexpectedError}</h1>
      <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm whitespace-pre-wrap text-slate-800">
        {text}
      </pre>
    </Container>
  );
}

/** What a 410 for an archived product carries: the way to its category. */
export interface GoneData {
  readonly category: { readonly path: string; readonly name: string } | null;
}

function goneCategory(error: unknown): GoneData["category"] {
  if (!isRouteErrorResponse(error) || error.status !== 410) return null;
  return (error.data as GoneData | null)?.category ?? null;
}

/**
 * A catalogue route's boundary: its own not-found copy for a 404, and for a
 * 410 (an archived product) with a link to its category; else the generic
 * error.
 */
export function CatalogueError({
  error,
  title,
  text,
}: {
  error: unknown;
  title: string;
  text: string;
}) {
  const category = goneCategory(error);
  if (!isNotFound(error) && !category) return <UnexpectedError error={error} />;
  const action = category
    ? { href: category.path, label: copy.product.browseCategory(category.name) }
    : { href: "/all-products", label: "Browse All Products" };
  return <NotFoundMessage title={title} text={text} action={action} />;
}
