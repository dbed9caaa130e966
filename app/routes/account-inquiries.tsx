import { data, redirect } from "react-router";
import { routeError } from "#app/lib/route-error.ts";
import { copy } from "#app/business/copy.ts";
import { MyInquiryCard } from "#app/accounts/components/my-inquiry-card.tsx";
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
  if (!services) throw routeError(503);
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
                <MyInquiryCard inquiry={inquiry} />
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
