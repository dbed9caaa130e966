import { data, redirect } from "react-router";
import { routeError } from "#app/lib/route-error.ts";
import { REPLY_LIMIT } from "#app/back-office/body-limits.ts";
import type { RouteHandle } from "#app/root.tsx";
import { z } from "zod";
import { eraseCustomer } from "#app/back-office/customer-data.server.ts";
import { findBlock, unblockSender } from "#app/back-office/blocked-senders.server.ts";
import { bulkChange, intakeMail } from "#app/back-office/bulk.server.ts";
import * as work from "#app/back-office/inquiry-work.server.ts";
import { roleAllows } from "#app/back-office/roles.ts";
import { ReplyFileError } from "#app/back-office/reply-files.ts";
import { answersFor } from "#app/back-office/saved-answers.server.ts";
import { listTeam } from "#app/back-office/team.server.ts";
import { InquiryView } from "#app/back-office/components/inquiry/inquiry-view.tsx";
import { isInquiryReference } from "#app/inquiries/reference.ts";
import { INQUIRY_STATUSES } from "#app/inquiries/status.ts";
import { noIndexMeta } from "#app/lib/seo.ts";
import { siteOriginContext } from "#app/lib/site-origin.ts";
import { requireStaff, staffContext } from "#app/back-office/access.server.ts";
import type { Route } from "./+types/inquiry";

/** A reply carries its files. */
export const handle: RouteHandle = { bodyLimit: REPLY_LIMIT };

// One inquiry: everything about it, and the team's actions on it.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, services } = await staffContext(context, request);
  const inquiry = isInquiryReference(params.reference)
    ? await work.findInquiry(services.db, params.reference)
    : null;
  if (!inquiry) throw routeError(404);
  const { quotesOfInquiry } = await import("#app/quotes/store.server.ts");
  const [trail, mail, related, team, quotes, answers, block] = await Promise.all([
    work.inquiryTrail(services.db, inquiry.id),
    work.inquiryMail(services.db, inquiry.id),
    work.relatedInquiries(services.db, inquiry),
    listTeam(services.db),
    quotesOfInquiry(services.db, inquiry.id),
    answersFor(services.db, {
      customerName: inquiry.name,
      product: inquiry.product,
      reference: inquiry.reference,
      staffName: user.name,
    }),
    findBlock(services.db, inquiry.email),
  ]);
  return {
    answers,
    // A saved answer inserted without script (the reply box's Insert: ?answer=…&body=…).
    replyDraft: withAnswer(new URL(request.url).searchParams, answers),
    inquiry,
    trail,
    mail,
    related,
    team: team.map(({ id, name }) => ({ id, name })),
    quotes: quotes.map((q) => ({
      number: q.number,
      state: q.state,
      totalCents: q.totals.totalCents,
    })),
    block,
    canErase: roleAllows(user.role, { customer: ["erase"] }),
    now: new Date().toISOString(),
  };
}

/** What the reply box holds after Insert, when the page had no script to do it in place. */
function withAnswer(query: URLSearchParams, answers: { id: string; text: string }[]) {
  const typed = query.get("body")?.trimEnd() ?? "";
  const answer = answers.find((a) => a.id === query.get("answer"));
  if (!answer) return typed || null;
  return typed ? `${typed}\n\n${answer.text}` : answer.text;
}

/** The files chosen in the reply box; an empty file input still posts a nameless, empty part. */
async function chosenFiles(form: FormData) {
  const files = form.getAll("files").filter((file) => file instanceof File && file.name !== "");
  return Promise.all(
    (files as File[]).map(async (file) => ({
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    })),
  );
}

const text = (max: number, what: string) =>
  z
    .string({ error: `Write the ${what}.` })
    .trim()
    .min(1, { error: `Write the ${what}.` })
    .max(max, { error: `The ${what} must be at most ${max} characters.` });

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), status: z.enum(INQUIRY_STATUSES) }),
  z.object({ intent: z.literal("spam"), block: z.enum(["0", "1"]).default("0") }),
  z.object({ intent: z.literal("not-spam") }),
  z.object({ intent: z.literal("unblock") }),
  z.object({ intent: z.literal("assign"), assignee: z.string().max(100) }),
  z.object({ intent: z.literal("note"), text: text(5000, "note") }),
  z.object({ intent: z.literal("reply"), body: text(20_000, "reply") }),
  z.object({ intent: z.literal("whatsapp") }),
  z.object({ intent: z.literal("whatsapp-sent") }),
  z.object({ intent: z.literal("new-quote") }),
  z.object({ intent: z.literal("erase"), confirm: z.literal("erase") }),
]);

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, services } = await staffContext(context, request, { inquiry: ["work"] });
  const inquiry = isInquiryReference(params.reference)
    ? await work.findInquiry(services.db, params.reference)
    : null;
  if (!inquiry) throw routeError(404);
  const form = await request.formData();
  const parsed = actionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data(
      { ok: false, message: parsed.error.issues[0]?.message ?? "That did not work." },
      { status: 400 },
    );
  }
  const actionContext = { db: services.db, actor: user };
  const mail = () => intakeMail(services, context.get(siteOriginContext));
  const input = parsed.data;
  try {
    switch (input.intent) {
      case "status":
        await bulkChange(actionContext, [inquiry.id], { kind: "status", to: input.status }, mail());
        services.outbox.wake();
        return { ok: true, message: "Status changed." };
      case "spam": {
        const block = input.block === "1";
        const { changed } = await bulkChange(
          actionContext,
          [inquiry.id],
          { kind: "spam", block },
          mail(),
        );
        // Already spam: then only its sender was blocked.
        const message =
          changed > 0
            ? block
              ? "Marked Spam, and the sender blocked."
              : "Marked Spam."
            : block
              ? "Sender blocked."
              : "Spam already.";
        return { ok: true, message };
      }
      case "not-spam": {
        const to = inquiry.firstReplyAt ? "in_progress" : "new";
        const result = await bulkChange(
          actionContext,
          [inquiry.id],
          { kind: "status", to },
          mail(),
        );
        services.outbox.wake();
        return {
          ok: true,
          message:
            result.released > 0
              ? "Not spam: acknowledged to the customer, and on the reply clock from now."
              : "Not spam any more.",
        };
      }
      case "unblock": {
        const lifted = await unblockSender(actionContext, inquiry.email, inquiry.id);
        return { ok: true, message: lifted ? "Sender unblocked." : "The sender was not blocked." };
      }
      case "assign": {
        const { emailed } = await bulkChange(
          actionContext,
          [inquiry.id],
          { kind: "assign", to: input.assignee === "" ? null : input.assignee },
          mail(),
        );
        if (emailed) services.outbox.wake();
        return {
          ok: true,
          message: emailed ? "Assigned, and e-mailed to them." : "Assignment saved.",
        };
      }
      case "note":
        await work.addNote(actionContext, inquiry, input.text);
        return { ok: true, message: "Note added." };
      case "reply": {
        const files = await chosenFiles(form);
        try {
          await work.sendReply(
            actionContext,
            inquiry,
            input.body,
            context.get(siteOriginContext),
            files,
          );
        } catch (error) {
          if (!(error instanceof ReplyFileError)) throw error;
          // Nothing sent; the reply box keeps the text (a page without script is drawn anew).
          return data(
            { ok: false, message: error.message, field: "files", body: input.body } as const,
            { status: 400 },
          );
        }
        services.outbox.wake();
        const carrying =
          files.length === 0
            ? ""
            : ` with ${files.length === 1 ? "1 file" : `${files.length} files`}`;
        return { ok: true, message: `Reply queued for ${inquiry.email}${carrying}.` };
      }
      case "whatsapp":
        // Opened in a new tab by the form: the chat, once the hand-off is recorded.
        return redirect(await work.handOffToWhatsApp(actionContext, inquiry));
      case "whatsapp-sent":
        await work.confirmWhatsAppAnswer(actionContext, inquiry);
        return { ok: true, message: "Marked as answered on WhatsApp." };
      case "new-quote": {
        const { createQuote } = await import("#app/quotes/store.server.ts");
        const quote = await createQuote(services.db, { inquiryId: inquiry.id, actorId: user.id });
        return redirect(`/staff/quotes/${quote.number}`);
      }
      case "erase": {
        await requireStaff(services, request, { customer: ["erase"] });
        const erased = await eraseCustomer(services, inquiry, user);
        return redirect(`/staff?erased=${erased.inquiries}`);
      }
    }
  } catch (error) {
    if (error instanceof work.InquiryWorkError) {
      return data({ ok: false, message: error.message }, { status: 400 });
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) =>
  noIndexMeta(loaded ? `${loaded.inquiry.reference} · ${loaded.inquiry.name}` : "Inquiry");

export default function InquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  return <InquiryView {...loaderData} result={actionData} />;
}
