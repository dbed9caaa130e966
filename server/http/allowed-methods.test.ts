import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { methodRules } from "./allowed-methods.ts";

const action = async () => null;
// The shape of a build's route table: ids, parents, paths and modules.
const routes = {
  root: { id: "root", path: "", module: {} },
  "routes/inquiry": { id: "routes/inquiry", parentId: "root", path: "inquiry", module: { action } },
  "routes/staff/layout": { id: "routes/staff/layout", parentId: "root", path: "staff", module: {} },
  "routes/staff/team": {
    id: "routes/staff/team",
    parentId: "routes/staff/layout",
    path: "team",
    module: { action },
  },
} as unknown as ServerBuild["routes"];

describe("methodRules", () => {
  const allowed = methodRules(routes);

  it("lets pages be read, and posted to where their route has an action", () => {
    expect(allowed("/about", "GET")).toBeNull();
    expect(allowed("/inquiry", "POST")).toBeNull();
    expect(allowed("/about", "POST")).toEqual(["GET", "HEAD"]);
    expect(allowed("/inquiry", "DELETE")).toEqual(["GET", "HEAD", "POST"]);
  });

  it("takes a hydrated form's post to the route's data URL", () => {
    expect(allowed("/staff/team.data", "POST")).toBeNull();
    expect(allowed("/staff.data", "POST")).toEqual(["GET", "HEAD"]);
  });

  it("answers for the API's endpoints by their own table", () => {
    expect(allowed("/api/inquiries", "POST")).toBeNull();
    expect(allowed("/api/inquiries", "GET")).toEqual(["POST"]);
  });
});
