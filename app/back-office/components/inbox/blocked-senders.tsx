import { Form, Link } from "react-router";
import type { BlockedSender } from "#app/back-office/blocked-senders.server.ts";
import { formatWhen } from "#app/business/time.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";

/** The Spam tab's list of blocked senders, each with its unblock. */
export function BlockedSenders({ senders, total }: { senders: BlockedSender[]; total: number }) {
  return (
    <Card title={`Blocked senders (${total})`}>
      {senders.length === 0 ? (
        <p className="text-sm text-slate-600">
          No one is blocked. &lsquo;Spam and block sender&rsquo; on an inquiry holds its
          sender&rsquo;s next inquiries as spam.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {senders.map((sender) => (
            <li key={sender.email} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="min-w-0 flex-1 text-sm">
                <span className="block truncate font-medium text-slate-900">{sender.email}</span>
                <span className="text-xs text-slate-600">
                  Blocked {formatWhen(sender.blockedAt)}
                  {sender.blockedByName ? ` by ${sender.blockedByName}` : ""}
                  {sender.reference ? (
                    <>
                      {" from "}
                      <Link
                        to={`/staff/inquiries/${sender.reference}`}
                        className="text-brand-800 hover:underline"
                      >
                        {sender.reference}
                      </Link>
                    </>
                  ) : null}
                </span>
              </span>
              <Form method="post">
                <input type="hidden" name="email" value={sender.email} />
                <Button
                  type="submit"
                  name="intent"
                  value="unblock"
                  variant="secondary"
                  size="sm"
                  aria-label={`Unblock ${sender.email}`}
                >
                  Unblock
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {total > senders.length ? (
        <p className="mt-2 text-xs text-slate-600">
          The {senders.length} most recent of {total}.
        </p>
      ) : null}
    </Card>
  );
}
