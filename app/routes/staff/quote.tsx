import { ArrowLeft } from "lucide-react";
import { Link, data, redirect } from "react-router";
import { routeError } from "#app/lib/route-error.ts";
import { staffContext } from "#app/back-office/access.server.ts";
import { quotableProducts } from "#app/catalogue/store.server.ts";
import { noIndexMeta } from "#app/lib/seo.ts";
import { siteOriginContext } from "#app/lib/site-origin.ts";
import { QuoteBuilder } from "#app/quotes/components/builder/quote-builder.tsx";
import { QuoteLines } from "#app/quotes/components/quote-lines.tsx";
import { SentQuote } from "#app/quotes/components/sent-quote.tsx";
import { QuoteStateBadge } from "#app/quotes/components/state-badge.tsx";
import type { ProductOption } from "#app/quotes/components/builder/line-fields.tsx";
import type { BuilderResult } from "#app/quotes/builder-action.server.ts";
import { centsText, formStateOf } from "#app/quotes/form-state.ts";
import { vatText } from "#app/quotes/wording.ts";
import type { Route } from "./+types/quote";

// One quote in the back office: the builder while it is a draft, then the
// sent quote, locked, with what the customer did with it.

async function load(
  { request, params, context }: Route.LoaderArgs | Route.ActionArgs,
  work = false,
) {
  const { user, services } = await staffContext(context, request, {
    inquiry: [work ? "work" : "read"],
  });
  const { findQuote } = await import("#app/quotes/store.server.ts");
  const quote = await findQuote(services.db, { number: params.number });
  if (!quote) throw routeError(404);
  const inquiry = await services.db
    .selectFrom("inquiries")
    .select("reference")
    .where("id", "=", quote.inquiryId)
    .executeTakeFirstOrThrow();
  return { user, services, quote, reference: inquiry.reference };
}

export async function loader(args: Route.LoaderArgs) {
  const { quote, reference, services } = await load(args);
  const { quoteLink } = await import("#app/quotes/send.server.ts");
  const origin = args.context.get(siteOriginContext);
  // A draft's lines start from each product's private list price.
  const draft = quote.status === "draft";
  const products: ProductOption[] = (await quotableProducts(services.db)).map((p) => ({
    value: p.id,
    label: p.name,
    ...(draft && p.listPriceCents ? { listPrice: centsText(p.listPriceCents) } : {}),
  }));
  return { quote, reference, products, link: quote.token ? quoteLink(origin, quote.token) : null };
}

export async function action(args: Route.ActionArgs) {
  const { user, services, quote } = await load(args, true);
  const { builderAction } = await import("#app/quotes/builder-action.server.ts");
  const outcome = await builderAction(await args.request.formData(), {
    db: services.db,
    quote,
    actor: { id: user.id, name: user.name },
    origin: args.context.get(siteOriginContext),
    onSent: () => services.outbox.wake(),
  });
  if ("redirect" in outcome) return redirect(outcome.redirect);
  return data(outcome.result, { status: outcome.status ?? 200 });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  noIndexMeta(loaderData ? `Quote ${loaderData.quote.number}` : "Quote");

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, reference, products, link } = loaderData;
  const result = actionData as BuilderResult | undefined;
  return (
    <div className="flex flex-col gap-4">
      <Link
        to={`/staff/inquiries/${reference}`}
        className="inline-flex w-fit items-center gap-1 rounded text-sm text-brand-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {reference}
      </Link>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-xl font-semibold text-slate-900">Quote {quote.number}</h1>
        <QuoteStateBadge state={quote.state} />
      </div>
      <p className="-mt-2 text-sm text-slate-600">
        For {quote.customer.name} · {quote.customer.email}
        {quote.customer.phone ? ` · ${quote.customer.phone}` : ""}
      </p>
      <p role="status" className="min-h-5 text-sm">
        {result?.message ? (
          <span className={result.message.ok ? "text-emerald-700" : "text-red-700"}>
            {result.message.text}
          </span>
        ) : null}
      </p>
      {quote.status === "draft" ? (
        <>
          <QuoteBuilder
            key={quote.id + JSON.stringify(result?.state?.lines.length ?? quote.lines.length)}
            state={result?.state ?? formStateOf(quote)}
            errors={result?.errors ?? {}}
            products={products}
            vatNote={`Prices as you type them: ${vatText(quote)}.`}
          />
          {quote.lines.length > 0 ? (
            <section
              aria-label="As saved"
              className="rounded-xl border border-slate-200 bg-white p-4"
            >
              <h2 className="mb-2 text-sm font-semibold text-slate-900">As saved</h2>
              <QuoteLines quote={quote} />
            </section>
          ) : null}
        </>
      ) : (
        <SentQuote quote={quote} link={link} />
      )}
    </div>
  );
}
