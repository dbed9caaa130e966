import { Download } from "lucide-react";
import { data, redirect } from "react-router";
import { routeError } from "#app/lib/route-error.ts";
import { copy } from "#app/business/copy.ts";
import { PageIntro } from "#app/components/page-intro.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { noIndexMeta } from "#app/lib/seo.ts";
import { AnswerForms, type AnswerKind } from "#app/quotes/components/answer-forms.tsx";
import { QuoteLines } from "#app/quotes/components/quote-lines.tsx";
import { QuoteNotice } from "#app/quotes/components/quote-notice.tsx";
import { QuoteTerms } from "#app/quotes/components/quote-terms.tsx";
import { validityText } from "#app/quotes/wording.ts";
import { servicesContext } from "#app/services-context.ts";
import type { Route } from "./+types/quote";

// The customer's quote, opened by the link in their e-mail: no account, no
// script (its answers are plain forms), kept out of search engines, and its
// address never sent on to another site as a referrer.
const PRIVATE = {
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
};

async function opened({ request, params, context }: Route.LoaderArgs | Route.ActionArgs) {
  const services = context.get(servicesContext);
  if (!services) throw routeError(503);
  const { clientAddress } = await import("#app/platform/http-context.server.ts");
  const found = await services.quotes.open(params.token, clientAddress(request));
  if (found.kind === "limited") {
    throw routeError(429, copy.quote.tooMany, {
      ...PRIVATE,
      "Retry-After": String(found.retryAfter),
    });
  }
  if (found.kind === "missing") throw routeError(404, null, PRIVATE);
  return { services, ...found };
}

export const headers: Route.HeadersFunction = () => PRIVATE;

export async function loader(args: Route.LoaderArgs) {
  const { quote, reference, closed, latest } = await opened(args);
  const answered = new URL(args.request.url).searchParams.get("answered");
  return data({ quote, reference, closed, latest, answered }, { headers: PRIVATE });
}

export async function action(args: Route.ActionArgs) {
  const { services, quote } = await opened(args);
  const { parseAnswer } = await import("#app/quotes/answers.server.ts");
  const form = await args.request.formData();
  const parsed = parseAnswer(form);
  const values = Object.fromEntries(
    ["name", "po", "reason", "message"].map((name) => [name, String(form.get(name) ?? "")]),
  );
  const answer = String(form.get("answer") ?? "") as AnswerKind;
  if (!parsed.ok) {
    return data(
      { posted: { answer, values }, errors: parsed.errors, closed: null },
      { status: 400, headers: PRIVATE },
    );
  }
  const result = await services.quotes.answer(quote, parsed.answer);
  if (result.kind === "closed") {
    return data(
      { posted: null, errors: {}, closed: result.reason },
      { status: 409, headers: PRIVATE },
    );
  }
  // The page again, where a reload cannot answer twice.
  const answered = result.emailed ? parsed.answer.answer : "kept";
  throw redirect(`/quotes/${args.params.token}?answered=${answered}`, {
    status: 303,
    headers: PRIVATE,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  noIndexMeta(loaderData ? copy.quote.title(loaderData.quote.number) : copy.notFound.title);

const THANKS: Record<string, string> = {
  accept: copy.quote.accepted,
  decline: copy.quote.declined,
  change: copy.quote.changeAsked,
  // A change past the day's e-mails (CHANGE_EMAILS_PER_DAY).
  kept: copy.quote.changeKept,
};

export default function QuotePage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { quote, reference, latest, answered } = loaderData;
  const closed = actionData?.closed ?? loaderData.closed;
  const thanks = (answered && THANKS[answered]) || null;
  const expired = quote.status === "expired" || (quote.status === "sent" && closed !== null);
  return (
    <>
      <PageIntro
        title={copy.quote.title(quote.number)}
        text={copy.quote.intro(quote.customer.name, reference)}
      />
      <Container className="grid gap-8 py-8 lg:grid-cols-[3fr_2fr] lg:py-12">
        <div className="flex flex-col gap-6">
          <QuoteNotice
            thanks={thanks}
            closed={closed}
            text={
              quote.status === "replaced"
                ? copy.quote.replaced
                : expired
                  ? copy.quote.expired
                  : (closed ?? "")
            }
            latest={latest}
          />
          <section
            aria-label={copy.quote.title(quote.number)}
            className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
          >
            <QuoteLines quote={quote} />
            <p className="mt-4 text-sm text-slate-700">{validityText(quote.validUntil)}</p>
            <a
              href={`/quotes/${params.token}/pdf`}
              className={`${buttonClasses("secondary", "md")} mt-4 w-full sm:w-auto`}
              download={`${quote.number}.pdf`}
            >
              <Download className="size-4" aria-hidden="true" /> {copy.quote.download}
            </a>
          </section>
          <QuoteTerms quote={quote} payable={!closed || quote.status === "accepted"} />
        </div>
        <section aria-labelledby="answer-heading" className="flex flex-col gap-3">
          <h2 id="answer-heading" className="text-lg font-semibold text-slate-900">
            {copy.quote.answerTitle}
          </h2>
          {quote.status === "sent" || quote.status === "expired" ? (
            <AnswerForms
              posted={actionData?.posted}
              errors={actionData?.errors}
              expired={expired}
            />
          ) : (
            <p className="text-sm text-slate-700">{closed}</p>
          )}
        </section>
      </Container>
    </>
  );
}
