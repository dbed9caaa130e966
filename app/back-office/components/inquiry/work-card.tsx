import { Form } from "react-router";
import type { BlockedSender } from "#app/back-office/blocked-senders.server.ts";
import type { InquiryDetail } from "#app/back-office/inquiry-work.server.ts";
import { formatWhen } from "#app/business/time.ts";
import { Card } from "#app/components/ui/card.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { HOLD_REASON_LABELS, type HoldReason } from "#app/inquiries/events.ts";
import { INQUIRY_STATUSES, STATUS_LABELS } from "#app/inquiries/status.ts";
import { BusyButton } from "./busy-button.tsx";

const STATUS_OPTIONS = INQUIRY_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

/** A select 44 px tall on a phone, as the buttons are; the desktop keeps it compact. */
const TOUCH = "max-sm:h-11";

/**
 * The inquiry's status and who has it, and spam: marking it (and blocking
 * its sender), 'not spam' for one held when it came, and the sender's block.
 */
export function WorkCard({
  inquiry,
  team,
  held,
  block,
  className,
}: {
  inquiry: InquiryDetail;
  team: { id: string; name: string }[];
  /** Why it was held as spam when it came, until it is released. */
  held: HoldReason | null;
  block: BlockedSender | null;
  className?: string;
}) {
  const people = [
    { value: "", label: "No one" },
    ...team.map((member) => ({ value: member.id, label: member.name })),
  ];
  return (
    <Card title="Work" className={className}>
      <Form method="post" className="flex items-end gap-2">
        <SelectField
          id="status"
          label="Status"
          name="status"
          compact
          className="flex-1"
          selectClassName={TOUCH}
          options={STATUS_OPTIONS}
          defaultValue={inquiry.status}
        />
        <BusyButton intent="status" idle="Save" busy="Saving…" />
      </Form>
      {inquiry.status === "spam" ? (
        <Form method="post" className="mt-3 flex flex-wrap items-center gap-2">
          {held ? (
            <p className="w-full text-sm text-slate-700">
              Held as spam: {HOLD_REASON_LABELS[held]}. Not acknowledged, no reply owed.
            </p>
          ) : null}
          <BusyButton
            intent="not-spam"
            idle={held ? "Not spam: acknowledge it" : "Not spam"}
            busy="Releasing…"
            variant="secondary"
          />
          {block ? null : (
            <>
              <input type="hidden" name="block" value="1" />
              <BusyButton intent="spam" idle="Block sender" busy="Blocking…" variant="secondary" />
            </>
          )}
        </Form>
      ) : (
        <Form method="post" className="mt-3 flex flex-wrap gap-2">
          <input type="hidden" name="block" value="1" />
          <BusyButton
            intent="spam"
            idle={block ? "Mark Spam" : "Spam and block sender"}
            busy="Marking…"
            variant="secondary"
          />
        </Form>
      )}
      {block ? (
        <Form method="post" className="mt-3 flex flex-wrap items-center gap-2">
          <p className="text-sm text-slate-700">
            Sender blocked{block.blockedByName ? ` by ${block.blockedByName}` : ""},{" "}
            {formatWhen(block.blockedAt)}: their inquiries are held as spam.
          </p>
          <BusyButton
            intent="unblock"
            idle="Unblock sender"
            busy="Unblocking…"
            variant="secondary"
          />
        </Form>
      ) : null}
      <Form method="post" className="mt-3 flex items-end gap-2">
        <SelectField
          id="assignee"
          label="Assigned to"
          name="assignee"
          compact
          className="flex-1"
          selectClassName={TOUCH}
          options={people}
          defaultValue={inquiry.assigneeId ?? ""}
        />
        <BusyButton intent="assign" idle="Save" busy="Saving…" />
      </Form>
    </Card>
  );
}
