import { Form } from "react-router";
import { GRANTS, GRANT_NAMES, ROLE_LABELS, STAFF_ROLES } from "#app/back-office/roles.ts";
import type { TeamMember } from "#app/back-office/team.server.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { cn } from "#app/lib/cn.ts";
import { Card } from "#app/components/ui/card.tsx";

interface TeamViewProps {
  team: TeamMember[];
  me: string;
  result?: { ok: boolean; message: string } | undefined;
}

const compact = (id: string) => cn(inputProps(id).className, "py-2");

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function TeamView({ team, me, result }: TeamViewProps) {
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">Team</h1>
      <p role="status" className="min-h-5 text-sm">
        {result ? (
          <span className={result.ok ? "text-emerald-700" : "text-red-700"}>{result.message}</span>
        ) : null}
      </p>
      <Card title="Invite someone">
        <Form method="post" className="grid gap-2 sm:grid-cols-[1fr_1fr_8rem_auto] sm:items-end">
          <div>
            <label htmlFor="invite-email" className="mb-1 block text-xs text-slate-600">
              E-mail
            </label>
            <input
              type="email"
              name="email"
              required
              {...inputProps("invite-email")}
              className={compact("invite-email")}
            />
          </div>
          <Field id="invite-name" label="Name" compact hint="(optional)">
            <input
              name="name"
              maxLength={100}
              {...inputProps("invite-name", undefined, { hint: true })}
              className={compact("invite-name")}
            />
          </Field>
          <SelectField
            id="invite-role"
            label="Role"
            name="role"
            compact
            defaultValue="staff"
            options={ROLE_OPTIONS}
          />
          <Button type="submit" name="intent" value="invite" size="sm">
            Send invitation
          </Button>
        </Form>
        <p className="mt-2 text-xs text-slate-600">
          Owners manage the team and customers&apos; personal data, and edit the catalogue; staff
          work the inquiries, and edit the catalogue when you tick Catalogue for them.
        </p>
      </Card>
      <Card title={`Members (${team.length})`}>
        <ul className="divide-y divide-slate-200">
          {team.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <span className="min-w-48 flex-1">
                <span className="block text-sm font-medium text-slate-900">
                  {member.name}
                  {member.id === me ? (
                    <span className="font-normal text-slate-500"> (you)</span>
                  ) : null}
                </span>
                <span className="block truncate text-sm text-slate-600">{member.email}</span>
              </span>
              <Form method="post" className="flex flex-wrap items-center gap-2">
                <input type="hidden" name="id" value={member.id} />
                <SelectField
                  id={`role-${member.id}`}
                  label={`Role of ${member.name}`}
                  hideLabel
                  name="role"
                  compact
                  selectClassName="w-28"
                  defaultValue={member.role}
                  options={ROLE_OPTIONS}
                />
                {GRANT_NAMES.map((grant) => (
                  <label
                    key={grant}
                    className="flex h-9 items-center gap-1.5 px-1 text-sm text-slate-700"
                    title={
                      member.role === "owner"
                        ? `Owners always ${GRANTS[grant].allows}`
                        : `May ${GRANTS[grant].allows}`
                    }
                  >
                    <input
                      type="checkbox"
                      name="grants"
                      value={grant}
                      // Owners have it through their role: shown, not changeable.
                      {...(member.role === "owner"
                        ? { checked: true, disabled: true, readOnly: true }
                        : { defaultChecked: member.grants.includes(grant) })}
                      className="size-4 accent-brand-700"
                    />
                    {GRANTS[grant].label}
                    <span className="sr-only"> for {member.name}</span>
                  </label>
                ))}
                <Button type="submit" name="intent" value="role" size="sm" variant="secondary">
                  Save
                </Button>
              </Form>
              <Form method="post" className="flex gap-2">
                <input type="hidden" name="id" value={member.id} />
                <Button type="submit" name="intent" value="resend" size="sm" variant="ghost">
                  New link
                </Button>
                {member.id === me ? null : (
                  <Button
                    type="submit"
                    name="intent"
                    value="remove"
                    size="sm"
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50"
                    aria-label={`Remove ${member.name} from the team`}
                    onClick={(event) => {
                      if (!window.confirm(`Remove ${member.name} from the team?`)) {
                        event.preventDefault();
                      }
                    }}
                  >
                    Remove
                  </Button>
                )}
              </Form>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
