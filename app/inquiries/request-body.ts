/** The optional fields the spec sends as omitted when left empty (section 5). */
const OMITTED_WHEN_EMPTY = ["phone", "message"] as const;

/** The inquiry form's fields as the request body: empty phone and message left out. */
export function inquiryRequestBody(
  fields: Record<string, FormDataEntryValue>,
): Record<string, FormDataEntryValue> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([key, value]) =>
        !(OMITTED_WHEN_EMPTY as readonly string[]).includes(key) ||
        typeof value !== "string" ||
        value.trim() !== "",
    ),
  );
}
