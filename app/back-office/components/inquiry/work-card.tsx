import { Form } from "react-router";
import type { InquiryDetail } from "#app/back-office/inquiry-work.server.ts";
import { Card } from "#app/components/ui/card.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { INQUIRY_STATUSES, STATUS_LABELS } from "#app/inquiries/status.ts";
import { BusyButton } from "./busy-button.tsx";

const STATUS_OPTIONS = INQUIRY_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

/** The inquiry's status and who has it. */
export function WorkCard({
  inquiry,
  team,
}: {
  inquiry: InquiryDetail;
  team: { id: string; name: string }[];
}) {
  const people = [
    { value: "", label: "No one" },
    ...team.map((member) => ({ value: member.id, label: member.name })),
  ];
  return (
    <Card title="Work">
      <Form method="post" className="flex items-end gap-2">
        <SelectField
          id="status"
          label="Status"
          name="status"
          compact
          className="flex-1"
          options={STATUS_OPTIONS}
          defaultValue={inquiry.status}
        />
        <BusyButton intent="status" idle="Save" busy="Saving…" />
      </Form>
      <Form method="post" className="mt-3 flex items-end gap-2">
        <SelectField
          id="assignee"
          label="Assigned to"
          name="assignee"
          compact
          className="flex-1"
          options={people}
          defaultValue={inquiry.assigneeId ?? ""}
        />
        <BusyButton intent="assign" idle="Save" busy="Saving…" />
      </Form>
    </Card>
  );
}
