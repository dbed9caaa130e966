import type { z } from "zod";

/** The first message for each field of a failed parse; issues with no path go to "form". */
export function fieldErrors<Field extends string>(
  error: z.ZodError,
): Partial<Record<Field | "form", string>> {
  const errors: Partial<Record<Field | "form", string>> = {};
  for (const issue of error.issues) {
    const field = (issue.path[0] as Field | undefined) ?? "form";
    errors[field] ??= issue.message;
  }
  return errors;
}
