// What a loader or action throws to answer with an error status. React
// Router gives a thrown data() without a statusText the text 'Internal Server
// Error', whatever its status: a back-office 404 carried it in its data, and
// an error screen showed '503 Internal Server Error'.

import { data } from "react-router";

const STATUS_TEXT = {
  404: "Not Found",
  410: "Gone",
  429: "Too Many Requests",
  503: "Service Unavailable",
} as const;

export function routeError(
  status: keyof typeof STATUS_TEXT,
  body: unknown = null,
  headers?: HeadersInit,
) {
  return data(body, { status, statusText: STATUS_TEXT[status], ...(headers ? { headers } : {}) });
}
