// Saved answers' storage (saved_answers, migration 0016): listed for the
// reply box and the owner's page, changed only there. Input is checked
// here, with the form's schema, so no caller stores an answer the reply box
// could not fill.

import { randomUUID } from "node:crypto";
import type { Db } from "#app/platform/db.server.ts";
import type { StaffUser } from "./access.server.ts";
import {
  type AnswerContext,
  type SavedAnswerInput,
  fillPlaceholders,
  savedAnswerSchema,
} from "./saved-answers.ts";

export interface SavedAnswer {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly updatedAt: string;
  /** Null: it came with the shop. */
  readonly updatedByName: string | null;
}

export class SavedAnswerError extends Error {
  /** The form's field it is about, if one. */
  readonly field: "title" | "body" | undefined;

  constructor(message: string, field?: "title" | "body") {
    super(message);
    this.field = field;
  }
}

type Actor = Pick<StaffUser, "id" | "name">;

/** Every saved answer, by title. */
export async function listSavedAnswers(db: Db): Promise<SavedAnswer[]> {
  const rows = await db
    .selectFrom("saved_answers")
    .selectAll()
    .orderBy("title")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    body: row.body,
    updatedAt: row.updated_at,
    updatedByName: row.updated_by_name,
  }));
}

/** The saved answers as the reply box offers them: filled for this inquiry. */
export async function answersFor(
  db: Db,
  context: AnswerContext,
): Promise<{ id: string; title: string; text: string }[]> {
  const answers = await listSavedAnswers(db);
  return answers.map((answer) => ({
    id: answer.id,
    title: answer.title,
    text: fillPlaceholders(answer.body, context),
  }));
}

function valid(input: unknown): SavedAnswerInput {
  const parsed = savedAnswerSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path[0] === "title" ? "title" : "body";
  throw new SavedAnswerError(issue?.message ?? "Check the answer.", field);
}

export async function addSavedAnswer(
  db: Db,
  input: unknown,
  actor: Actor,
  now = new Date(),
): Promise<SavedAnswer> {
  const answer = valid(input);
  const at = now.toISOString();
  const id = randomUUID();
  await db
    .insertInto("saved_answers")
    .values({
      id,
      ...answer,
      created_at: at,
      updated_at: at,
      updated_by: actor.id,
      updated_by_name: actor.name,
    })
    .execute();
  return { id, ...answer, updatedAt: at, updatedByName: actor.name };
}

export async function updateSavedAnswer(
  db: Db,
  id: string,
  input: unknown,
  actor: Actor,
  now = new Date(),
): Promise<void> {
  const answer = valid(input);
  const result = await db
    .updateTable("saved_answers")
    .set({
      ...answer,
      updated_at: now.toISOString(),
      updated_by: actor.id,
      updated_by_name: actor.name,
    })
    .where("id", "=", id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) {
    throw new SavedAnswerError("That answer was deleted in the meantime.");
  }
}

export async function deleteSavedAnswer(db: Db, id: string): Promise<void> {
  await db.deleteFrom("saved_answers").where("id", "=", id).execute();
}
