import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import {
  CSV_IMPORT_LIMIT,
  PHOTO_UPLOAD_LIMIT,
  REPLY_LIMIT,
  STAFF_FORM_LIMIT,
} from "#app/back-office/body-limits.ts";
import type { Permission } from "#app/back-office/roles.ts";
import { type StaffCheck, limitBodies, routeLimits } from "./request-limits.ts";

const MB = 1024 * 1024;
const route = (id: string, parentId: string | undefined, path: string, handle?: object) => ({
  id,
  parentId,
  path,
  module: handle ? { handle } : {},
});
// The shape of a build's route table, with the handles of app/routes.ts.
const routes = Object.fromEntries(
  [
    route("root", undefined, ""),
    route("routes/inquiry", "root", "inquiry"),
    route("routes/staff/layout", "root", "staff", { bodyLimit: STAFF_FORM_LIMIT }),
    route("routes/staff/team", "routes/staff/layout", "team"),
    route("routes/staff/inquiry", "routes/staff/layout", "inquiries/:reference", {
      bodyLimit: REPLY_LIMIT,
    }),
    route("routes/staff/import", "routes/staff/layout", "catalogue/import", {
      bodyLimit: CSV_IMPORT_LIMIT,
    }),
    route("routes/staff/product", "routes/staff/layout", "catalogue/:id"),
    route("routes/staff/photos", "routes/staff/layout", "catalogue/:id/photos", {
      bodyLimit: PHOTO_UPLOAD_LIMIT,
    }),
    route("routes/not-found", "root", "*"),
  ].map((r) => [r.id, r]),
) as unknown as ServerBuild["routes"];

describe("routeLimits", () => {
  const limitOf = routeLimits(routes);

  it("reads each route's limit from the route table, for the page and its data URL", () => {
    for (const suffix of ["", ".data"]) {
      expect(limitOf(`/staff/catalogue/p1/photos${suffix}`)).toBe(PHOTO_UPLOAD_LIMIT);
      expect(limitOf(`/staff/catalogue/import${suffix}`)).toBe(CSV_IMPORT_LIMIT);
      expect(limitOf(`/staff/inquiries/MT-1${suffix}`)).toBe(REPLY_LIMIT);
      // Under the back office without a limit of its own: the layout's.
      expect(limitOf(`/staff/team${suffix}`)).toBe(STAFF_FORM_LIMIT);
      expect(limitOf(`/staff/catalogue/p1${suffix}`)).toBe(STAFF_FORM_LIMIT);
      expect(limitOf(`/inquiry${suffix}`)).toBeNull();
    }
    expect(limitOf("/nowhere/at/all")).toBeNull();
  });
});

/** A body of `bytes` that counts what the server has read of it. */
function countedBody(bytes: number) {
  let read = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (read >= bytes) return controller.close();
        const chunk = new Uint8Array(Math.min(64 * 1024, bytes - read));
        read += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    // Nothing pulled ahead: only what the server reads.
    { highWaterMark: 0 },
  );
  return { body, read: () => read };
}

function post(path: string, bytes: number, declared = true) {
  const counted = countedBody(bytes);
  const headers: Record<string, string> = { "content-type": "multipart/form-data; boundary=x" };
  if (declared) headers["content-length"] = String(bytes);
  const init = { method: "POST", headers, body: counted.body, duplex: "half" };
  return { request: new Request(`http://localhost${path}`, init as RequestInit), ...counted };
}

/** The middleware before a handler that reads the whole body, as a page's action does. */
function server(allowed: Permission[] | "nobody") {
  const asked: Permission[] = [];
  const allows: StaffCheck = async (_request, permission) => {
    asked.push(permission);
    if (allowed === "nobody") return false;
    return allowed.some((p) => JSON.stringify(p) === JSON.stringify(permission));
  };
  const app = new Hono();
  app.use(limitBodies({ routes, allows }));
  app.post("*", async (c) => c.text(`read ${(await c.req.arrayBuffer()).byteLength}`));
  return { app, asked };
}

describe("limitBodies", () => {
  it("refuses a stranger's 28 MB photo post before reading a byte of it", async () => {
    const { app } = server("nobody");
    for (const path of ["/staff/catalogue/p1/photos.data", "/staff/catalogue/p1/photos"]) {
      const sent = post(path, 28 * MB);
      const response = await app.request(sent.request);
      expect(response.status, path).toBe(413);
      expect(await response.text()).toBe("This request is too large (at most 32 KB).");
      expect(sent.read(), path).toBe(0);
    }
  });

  it("stops a stranger's streamed body (no Content-Length) at 32 KB", async () => {
    const { app } = server("nobody");
    const sent = post("/staff/catalogue/p1/photos.data", 28 * MB, false);
    const response = await app.request(sent.request);
    expect(response.status).toBe(413);
    expect(sent.read()).toBeLessThan(MB);
  });

  it("takes a 4 MB photo and a 1.5 MB import from staff the route allows, with and without .data", async () => {
    const { app } = server([{ catalogue: ["edit"] }]);
    for (const suffix of ["", ".data"]) {
      const photo = await app.request(post(`/staff/catalogue/p1/photos${suffix}`, 4 * MB).request);
      expect(await photo.text()).toBe(`read ${4 * MB}`);
      const csv = await app.request(post(`/staff/catalogue/import${suffix}`, 1.5 * MB).request);
      expect(await csv.text()).toBe(`read ${1.5 * MB}`);
    }
  });

  it("holds staff without the route's permission to the public limit", async () => {
    const { app, asked } = server([{ inquiry: ["read"] }]);
    const response = await app.request(post("/staff/catalogue/p1/photos.data", 4 * MB).request);
    expect(response.status).toBe(413);
    expect(asked).toEqual([{ catalogue: ["edit"] }]);
  });

  it("says the route's own words when its limit is passed", async () => {
    const { app } = server([{ catalogue: ["edit"] }]);
    const response = await app.request(post("/staff/catalogue/p1/photos.data", 31 * MB).request);
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(PHOTO_UPLOAD_LIMIT.refusal);
  });

  it("reads no session for a body that says it fits the public limit, nor for a public page", async () => {
    const { app, asked } = server("nobody");
    expect(await (await app.request(post("/staff/team.data", 1000).request)).text()).toBe(
      "read 1000",
    );
    expect((await app.request(post("/inquiry", 40 * 1024).request)).status).toBe(413);
    expect(asked).toEqual([]);
  });
});
