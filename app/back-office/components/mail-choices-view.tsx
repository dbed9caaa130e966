import { Form } from "react-router";
import { STAFF_MAILS, STAFF_MAIL_NAMES, type StaffMail } from "#app/back-office/mail-choices.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";

interface MailChoicesViewProps {
  email: string;
  choices: Record<StaffMail, boolean>;
  result?: { ok: boolean; message: string } | undefined;
}

/** A member's choice of the back office's e-mails: a box each, one Save. */
export function MailChoicesView({ email, choices, result }: MailChoicesViewProps) {
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">Your e-mails</h1>
      <p role="status" className="min-h-5 text-sm">
        {result ? (
          <span className={result.ok ? "text-emerald-700" : "text-red-700"}>{result.message}</span>
        ) : null}
      </p>
      <Card title={`Sent to ${email}`}>
        <Form method="post" className="flex flex-col gap-1">
          {STAFF_MAIL_NAMES.map((mail) => (
            <label
              key={mail}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md px-1 py-2 hover:bg-slate-50"
            >
              <input
                type="checkbox"
                name="mail"
                value={mail}
                defaultChecked={choices[mail]}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <span className="text-sm text-slate-600">
                <strong className="block font-medium text-slate-900">
                  {STAFF_MAILS[mail].label}
                </strong>
                {STAFF_MAILS[mail].help}
              </span>
            </label>
          ))}
          <div className="mt-2">
            <Button type="submit" name="intent" value="mail">
              Save
            </Button>
          </div>
        </Form>
        <p className="mt-3 text-xs text-slate-600">
          New inquiries and customers&apos; answers to quotes go to the business&apos;s own mailbox,
          whatever you choose here.
        </p>
      </Card>
    </div>
  );
}
