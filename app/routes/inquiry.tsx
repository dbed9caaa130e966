import { Clock } from "lucide-react";
import { data, redirect } from "react-router";
import { routeError } from "#app/lib/route-error.ts";
import { business } from "#app/business/details.ts";
import { copy } from "#app/business/copy.ts";
import { catalogueOf } from "#app/catalogue/current.server.ts";
import { productPath } from "#app/catalogue/paths.ts";
import { InquiryForm } from "#app/inquiries/components/inquiry-form.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { askedAbout, sitePath } from "#app/inquiries/links.ts";
import { noIndexMeta } from "#app/lib/seo.ts";
import { servicesContext } from "#app/services-context.ts";
import type { Route } from "./+types/inquiry";

// The inquiry form as a page of its own: what the dialog's triggers lead to
// without JavaScript. Its form posts here; a refused post comes back to the
// page with its errors and the values typed.
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = catalogueOf(context).getProduct(url.searchParams.get("product") ?? "");
  const page =
    sitePath(url.searchParams.get("from")) ?? (asked ? productPath(asked.slug) : undefined);
  // A refused post comes back to this same address, product and all.
  return {
    product: asked?.name,
    about: askedAbout(url.searchParams.get("about")),
    page,
    formAction: `${url.pathname}${url.search}`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  if (!services) throw routeError(503);
  const form = await request.formData();
  // Files are not part of an inquiry: text fields only.
  const fields = Object.fromEntries([...form].filter(([, value]) => typeof value === "string"));
  const { clientAddress } = await import("#app/platform/http-context.server.ts");
  const result = await services.acceptInquiry(fields, clientAddress(request));
  if (result.kind === "accepted") {
    // The thank-you page, where a reload cannot send the inquiry twice.
    const next = new URLSearchParams({ ref: result.reference, from: sitePath(result.page) ?? "/" });
    throw redirect(`/inquiry/sent?${next.toString()}`, 303);
  }
  return data(result.state, {
    status: result.status,
    headers: result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  noIndexMeta(copy.inquiry.title(loaderData?.product));

export default function InquiryPage({ loaderData, actionData: state }: Route.ComponentProps) {
  const product = state?.values.product ?? loaderData.product;
  const page = sitePath(state?.values.page) ?? loaderData.page;
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
            about={loaderData.about}
            page={page}
            action={loaderData.formAction}
            values={state?.values}
            errors={state?.errors}
          />
        </div>
        <aside className="h-fit rounded-2xl bg-slate-50 p-6 text-sm text-slate-700">
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <Clock className="size-4 text-brand-700" aria-hidden="true" />
            {copy.replyPromise.weReply}
          </p>
          <p className="mt-2">
            Your details go only to {business.name} and are used to answer this inquiry.
          </p>
        </aside>
      </Container>
    </>
  );
}
