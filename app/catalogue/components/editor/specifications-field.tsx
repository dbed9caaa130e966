import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { copy } from "#app/business/copy.ts";
import type { SpecChange } from "#app/catalogue/product-form-state.ts";
import { PRODUCT_LIMITS } from "#app/catalogue/product-schema.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { inputProps } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";
import type { EditorErrors } from "#app/catalogue/editor.server.ts";

const words = copy.catalogueEditor;
const { min, max, length } = PRODUCT_LIMITS.specifications;

const ICON_BUTTON =
  "inline-flex size-9 shrink-0 items-center sm:size-10 justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent";

/**
 * The specification lines: each a text box, moved up or down, removed, and
 * a line added, by buttons a keyboard reaches. Each button posts the form
 * without script (the server sends it back rearranged); with script it
 * acts at once, keeps the keyboard on the line that moved and says where
 * it went.
 */
export function SpecificationsField({
  lines,
  keys,
  errors,
  onText,
  onChange,
}: {
  lines: readonly string[];
  /** One stable key per line, moved with it. */
  keys: readonly number[];
  errors: EditorErrors;
  onText: (index: number, text: string) => void;
  onChange: (change: SpecChange) => void;
}) {
  // Where the keyboard goes once the lines have moved: an element's id.
  const focusNext = useRef<string | null>(null);
  const [said, setSaid] = useState("");
  const setFocusNext = (name: string) => {
    focusNext.current = name;
  };

  useEffect(() => {
    const name = focusNext.current;
    if (!name) return;
    focusNext.current = null;
    const id = name === "last-line" ? `product-spec-${keys.at(-1)}` : `spec-${name}`;
    document.getElementById(id)?.focus();
  });

  const act = (event: MouseEvent<HTMLButtonElement>, change: SpecChange, after?: () => void) => {
    event.preventDefault();
    if (event.currentTarget.getAttribute("aria-disabled") === "true") return;
    onChange(change);
    after?.();
  };

  const move = (index: number, kind: "up" | "down") => {
    const target = kind === "up" ? index - 1 : index + 1;
    const key = keys[index];
    // At an end, its button in that direction stops; the keyboard goes to the other.
    const atEnd = target === 0 || target === lines.length - 1;
    setFocusNext(`${key}:${atEnd ? (kind === "up" ? "down" : "up") : kind}`);
    setSaid(words.moved(target + 1, lines.length));
  };

  return (
    <Card title={words.specsSection}>
      <p id="product-specs-hint" className="-mt-1 mb-3 text-xs text-slate-600">
        {words.hints.specifications(min, max, length)}
      </p>
      {errors.specifications &&
      // Said beside its line, it is not said twice.
      !lines.some((_, i) => errors[`specifications.${i}`] === errors.specifications) ? (
        <p id="product-specs-error" className="mb-2 text-sm text-red-700">
          {errors.specifications}
        </p>
      ) : null}
      <ol className="flex flex-col gap-2">
        {lines.map((line, index) => {
          const key = keys[index] ?? index;
          const n = index + 1;
          const id = `product-spec-${key}`;
          const error = errors[`specifications.${index}`];
          const first = index === 0;
          const last = index === lines.length - 1;
          return (
            <li key={key}>
              <div className="flex items-center gap-1">
                <span
                  aria-hidden="true"
                  className="hidden w-5 shrink-0 text-right text-xs text-slate-500 sm:block"
                >
                  {n}
                </span>
                <label htmlFor={id} className="sr-only">
                  {words.specLabel(n)}
                </label>
                <input
                  name="specifications"
                  value={line}
                  maxLength={length}
                  onChange={(event) => onText(index, event.target.value)}
                  {...inputProps(id, error)}
                  aria-describedby={cn("product-specs-hint", error && `${id}-error`) || undefined}
                  className={cn(inputProps(id, error).className, "min-w-0 flex-1 py-2")}
                />
                <button
                  id={`spec-${key}:up`}
                  type="submit"
                  name="intent"
                  value={`spec-up:${index}`}
                  aria-label={words.moveUp(n)}
                  aria-disabled={first || undefined}
                  onClick={(event) => act(event, { kind: "up", index }, () => move(index, "up"))}
                  className={ICON_BUTTON}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </button>
                <button
                  id={`spec-${key}:down`}
                  type="submit"
                  name="intent"
                  value={`spec-down:${index}`}
                  aria-label={words.moveDown(n)}
                  aria-disabled={last || undefined}
                  onClick={(event) =>
                    act(event, { kind: "down", index }, () => move(index, "down"))
                  }
                  className={ICON_BUTTON}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="submit"
                  name="intent"
                  value={`spec-remove:${index}`}
                  aria-label={words.removeSpec(n)}
                  onClick={(event) =>
                    act(event, { kind: "remove", index }, () => {
                      const neighbour = keys[index + 1] ?? keys[index - 1];
                      setFocusNext(neighbour === undefined ? "add" : `${neighbour}:remove`);
                      setSaid(words.removed(n));
                    })
                  }
                  id={`spec-${key}:remove`}
                  className={cn(ICON_BUTTON, "hover:text-red-700")}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </div>
              {error ? (
                <p id={`${id}-error`} className="mt-1 text-sm text-red-700 sm:ml-6">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {lines.length < max ? (
        <Button
          id="spec-add"
          type="submit"
          name="intent"
          value="spec-add"
          variant="secondary"
          size="sm"
          className="mt-3 sm:ml-6"
          icon={<Plus className="size-4" aria-hidden="true" />}
          onClick={(event) =>
            act(event, { kind: "add" }, () => {
              setFocusNext("last-line");
              setSaid(words.added(lines.length + 1));
            })
          }
        >
          {words.addSpec}
        </Button>
      ) : null}
      <p role="status" className="sr-only">
        {said}
      </p>
    </Card>
  );
}
