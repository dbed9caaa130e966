// HTTP as it is written, past what a browser or Playwright would tidy: the
// e2e tests' requests with an odd path, a streamed body, or another client's
// address.

import { request as httpRequest } from "node:http";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request with its path exactly as written (a browser or Playwright would
 * normalise `//host` or a backslash first), optionally streamed without a
 * Content-Length.
 */
export function raw(
  baseURL: string | undefined,
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    chunks?: string[];
    /** The address to connect from: any 127/8 address is another client to the server. */
    localAddress?: string;
  } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL ?? "");
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        hostname,
        port,
        path,
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on("error", reject);
    for (const chunk of options.chunks ?? []) request.write(chunk);
    request.end();
  });
}

/**
 * A request its client gives up on: the headers and the first chunk of a
 * streamed body, then the connection closed before the body ends (a browser
 * tab closed mid-post). Resolves once the connection is closed.
 */
export function abandoned(
  baseURL: string | undefined,
  path: string,
  headers: Record<string, string>,
  firstChunk: string,
): Promise<void> {
  const { hostname, port } = new URL(baseURL ?? "");
  return new Promise((resolve) => {
    const request = httpRequest({ hostname, port, path, method: "POST", headers, agent: false });
    request.on("error", () => resolve());
    request.on("close", () => resolve());
    request.flushHeaders();
    request.write(firstChunk, () => setTimeout(() => request.destroy(), 200));
  });
}
