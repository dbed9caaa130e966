import { InlineScript } from "#app/enhance/inline-script.tsx";
import { enhanceInquiryTriggers } from "#app/inquiries/triggers.ts";
import { ISLANDS, useIslandUrl } from "#app/enhance/island-url.tsx";

/** Put once on a page with inquiry triggers: it makes them open the dialog. */
export function InquiryDialogLoader() {
  const moduleUrl = useIslandUrl(ISLANDS.inquiryDialog);
  if (!moduleUrl) return null;
  return <InlineScript fn={enhanceInquiryTriggers} args={[moduleUrl]} />;
}
