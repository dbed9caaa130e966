import { useEffect, useRef } from "react";
import { Form, useLocation } from "react-router";
import { Card } from "#app/components/ui/card.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";
import { BusyButton } from "./busy-button.tsx";

/** An e-mail reply, sent through the outbox in the acknowledgement's thread. */
export function ReplyCard({ email }: { email: string }) {
  const { hash } = useLocation();
  const box = useRef<HTMLTextAreaElement>(null);
  // Opened from the queue (or the header's 'Reply by e-mail'): ready to type.
  useEffect(() => {
    if (hash === "#reply-body") box.current?.focus();
  }, [hash]);
  return (
    <Card title="Reply by e-mail">
      <Form method="post" className="flex flex-col gap-2">
        <Field
          id="reply-body"
          label="Reply"
          compact
          hint={`To ${email}, in the thread of the acknowledgement they received. Signed with your name and the business's contacts.`}
        >
          <textarea
            ref={box}
            name="body"
            rows={5}
            required
            maxLength={20_000}
            {...inputProps("reply-body", undefined, { hint: true })}
          />
        </Field>
        <div>
          <BusyButton intent="reply" idle="Send reply" busy="Sending…" />
        </div>
      </Form>
    </Card>
  );
}
