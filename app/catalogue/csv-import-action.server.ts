// The catalogue import page's two steps: a file checked into a preview of
// what it would change (nothing written), then, from that preview, applied
// as one transaction, refused if the catalogue changed in between. The
// file's text travels with the preview, so what is applied is exactly what
// was shown.

import { z } from "zod";
import type { Db } from "#app/platform/db.server.ts";
import type { Actor, ProductField } from "./editing.server.ts";
import {
  type ImportIssue,
  InvalidImport,
  StaleImport,
  applyImport,
  planImport,
} from "./csv-import.server.ts";
import { MAX_IMPORT_FILE_BYTES, importFileTooLarge } from "./csv-columns.ts";
import { FIELD_LABELS, valueText } from "./history-wording.ts";

/** A changed field in words, for the preview. */
export interface PreviewChange {
  readonly label: string;
  readonly before: string;
  readonly after: string;
}

export interface PreviewRow {
  readonly line: number;
  readonly name: string;
  readonly action: "create" | "update";
  readonly changes: readonly PreviewChange[];
}

export type ImportResult =
  | {
      readonly stage: "preview";
      readonly csv: string;
      readonly digest: string;
      readonly rows: readonly PreviewRow[];
      readonly unchanged: number;
      readonly errors: readonly ImportIssue[];
    }
  | { readonly stage: "applied"; readonly created: number; readonly updated: number }
  | {
      readonly stage: "refused";
      readonly message: string;
      readonly errors: readonly ImportIssue[];
    };

const applyForm = z.object({ csv: z.string().min(1), digest: z.string().min(1) });

async function fileText(form: FormData): Promise<string | null> {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return null;
  return file.text();
}

async function preview(db: Db, csv: string): Promise<ImportResult> {
  const plan = await planImport(db, csv);
  const categories = await db.selectFrom("categories").select(["id", "name"]).execute();
  const categoryName = (id: string) => categories.find((c) => c.id === id)?.name;
  const rows: PreviewRow[] = [];
  for (const row of plan.rows) {
    if (row.action === "unchanged") continue;
    const changes = Object.entries(row.changes).map(([field, [before, after]]) => ({
      label: FIELD_LABELS[field as ProductField],
      before: valueText(field as ProductField, before, categoryName),
      after: valueText(field as ProductField, after, categoryName),
    }));
    rows.push({ line: row.line, name: row.name, action: row.action, changes });
  }
  return {
    stage: "preview",
    csv,
    digest: plan.digest,
    rows,
    unchanged: plan.rows.length - rows.length,
    errors: plan.errors,
  };
}

export async function importAction(
  form: FormData,
  { db, actor, changed }: { db: Db; actor: Actor; changed: () => Promise<void> },
): Promise<ImportResult> {
  if (form.get("intent") === "apply") {
    const asked = applyForm.safeParse(Object.fromEntries(form));
    if (!asked.success) {
      return { stage: "refused", message: "Choose the file again and check it.", errors: [] };
    }
    try {
      const counts = await applyImport(db, asked.data.csv, actor, {
        expectedDigest: asked.data.digest,
      });
      await changed();
      return { stage: "applied", created: counts.created, updated: counts.updated };
    } catch (error) {
      if (error instanceof InvalidImport) {
        return { stage: "refused", message: error.message, errors: error.errors };
      }
      if (error instanceof StaleImport)
        return { stage: "refused", message: error.message, errors: [] };
      throw error;
    }
  }
  const file = form.get("file");
  if (file instanceof File && file.size > MAX_IMPORT_FILE_BYTES) {
    return { stage: "refused", message: importFileTooLarge(file.size), errors: [] };
  }
  const csv = await fileText(form);
  if (csv === null) {
    return { stage: "refused", message: "Choose a CSV file to check.", errors: [] };
  }
  return preview(db, csv);
}
