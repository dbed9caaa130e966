import { Form } from "react-router";
import { Card } from "#app/components/ui/card.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";
import { BusyButton } from "./busy-button.tsx";

/** A note for the team, kept on the timeline. */
export function NoteCard() {
  return (
    <Card title="Internal note">
      <Form method="post" className="flex flex-col gap-2">
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
          <BusyButton intent="note" idle="Add note" busy="Adding…" />
        </div>
      </Form>
    </Card>
  );
}
