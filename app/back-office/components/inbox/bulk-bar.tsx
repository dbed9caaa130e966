import { useNavigation } from "react-router";
import { BULK_ACTIONS } from "#app/back-office/bulk-actions.ts";
import { Button } from "#app/components/ui/button.tsx";
import { inputClass } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * The inbox's actions for the rows ticked below it: one change for all of
 * them (a status, an assignee, spam). A plain form's controls: without
 * script, 'all on this page' posts the page's ids; with it, the count
 * follows the ticks.
 */
export function BulkBar({
  team,
  selected,
  allChecked,
  onAll,
  hydrated,
}: {
  team: { id: string; name: string }[];
  selected: number;
  allChecked: boolean;
  onAll: (checked: boolean) => void;
  hydrated: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && Boolean(navigation.formData?.has("page-ids"));
  const none = hydrated && selected === 0;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 px-3 py-2">
      <label className="flex min-h-11 items-center gap-2 pr-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="all"
          value="1"
          checked={allChecked}
          onChange={(event) => onAll(event.target.checked)}
          className="size-5 accent-brand-700"
        />
        Select all on this page
      </label>
      {hydrated ? (
        <span className="text-sm text-slate-600 tabular-nums" aria-live="polite">
          {selected} selected
        </span>
      ) : null}
      {/* On a phone the actions wait for a tick: the queue starts higher. */}
      <div className={cn("flex flex-wrap items-center gap-2 sm:ml-auto", none && "max-sm:hidden")}>
        <label htmlFor="bulk-change" className="sr-only">
          Change for the selected inquiries
        </label>
        <select
          id="bulk-change"
          name="change"
          defaultValue=""
          className={cn(inputClass(), "h-11 w-auto py-2 sm:h-9")}
        >
          <option value="" disabled>
            Change to…
          </option>
          <optgroup label="Status">
            {BULK_ACTIONS.statuses.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </optgroup>
          <optgroup label="Assign">
            <option value="assign:">Assign to no one</option>
            {team.map((member) => (
              <option key={member.id} value={`assign:${member.id}`}>
                Assign to {member.name}
              </option>
            ))}
          </optgroup>
        </select>
        <Button type="submit" name="intent" value="apply" size="sm" disabled={busy || none}>
          Change selected
        </Button>
        <Button
          type="submit"
          name="intent"
          value="spam"
          variant="secondary"
          size="sm"
          disabled={busy || none}
        >
          Mark as spam
        </Button>
      </div>
    </div>
  );
}
