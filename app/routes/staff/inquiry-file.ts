import { routeError } from "#app/lib/route-error.ts";
import { staffContext } from "#app/back-office/access.server.ts";
import { findInquiry } from "#app/back-office/inquiry-work.server.ts";
import { attachmentDisposition, findInquiryFile } from "#app/inquiries/files.server.ts";
import { isInquiryReference } from "#app/inquiries/reference.ts";
import type { Route } from "./+types/inquiry-file";

// A file kept with an inquiry (a reply's attachment, a customer's),
// downloaded from its timeline. Always a download, never shown in the page's origin: a file
// that is an HTML page in disguise cannot run as ours (nosniff too).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = await staffContext(context, request);
  const inquiry = isInquiryReference(params.reference)
    ? await findInquiry(services.db, params.reference)
    : null;
  const file = inquiry ? await findInquiryFile(services.db, inquiry.id, params.fileId) : null;
  if (!file) throw routeError(404);
  return new Response(new Uint8Array(file.content), {
    headers: {
      "Content-Type": file.type,
      "Content-Disposition": attachmentDisposition(file.name),
      "Content-Length": String(file.content.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
