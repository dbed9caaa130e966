import { data } from "react-router";
import { listBlocked, unblockSender } from "#app/back-office/blocked-senders.server.ts";
import { parseBulkChoice } from "#app/back-office/bulk-actions.ts";
import { bulkChange, bulkMessage, intakeMail } from "#app/back-office/bulk.server.ts";
import { InboxView } from "#app/back-office/components/inbox/inbox-view.tsx";
import { parseInboxFilters } from "#app/back-office/inbox-filters.ts";
import { listInbox } from "#app/back-office/inbox.server.ts";
import { InquiryWorkError } from "#app/back-office/inquiry-work.server.ts";
import { listTeam } from "#app/back-office/team.server.ts";
import { noIndexMeta } from "#app/lib/seo.ts";
import { siteOriginContext } from "#app/lib/site-origin.ts";
import { staffContext } from "#app/back-office/access.server.ts";
import type { Route } from "./+types/inbox";

// The inbox: the queue first, counts per status, filters and search in the
// URL; ticked rows changed together (status, assignee, spam), and on the
// Spam tab the blocked senders.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, services } = await staffContext(context, request);
  const params = new URL(request.url).searchParams;
  const filters = parseInboxFilters(params);
  const now = new Date();
  const catalogue = services.catalogue.current();
  const [inbox, team, blocked] = await Promise.all([
    listInbox(services.db, filters, { userId: user.id, now, catalogue }),
    listTeam(services.db),
    filters.status === "spam" ? listBlocked(services.db, 20) : null,
  ]);
  const erased = Number(params.get("erased"));
  return {
    filters,
    inbox,
    team: team.map(({ id, name }) => ({ id, name })),
    // The filter's choices: every category, and every product's name by category.
    catalogue: {
      categories: catalogue.categories.map(({ slug, name }) => ({ slug, name })),
      products: catalogue.categories.flatMap(({ slug }) =>
        catalogue.productNamesIn(slug).map((name) => ({ name, categorySlug: slug })),
      ),
    },
    now: now.toISOString(),
    notice:
      Number.isInteger(erased) && params.has("erased")
        ? `The customer's data is erased (${erased} inquir${erased === 1 ? "y" : "ies"}).`
        : null,
    blocked,
  };
}

const refuse = (message: string) => data({ ok: false, message }, { status: 400 });

export async function action({ request, context }: Route.ActionArgs) {
  const { user, services } = await staffContext(context, request, { inquiry: ["work"] });
  const form = await request.formData();
  const actionContext = { db: services.db, actor: user };
  const intent = form.get("intent");
  if (intent === "unblock") {
    const email = form.get("email");
    if (typeof email !== "string" || email.length > 320) return refuse("Choose an address.");
    const lifted = await unblockSender(actionContext, email);
    return { ok: true, message: lifted ? `${email} unblocked.` : `${email} was not blocked.` };
  }
  const change =
    intent === "spam"
      ? parseBulkChoice("spam")
      : intent === "apply"
        ? parseBulkChoice(form.get("change"))
        : null;
  if (!change) return refuse("Choose what to change them to.");
  // Ticked rows, and without script 'all on this page' posts the page's ids.
  const ids = [
    ...form.getAll("ids"),
    ...(form.get("all") === "1" ? form.getAll("page-ids") : []),
  ].filter((id): id is string => typeof id === "string" && id.length <= 100);
  try {
    const result = await bulkChange(
      actionContext,
      ids,
      change,
      intakeMail(services, context.get(siteOriginContext)),
    );
    if (result.emailed || result.released > 0) services.outbox.wake();
    return { ok: true, message: bulkMessage(change, result) };
  } catch (error) {
    if (error instanceof InquiryWorkError) return refuse(error.message);
    throw error;
  }
}

export const meta: Route.MetaFunction = () => noIndexMeta("Inbox");

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  return <InboxView {...loaderData} result={actionData} />;
}
