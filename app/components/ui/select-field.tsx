import type { ChangeEvent } from "react";
import { cn } from "#app/lib/cn.ts";
import { Field, type FieldProps, inputClass, inputProps } from "./field.tsx";

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** A labelled drop-down: the Field around a native select, for forms that work without script. */
export function SelectField({
  name,
  options,
  defaultValue,
  value,
  selectClassName,
  onChange,
  ...field
}: FieldProps & {
  name: string;
  options: readonly SelectOption[];
  defaultValue?: string;
  /** Controlled, with onChange: a form whose state lives in the page. */
  value?: string;
  selectClassName?: string;
  /** Once the page is interactive; the form works without it. */
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const aria = inputProps(field.id, field.error, { hint: Boolean(field.hint) });
  return (
    <Field {...field}>
      <select
        id={field.id}
        name={name}
        defaultValue={defaultValue}
        value={value}
        onChange={onChange}
        aria-invalid={aria["aria-invalid"]}
        aria-describedby={aria["aria-describedby"]}
        className={cn(inputClass(Boolean(field.error)), field.compact && "py-2", selectClassName)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
