import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { logger } from "#app/platform/logger.server.ts";

export const streamTimeout = 5_000;

// Pages are not hydrated (ADR 0002), so there is nothing to stream into:
// every response waits for the whole document, for people and crawlers alike.
// HEAD is rendered too, so that its headers (the policy's hashes among them)
// are the GET's; the server sends them without the body.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        status = 500;
        logger.error({ err: error }, "Rendering failed");
      },
    },
  );
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}

/** An error in a loader or action, in the log as a JSON line like the rest. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // The router's own refusals (no such route, method not allowed).
  if (isRouteErrorResponse(error)) logger.warn({ status: error.status }, error.statusText);
  else logger.error({ err: error }, "Request failed");
};
