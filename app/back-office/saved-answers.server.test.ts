// Saved answers: the placeholders and how they fill, the owner's form's
// checks, and, on both databases, the answers the migration seeds and
// adding, changing and deleting them.

import { describe, expect, it } from "vitest";
import { phoneDisplay } from "#app/business/contact-links.ts";
import { business } from "#app/business/details.ts";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import {
  SavedAnswerError,
  addSavedAnswer,
  answersFor,
  deleteSavedAnswer,
  listSavedAnswers,
  updateSavedAnswer,
} from "./saved-answers.server.ts";
import {
  PLACEHOLDER_NAMES,
  fillPlaceholders,
  savedAnswerSchema,
  unknownPlaceholders,
} from "./saved-answers.ts";

const context = {
  customerName: "Wanjiku Otieno",
  product: "HP LaserJet Pro M404dn",
  reference: "MW-10042",
  staffName: "Otieno Staff",
};
const owner = { id: "owner-1", name: "Grace Owner" };

describe("placeholders", () => {
  it("fill from the inquiry, the member replying and the business's details", () => {
    const text = PLACEHOLDER_NAMES.map((name) => `{${name}}`).join("|");
    const filled = fillPlaceholders(text, context).split("|");
    expect(filled.slice(0, 4)).toEqual([
      "Wanjiku Otieno",
      "HP LaserJet Pro M404dn",
      "MW-10042",
      "Otieno Staff",
    ]);
    expect(filled).toContain(business.name);
    expect(filled).toContain(phoneDisplay);
    expect(filled).toContain(business.email);
    expect(filled.join(" ")).toContain(business.address.street);
    expect(filled.join(" ")).toContain("Monday-Friday 8:00 AM - 6:00 PM");
    expect(filled.join(" ")).not.toMatch(/[{}]/);
  });

  it("say 'your inquiry' when no product was asked about", () => {
    expect(fillPlaceholders("About {product}.", { ...context, product: null })).toBe(
      "About your inquiry.",
    );
  });

  it("name each misspelt one, once", () => {
    expect(unknownPlaceholders("Hi {custmer}, {custmer} {reference} {Reference} {}")).toEqual([
      "{custmer}",
      "{Reference}",
      "{}",
    ]);
    expect(unknownPlaceholders("Price: KSh 8,500 [each]")).toEqual([]);
  });

  it("are checked by the form, with a message naming the wrong one", () => {
    const parsed = savedAnswerSchema.safeParse({ title: "Hi", body: "Hello {custmer}," });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      "There is no placeholder {custmer}: use one of those listed on this page, or take the braces away.",
    );
  });
});

describe.each(databaseTargets("saved-answers"))("on $name", (target) => {
  const database = useDatabase(target);

  it("come with a few answers that use only real placeholders", async () => {
    const seeded = await listSavedAnswers(database.handle.db);
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    for (const answer of seeded) {
      expect(unknownPlaceholders(answer.body), answer.title).toEqual([]);
      expect(answer.updatedByName).toBeNull();
    }
    const filled = await answersFor(database.handle.db, context);
    expect(filled.every((answer) => !/[{}]/.test(answer.text))).toBe(true);
    expect(filled.some((answer) => answer.text.includes("Hello Wanjiku Otieno"))).toBe(true);
  });

  it("are added, changed and deleted, saying who changed them", async () => {
    const db = database.handle.db;
    const before = (await listSavedAnswers(db)).length;
    const added = await addSavedAnswer(
      db,
      {
        title: "  Delivery to Thika  ",
        body: "Hello {customer_name}, we deliver to Thika in 2 days.",
      },
      owner,
      new Date("2027-03-01T07:00:00Z"),
    );
    expect(added.title).toBe("Delivery to Thika");
    await updateSavedAnswer(
      db,
      added.id,
      { title: "Delivery outside Nairobi", body: "Hello {customer_name}, 2-3 days by courier." },
      { id: "owner-2", name: "Wambui Owner" },
      new Date("2027-03-02T07:00:00Z"),
    );
    const changed = (await listSavedAnswers(db)).find((answer) => answer.id === added.id);
    expect(changed).toEqual({
      id: added.id,
      title: "Delivery outside Nairobi",
      body: "Hello {customer_name}, 2-3 days by courier.",
      updatedAt: "2027-03-02T07:00:00.000Z",
      updatedByName: "Wambui Owner",
    });
    await deleteSavedAnswer(db, added.id);
    expect(await listSavedAnswers(db)).toHaveLength(before);
    await expect(
      updateSavedAnswer(db, added.id, { title: "Gone", body: "Gone" }, owner),
    ).rejects.toThrow("That answer was deleted in the meantime.");
  });

  it("refuse what the form would, at its field, and store nothing", async () => {
    const db = database.handle.db;
    const before = await listSavedAnswers(db);
    const refused = async (input: unknown) => {
      try {
        await addSavedAnswer(db, input, owner);
      } catch (error) {
        if (error instanceof SavedAnswerError) return [error.field, error.message];
        throw error;
      }
      return null;
    };
    expect(await refused({ title: " ", body: "Hello" })).toEqual([
      "title",
      "Give the answer a title.",
    ]);
    expect(await refused({ title: "x".repeat(81), body: "Hello" })).toEqual([
      "title",
      "The title must be at most 80 characters.",
    ]);
    expect(await refused({ title: "Greeting", body: "" })).toEqual(["body", "Write the answer."]);
    expect(await refused({ title: "Greeting", body: "Hello {custmer} and {prodcut}" })).toEqual([
      "body",
      "There are no placeholders {custmer}, {prodcut}: use one of those listed on this page, or take the braces away.",
    ]);
    expect(await listSavedAnswers(db)).toEqual(before);
  });
});
