import { ArrowLeft, Mail, MessageCircle, Phone } from "lucide-react";
import { Form, Link, useRevalidator } from "react-router";
import type { InquiryDetail } from "#app/back-office/inquiry-work.server.ts";
import { promiseState } from "#app/back-office/time.ts";
import { telHref } from "#app/business/contact-links.ts";
import { formatWhen } from "#app/business/time.ts";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { CustomerRepliedBadge, PromiseBadge, StatusBadge } from "../badges.tsx";

/** The inquiry's name, status and promise, the ways to answer, and the last action's result. */
export function InquiryHeader({
  inquiry,
  now,
  result,
}: {
  inquiry: InquiryDetail;
  now: string;
  result?: { ok: boolean; message: string } | undefined;
}) {
  const revalidator = useRevalidator();
  return (
    <>
      <Link
        to="/staff"
        className="inline-flex items-center gap-1 rounded text-sm text-brand-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Inbox
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-xl font-semibold text-slate-900">
          {inquiry.reference} · {inquiry.name}
        </h1>
        <StatusBadge status={inquiry.status} />
        {inquiry.customerRepliedAt ? <CustomerRepliedBadge /> : null}
        <PromiseBadge state={promiseState(inquiry, now)} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {inquiry.product ?? "General inquiry"} · received {formatWhen(inquiry.createdAt)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {inquiry.whatsappNumber ? (
          // A new tab: the server records the hand-off, then opens the chat.
          <form
            method="post"
            target="_blank"
            onSubmit={() => setTimeout(() => void revalidator.revalidate(), 800)}
          >
            <input type="hidden" name="intent" value="whatsapp" />
            <Button
              type="submit"
              variant="whatsapp"
              size="sm"
              icon={<MessageCircle className="size-4" aria-hidden="true" />}
            >
              Reply on WhatsApp
            </Button>
          </form>
        ) : null}
        {inquiry.whatsappNumber && inquiry.firstReplyAt === null ? (
          // Opening the chat is not an answer: this is, once a message went.
          <Form method="post">
            <input type="hidden" name="intent" value="whatsapp-sent" />
            <Button type="submit" variant="secondary" size="sm">
              Answered on WhatsApp
            </Button>
          </Form>
        ) : null}
        {inquiry.phone ? (
          <a
            href={telHref(inquiry.whatsappNumber ?? inquiry.phone)}
            className={buttonClasses("secondary", "sm")}
          >
            <Phone className="size-4" aria-hidden="true" /> Call
          </a>
        ) : null}
        <a href="#reply-body" className={buttonClasses("secondary", "sm")}>
          <Mail className="size-4" aria-hidden="true" /> Reply by e-mail
        </a>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm">
        {result ? (
          <span className={result.ok ? "text-emerald-700" : "text-red-700"}>{result.message}</span>
        ) : null}
      </p>
    </>
  );
}
