import { ArrowLeft, Download, Mail, MessageCircle, Phone } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { formatWhen, promiseState } from "#app/back-office/time.ts";
import { mailtoHref, telHref } from "#app/business/contact-links.ts";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";
import type {
  InquiryDetail,
  MailState,
  RelatedInquiry,
} from "#app/back-office/inquiry-work.server.ts";
import type { InquiryEvent } from "#app/inquiries/events.ts";
import { INQUIRY_STATUSES, STATUS_LABELS } from "#app/inquiries/status.ts";
import { cn } from "#app/lib/cn.ts";
import { PromiseBadge, StatusBadge } from "./badges.tsx";
import { Timeline } from "./timeline.tsx";

export interface InquiryViewProps {
  inquiry: InquiryDetail;
  trail: InquiryEvent[];
  mail: MailState[];
  related: RelatedInquiry[];
  team: { id: string; name: string }[];
  canErase: boolean;
  now: string;
  result?: { ok: boolean; message: string } | undefined;
}

export function Card({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = `card-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className={cn("rounded-xl border border-slate-200 bg-white p-4", className)}
    >
      <h2 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const MAIL_NAMES: Record<string, string> = {
  notification: "Notification to the business",
  acknowledgement: "Acknowledgement to the customer",
  reply: "Reply to the customer",
  reminder: "Reminder to the owners",
};

function Busy({ intent, idle, busy }: { intent: string; idle: string; busy: string }) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Button type="submit" name="intent" value={intent} size="sm" disabled={pending}>
      {pending ? busy : idle}
    </Button>
  );
}

export function InquiryView({
  inquiry,
  trail,
  mail,
  related,
  team,
  canErase,
  now,
  result,
}: InquiryViewProps) {
  const revalidator = useRevalidator();
  const [confirmErase, setConfirmErase] = useState(false);
  // Remount the writing forms after each new entry, so they empty.
  const formKey = trail.length;
  return (
    <div>
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

      <div className="mt-2 grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <Card title="Message">
            <p className="text-sm whitespace-pre-wrap text-slate-800">
              {inquiry.message ?? "(No message: they asked about the product only.)"}
            </p>
            <p className="mt-3 text-xs text-slate-500">
              Sent from{" "}
              {inquiry.page ? (
                <a href={inquiry.page} className="text-brand-800 underline">
                  {inquiry.page}
                </a>
              ) : (
                "an unknown page"
              )}
            </p>
          </Card>

          <Card title="Reply by e-mail">
            <Form method="post" key={`reply-${formKey}`} className="flex flex-col gap-2">
              <Field
                id="reply-body"
                label="Reply"
                compact
                hint={`To ${inquiry.email}, in the thread of the acknowledgement they received. Signed with your name and the business's contacts.`}
              >
                <textarea
                  name="body"
                  rows={5}
                  required
                  maxLength={20_000}
                  {...inputProps("reply-body", undefined, { hint: true })}
                />
              </Field>
              <div>
                <Busy intent="reply" idle="Send reply" busy="Sending…" />
              </div>
            </Form>
          </Card>

          <Card title="Timeline">
            <Timeline trail={trail} mail={mail} />
          </Card>
        </div>

        <div className="flex flex-col gap-4">
          <Card title="Customer">
            <dl className="grid gap-1 text-sm">
              <dt className="sr-only">Name</dt>
              <dd className="font-medium text-slate-900">{inquiry.name}</dd>
              <dt className="sr-only">E-mail</dt>
              <dd>
                <a
                  href={mailtoHref(undefined, inquiry.email)}
                  className="inline-flex items-center gap-1.5 break-all text-brand-800 hover:underline"
                >
                  <Mail className="size-4 shrink-0" aria-hidden="true" />
                  {inquiry.email}
                </a>
              </dd>
              <dt className="sr-only">Phone</dt>
              <dd>
                {inquiry.phone ? (
                  <a
                    href={telHref(inquiry.whatsappNumber ?? inquiry.phone)}
                    className="inline-flex items-center gap-1.5 text-brand-800 hover:underline"
                  >
                    <Phone className="size-4 shrink-0" aria-hidden="true" />
                    {inquiry.phone}
                  </a>
                ) : (
                  <span className="text-slate-500">No phone given</span>
                )}
              </dd>
            </dl>
          </Card>

          <Card title="Work">
            <Form method="post" className="flex items-end gap-2" key={`status-${formKey}`}>
              <div className="flex-1">
                <label htmlFor="status" className="mb-1 block text-xs text-slate-600">
                  Status
                </label>
                <select
                  name="status"
                  defaultValue={inquiry.status}
                  {...inputProps("status")}
                  className={cn(inputProps("status").className, "py-2")}
                >
                  {INQUIRY_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {STATUS_LABELS[status]}
                    </option>
                  ))}
                </select>
              </div>
              <Busy intent="status" idle="Save" busy="Saving…" />
            </Form>
            <Form method="post" className="mt-3 flex items-end gap-2" key={`assign-${formKey}`}>
              <div className="flex-1">
                <label htmlFor="assignee" className="mb-1 block text-xs text-slate-600">
                  Assigned to
                </label>
                <select
                  name="assignee"
                  defaultValue={inquiry.assigneeId ?? ""}
                  {...inputProps("assignee")}
                  className={cn(inputProps("assignee").className, "py-2")}
                >
                  <option value="">No one</option>
                  {team.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.name}
                    </option>
                  ))}
                </select>
              </div>
              <Busy intent="assign" idle="Save" busy="Saving…" />
            </Form>
          </Card>

          <Card title="Internal note">
            <Form method="post" key={`note-${formKey}`} className="flex flex-col gap-2">
              <Field id="note-text" label="Note" compact hint="Seen by the team only.">
                <textarea
                  name="text"
                  rows={3}
                  required
                  maxLength={5000}
                  {...inputProps("note-text", undefined, { hint: true })}
                />
              </Field>
              <div>
                <Busy intent="note" idle="Add note" busy="Adding…" />
              </div>
            </Form>
          </Card>

          <Card title="E-mails">
            <ul className="flex flex-col gap-2 text-sm">
              {mail.map((message) => (
                <li key={message.id}>
                  <span className="text-slate-800">{MAIL_NAMES[message.kind] ?? message.kind}</span>
                  <span className="block text-xs text-slate-600">
                    {message.status === "sent"
                      ? `Delivered ${message.sentAt ? formatWhen(message.sentAt) : ""}`
                      : message.attempts === 0
                        ? "Waiting to be sent"
                        : `Not delivered yet: ${message.attempts} attempt${message.attempts === 1 ? "" : "s"}`}
                    {message.status === "pending" && message.lastError
                      ? ` · last error: ${message.lastError}`
                      : ""}
                  </span>
                </li>
              ))}
            </ul>
          </Card>

          <Card title="Their other inquiries">
            {related.length === 0 ? (
              <p className="text-sm text-slate-600">None: this is their first.</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm">
                {related.map((other) => (
                  <li key={other.reference} className="flex items-center justify-between gap-2">
                    <Link
                      to={`/staff/inquiries/${other.reference}`}
                      className="text-brand-800 hover:underline"
                    >
                      {other.reference}
                      <span className="block text-xs text-slate-600">
                        {other.product ?? "General inquiry"} · {formatWhen(other.createdAt)}
                      </span>
                    </Link>
                    <StatusBadge status={other.status} />
                  </li>
                ))}
              </ul>
            )}
          </Card>

          {canErase ? (
            <Card title="Customer's personal data">
              <p className="text-xs text-slate-600">
                Everything held about {inquiry.email}: inquiries, their trail and e-mails, and their
                account.
              </p>
              <a
                href={`/staff/inquiries/${inquiry.reference}/customer-data.json`}
                download
                className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline"
              >
                <Download className="size-4" aria-hidden="true" /> Export as JSON
              </a>
              {confirmErase ? (
                <Form method="post" className="mt-3 flex flex-col gap-2">
                  <p id="erase-confirm-hint" className="text-xs text-red-800">
                    This deletes it all, for good.
                  </p>
                  <label htmlFor="erase-confirm" className="text-xs text-red-800">
                    Type <strong>erase</strong> to confirm
                  </label>
                  <input
                    name="confirm"
                    autoComplete="off"
                    required
                    pattern="erase"
                    {...inputProps("erase-confirm", undefined, { hint: true })}
                  />
                  <div className="flex gap-2">
                    <Button
                      type="submit"
                      name="intent"
                      value="erase"
                      size="sm"
                      className="bg-red-700 hover:bg-red-800"
                    >
                      Erase everything
                    </Button>
                    <Button variant="secondary" size="sm" onClick={() => setConfirmErase(false)}>
                      Cancel
                    </Button>
                  </div>
                </Form>
              ) : (
                <div className="mt-3">
                  <Button variant="secondary" size="sm" onClick={() => setConfirmErase(true)}>
                    Erase this customer…
                  </Button>
                </div>
              )}
            </Card>
          ) : null}
        </div>
      </div>
    </div>
  );
}
