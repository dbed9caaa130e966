import { MessageSquareReply } from "lucide-react";
import { data, redirect } from "react-router";
import { copy } from "#app/business/copy.ts";
import { formatDateTime } from "#app/business/time.ts";
import { STATUS_TONES } from "#app/inquiries/components/status-tones.ts";
import { PageIntro } from "#app/components/page-intro.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { noIndexMeta } from "#app/lib/seo.ts";
import { servicesContext } from "#app/services-context.ts";
import type { Route } from "./+types/account-inquiries";

// A signed-in customer's inquiries. Rendered per request and not
// hydrated: a page to read, with nothing to do in it. Private, so never
// cached or indexed.

const privateHeaders = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  if (!services) throw data(null, { status: 503 });
  const session = await services.auth.api.getSession({ headers: request.headers });
  if (!session) throw redirect("/auth", { headers: privateHeaders });
  const { email, emailVerified } = session.user;
  if (!emailVerified) {
    return data(
      { email, verified: false as const, inquiries: [], limited: false },
      { headers: privateHeaders },
    );
  }
  const { MY_INQUIRIES_LIMIT, myInquiries } = await import("#app/accounts/my-inquiries.server.ts");
  const inquiries = await myInquiries(services.db, email);
  const limited = inquiries.length >= MY_INQUIRIES_LIMIT;
  return data({ email, verified: true as const, inquiries, limited }, { headers: privateHeaders });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = () => noIndexMeta(copy.myInquiries.title);

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

export default function AccountInquiries({ loaderData }: Route.ComponentProps) {
  const text = copy.myInquiries;
  const { email, verified, inquiries, limited } = loaderData;
  if (!verified) {
    return (
      <>
        <PageIntro title={text.unverifiedTitle} />
        <Container className="max-w-3xl py-10">
          <p
            role="status"
            className="rounded-lg bg-amber-50 p-4 [overflow-wrap:anywhere] text-amber-950 ring-1 ring-amber-200"
          >
            {text.unverifiedText(email)}
          </p>
        </Container>
      </>
    );
  }
  return (
    <>
      <PageIntro
        title={text.title}
        text={<span className="[overflow-wrap:anywhere]">{text.intro(email)}</span>}
      />
      <Container className="max-w-3xl py-10">
        {inquiries.length === 0 ? (
          <div className="space-y-6">
            <p className="text-slate-700">{text.empty}</p>
            <ButtonLink href="/all-products">{text.browse}</ButtonLink>
          </div>
        ) : (
          <ol className="space-y-6">
            {inquiries.map((inquiry) => (
              <li key={inquiry.reference}>
                <article
                  aria-labelledby={`inquiry-${inquiry.reference}`}
                  className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
                >
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <h2
                      id={`inquiry-${inquiry.reference}`}
                      className="text-lg font-semibold text-slate-900"
                    >
                      {inquiry.product ?? text.general}
                    </h2>
                    <span
                      className={`rounded-full px-3 py-1 text-sm font-medium ring-1 ${STATUS_TONES[inquiry.status]}`}
                    >
                      <span className="sr-only">{text.status}: </span>
                      {inquiry.statusLabel}
                    </span>
                  </div>
                  <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
                    <div className="flex gap-1.5">
                      <dt>{text.reference}:</dt>
                      <dd className="font-medium text-slate-900">{inquiry.reference}</dd>
                    </div>
                    <div className="flex gap-1.5">
                      <dt>{text.sent}:</dt>
                      <dd>
                        <When iso={inquiry.createdAt} />
                      </dd>
                    </div>
                  </dl>
                  <section aria-label={`${text.replies}, ${inquiry.reference}`} className="mt-4">
                    <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
                      <MessageSquareReply className="size-4 text-brand-700" aria-hidden="true" />
                      {text.replies}
                    </h3>
                    {inquiry.replies.length === 0 ? (
                      <p className="mt-2 text-sm text-slate-600">{text.noReply}</p>
                    ) : (
                      <ol className="mt-2 space-y-3">
                        {inquiry.replies.map((reply) => (
                          <li key={reply.at} className="rounded-lg bg-slate-50 p-4 text-sm">
                            <p className="text-xs text-slate-600">
                              <When iso={reply.at} />
                            </p>
                            <p className="mt-1 whitespace-pre-wrap text-slate-800">{reply.body}</p>
                          </li>
                        ))}
                      </ol>
                    )}
                  </section>
                </article>
              </li>
            ))}
          </ol>
        )}
        {limited ? (
          <p className="mt-6 text-sm text-slate-600">{text.more(inquiries.length)}</p>
        ) : null}
      </Container>
    </>
  );
}
