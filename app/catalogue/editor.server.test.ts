// The product editor's buttons on SQLite and PostgreSQL, as its page posts
// them: a save (the live site told), a refusal beside each field with what
// was typed, a save after someone else's refused with what they changed and
// the version now stored, specifications rearranged without script, a new
// product and a duplicate opened at their own addresses, and archive.

import { describe, expect, it, vi } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { type EditorResult, editorAction, loadEditor, loadNewEditor } from "./editor.server.ts";
import { type ProductFormState, formStateOf } from "./product-form-state.ts";
import { valuesOf } from "./editing.server.ts";
import type { Db } from "#app/platform/db.server.ts";

const GRACE = { id: "owner-1", name: "Grace Kamau" };
const PETER = { id: "owner-2", name: "Peter Otieno" };

/** A form as the editor's page posts it. */
function posted(state: ProductFormState, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set("name", state.name);
  form.set("slug", state.slug);
  form.set("slugEdited", state.slugEdited ? "1" : "0");
  form.set("categoryId", state.categoryId);
  form.set("description", state.description);
  for (const line of state.specifications) form.append("specifications", line);
  if (state.featured) form.set("featured", "on");
  form.set("status", state.status);
  form.set("seoTitle", state.seoTitle);
  form.set("seoDescription", state.seoDescription);
  form.set("listPrice", state.listPrice);
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  return form;
}

async function stored(db: Db, id: string) {
  const row = await db
    .selectFrom("products")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return { state: formStateOf(valuesOf(row)), version: row.version };
}

describe.each(databaseTargets("catalogue_editor"))("the product editor on $name", (target) => {
  const database = useDatabase(target);

  const act = (form: FormData, productId: string | null, actor = GRACE) => {
    const changed = vi.fn(async () => undefined);
    return {
      changed,
      outcome: editorAction(form, { db: database.handle.db, productId, actor, changed }),
    };
  };

  it("saves, tells the live site, and says when nothing changed", async () => {
    const db = database.handle.db;
    const { state } = await stored(db, "5");
    const first = act(posted({ ...state, listPrice: "12,500" }, { version: "1" }), "5");
    expect(await first.outcome).toEqual({ result: { notice: "Saved." } });
    expect(first.changed).toHaveBeenCalledOnce();
    expect((await loadEditor(db, "5"))?.product).toMatchObject({
      version: 2,
      updatedBy: null,
      state: { listPrice: "12,500" },
    });
    const again = act(posted({ ...state, listPrice: "12500" }, { version: "2" }), "5");
    expect(await again.outcome).toEqual({
      result: { notice: "Nothing to save: no field changed." },
    });
    expect(again.changed).not.toHaveBeenCalled();
  });

  it("says what is wrong beside each field, keeping what was typed", async () => {
    const db = database.handle.db;
    const { state } = await stored(db, "5");
    const typed = {
      ...state,
      description: "Too short.",
      specifications: ["One", "", "Three"],
      listPrice: "about 70k",
    };
    const { outcome, changed } = act(posted(typed, { version: "1" }), "5");
    expect(await outcome).toEqual({
      result: {
        state: typed,
        errors: {
          description: "Description must be at least 40 characters",
          specifications: "A specification cannot be empty",
          "specifications.1": "A specification cannot be empty",
          listPrice: "List price: an amount in KES such as 12,500 or 1999.99",
        },
      },
      status: 400,
    });
    expect(changed).not.toHaveBeenCalled();

    // A slug another product has is refused beside the slug.
    const other = await stored(db, "6");
    expect(
      await act(posted({ ...state, slug: other.state.slug }, { version: "1" }), "5").outcome,
    ).toMatchObject({
      result: { errors: { slug: expect.stringContaining("Another product") } },
      status: 400,
    });
  });

  it("refuses a status the form never offers, and stores nothing", async () => {
    const db = database.handle.db;
    const before = await stored(db, "5");
    for (const status of ["hidden", ""]) {
      const { outcome, changed } = act(
        posted(before.state, { version: String(before.version), status }),
        "5",
      );
      expect(await outcome).toMatchObject({
        result: { errors: { status: "Choose published, draft or archived" } },
        status: 400,
      });
      expect(changed).not.toHaveBeenCalled();
    }
    expect(await stored(db, "5")).toEqual(before);
  });

  it("refuses a save after someone else's, with who changed what, their version and what was typed", async () => {
    const db = database.handle.db;
    const { state } = await stored(db, "8");
    await act(posted({ ...state, featured: !state.featured }, { version: "1" }), "8", PETER)
      .outcome;
    const typed = { ...state, name: "A name typed meanwhile" };
    const { outcome, changed } = act(posted(typed, { version: "1" }), "8");
    const { result, status } = (await outcome) as { result: EditorResult; status: number };
    expect(status).toBe(409);
    expect(result.state).toEqual(typed);
    expect(result.conflict).toMatchObject({
      current: 2,
      since: [{ by: "Peter Otieno", fields: ["featured"] }],
      theirs: { featured: !state.featured, name: state.name },
    });
    expect(changed).not.toHaveBeenCalled();
    expect((await stored(db, "8")).state.name).toBe(state.name);
  });

  it("moves, adds and removes specification lines without saving, as a page without script asks", async () => {
    const db = database.handle.db;
    const { state } = await stored(db, "9");
    const lines = ["A", "B", "C"];
    const answer = async (intent: string) =>
      (
        (await act(posted({ ...state, specifications: lines }, { version: "1", intent }), "9")
          .outcome) as {
          result: EditorResult;
        }
      ).result.state?.specifications;
    expect(await answer("spec-up:1")).toEqual(["B", "A", "C"]);
    expect(await answer("spec-down:2")).toEqual(["A", "B", "C"]);
    expect(await answer("spec-remove:0")).toEqual(["B", "C"]);
    expect(await answer("spec-add")).toEqual(["A", "B", "C", ""]);
    expect((await stored(db, "9")).version).toBe(1);
  });

  it("creates a product (an empty slug taken from its name) and opens it, then a duplicate of it", async () => {
    const db = database.handle.db;
    const { state } = await loadNewEditor(db);
    const typed: ProductFormState = {
      ...state,
      name: "Dell OptiPlex 7020 Micro",
      description: "A small, quiet desktop for reception desks and accounts offices.",
      specifications: ["Intel Core i5-14500T", "16GB RAM", "512GB SSD", ""],
    };
    const created = act(posted(typed), null);
    expect(await created.outcome).toEqual({ redirect: "/staff/catalogue/72?done=created" });
    expect(created.changed).toHaveBeenCalledOnce();
    expect((await loadEditor(db, "72"))?.product).toMatchObject({
      name: "Dell OptiPlex 7020 Micro",
      slug: "dell-optiplex-7020-micro",
      status: "draft",
      state: { specifications: ["Intel Core i5-14500T", "16GB RAM", "512GB SSD"] },
    });

    const duplicated = act(posted(typed, { intent: "duplicate" }), "72");
    expect(await duplicated.outcome).toEqual({ redirect: "/staff/catalogue/73?done=duplicated" });
    expect(duplicated.changed).toHaveBeenCalledOnce();
  });

  it("archives the product as stored, unless someone saved it since", async () => {
    const db = database.handle.db;
    const archive = (version: string) => {
      const form = new FormData();
      form.set("intent", "archive");
      form.set("version", version);
      return act(form, "10");
    };
    const { outcome, changed } = archive("1");
    expect(await outcome).toEqual({ result: { notice: "Archived: it is off the site." } });
    expect(changed).toHaveBeenCalledOnce();
    expect((await stored(db, "10")).state.status).toBe("archived");
    expect(await archive("1").outcome).toMatchObject({
      result: { errors: { form: expect.stringContaining("Someone saved this product") } },
      status: 400,
    });
  });
});
