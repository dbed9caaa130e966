import { useContext } from "react";
import { UNSAFE_FrameworkContext as FrameworkContext } from "react-router";
import { InlineScript } from "#app/enhance/inline-script.tsx";
import { enhanceInquiryTriggers } from "#app/enhance/inquiry-triggers.ts";

/** The island's route id in app/routes.ts. */
const ISLAND_ROUTE = "islands/inquiry-dialog";

/**
 * Put once on a page with inquiry triggers: it makes them open the dialog.
 * The island's URL comes from React Router's manifest (hashed in a build).
 */
export function InquiryDialogLoader() {
  const moduleUrl = useContext(FrameworkContext)?.manifest.routes[ISLAND_ROUTE]?.module;
  if (!moduleUrl) return null;
  return <InlineScript fn={enhanceInquiryTriggers} args={[moduleUrl]} />;
}
