import { Clock } from "lucide-react";
import { data } from "react-router";
import { business } from "#app/business/details.ts";
import { copy } from "#app/business/copy.ts";
import { getProduct } from "#app/catalogue/catalogue.ts";
import { productPath } from "#app/catalogue/paths.ts";
import { InquiryForm } from "#app/components/inquiry-form.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { inquiryFormStateContext } from "#app/inquiries/form-state.ts";
import { sitePath } from "#app/inquiries/links.ts";
import { noIndexMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/inquiry";

// The inquiry form as a page of its own: what the dialog's triggers lead to
// without JavaScript, and what a failed form post comes back to.
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = context.get(inquiryFormStateContext);
  const asked = getProduct(url.searchParams.get("product") ?? "");
  const product = state?.values.product ?? asked?.name;
  const page =
    sitePath(state?.values.page) ??
    sitePath(url.searchParams.get("from")) ??
    (asked ? productPath(asked.slug) : undefined);
  return data({ product, page, state }, { status: state ? 400 : 200 });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  noIndexMeta(copy.inquiry.title(loaderData?.product));

export default function InquiryPage({
  loaderData: { product, page, state },
}: Route.ComponentProps) {
  return (
    <>
      <PageIntro
        title={copy.inquiry.title(product)}
        text="Tell us what you need. We will get back to you with advice and a quote."
      />
      <Container className="grid gap-10 py-10 lg:grid-cols-[3fr_2fr]">
        <div className="max-w-xl">
          <InquiryForm
            product={product}
            page={page}
            values={state?.values}
            errors={state?.errors}
          />
        </div>
        <aside className="h-fit rounded-2xl bg-slate-50 p-6 text-sm text-slate-700">
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <Clock className="size-4 text-brand-700" aria-hidden="true" />
            We reply within {business.replyWithinHours} hours
          </p>
          <p className="mt-2">
            Your details go only to {business.name} and are used to answer this inquiry.
          </p>
        </aside>
      </Container>
    </>
  );
}
