import { ArrowLeft, CheckCircle2 } from "lucide-react";
import { copy } from "#app/business/copy.ts";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { sitePath } from "#app/inquiries/links.ts";
import { isInquiryReference } from "#app/inquiries/reference.ts";
import { noIndexMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/inquiry-sent";

// Where a form post lands once the inquiry is stored (no JavaScript).
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const reference = params.get("ref");
  return {
    from: sitePath(params.get("from")),
    reference: isInquiryReference(reference) ? reference : null,
  };
}

export const meta: Route.MetaFunction = () => noIndexMeta(copy.inquiry.sentTitle);

export default function InquirySent({ loaderData: { from, reference } }: Route.ComponentProps) {
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <CheckCircle2 className="size-14 text-brand-700" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{copy.inquiry.sentTitle}</h1>
      <p className="mt-3 max-w-md text-slate-600">{copy.inquiry.sentText}</p>
      {reference ? (
        <p className="mt-2 max-w-md font-medium text-slate-800">
          {copy.inquiry.sentReference(reference)}
        </p>
      ) : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {from && from !== "/" ? (
          <ButtonLink
            href={from}
            variant="secondary"
            icon={<ArrowLeft className="size-4" aria-hidden="true" />}
          >
            Back to where you were
          </ButtonLink>
        ) : null}
        <ButtonLink href="/all-products">Browse Products</ButtonLink>
      </div>
    </Container>
  );
}
