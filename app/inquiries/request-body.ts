/** The optional fields the spec sends as omitted when left empty (section 5). */
const OMITTED_WHEN_EMPTY = ["phone", "message"] as const;

/** The inquiry form's fields as the request body: empty phone and message left out. */
export function inquiryRequestBody(
  fields: Record<string, FormDataEntryValue>,
): Record<string, FormDataEntryValue> {
  const body = { ...fields };
  for (const key of OMITTED_WHEN_EMPTY) {
    const value = body[key];
    if (typeof value === "string" && value.trim() === "") delete body[key];
  }
  return body;
}
