import { useCallback, useRef, useState, type SyntheticEvent } from 'react';

/** What the form needs of a contract schema (zod/mini and classic zod both have safeParse). */
interface FormSchema<TOutput> {
  safeParse: (value: unknown) =>
    | { success: true; data: TOutput }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

export interface FieldRegistration {
  name: string;
  ref: (element: FieldElement | null) => void;
  onChange: () => void;
}

/** Writes values into uncontrolled fields (the DOM holds their state). */
function setValues<TName extends string>(
  fields: ReadonlyMap<TName, FieldElement>,
  values: Record<TName, string>,
): void {
  for (const [name, element] of fields) element.value = values[name];
}

/**
 * A small form state for the public forms (a few text fields validated by one contract schema),
 * in place of react-hook-form, which would add ~14 KB gzip to their pages' first load.
 * Same behaviour as that library's defaults: fields are uncontrolled; validation runs on submit,
 * then again on every change once a submit has failed; the first invalid field gets the focus;
 * the submit handler only sees parsed values; `submitting` is true while it runs.
 */
export function useSchemaForm<TName extends string, TOutput>(
  schema: FormSchema<TOutput>,
  empty: Record<TName, string>,
  /**
   * The value a field starts with instead of `empty` (reset() still empties it); asked when the
   * field is mounted, so it can read what changed until then.
   */
  initialValue?: (name: TName) => string | undefined,
) {
  const started = useRef(new Set<TName>());
  const fields = useRef(new Map<TName, FieldElement>());
  const [errors, setErrors] = useState<Partial<Record<TName, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);

  const values = useCallback(() => {
    const current: Record<string, string> = { ...empty };
    for (const [name, element] of fields.current) current[name] = element.value;
    return current;
  }, [empty]);

  const isName = useCallback(
    (name: PropertyKey | undefined): name is TName =>
      typeof name === 'string' && Object.hasOwn(empty, name),
    [empty],
  );

  const validate = useCallback(() => {
    const result = schema.safeParse(values());
    if (result.success) {
      setErrors({});
      return result;
    }
    const found: Partial<Record<TName, string>> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0];
      if (isName(name) && found[name] === undefined) found[name] = issue.message;
    }
    setErrors(found);
    return { success: false as const, invalid: found };
  }, [schema, values, isName]);

  const register = (name: TName): FieldRegistration => ({
    name,
    ref: (element) => {
      if (!element) {
        fields.current.delete(name);
        return;
      }
      // Once per field: React calls a new ref callback again on every render.
      if (!started.current.has(name)) {
        started.current.add(name);
        const start = initialValue?.(name);
        if (start !== undefined) element.value = start;
      }
      fields.current.set(name, element);
    },
    onChange: () => {
      if (submitted.current) validate();
    },
  });

  const handleSubmit =
    (onValid: (data: TOutput) => Promise<void> | void) => async (event: SyntheticEvent) => {
      event.preventDefault();
      submitted.current = true;
      const result = validate();
      if (!result.success) {
        // Fields register in document order: focus the first one with an error.
        for (const [name, element] of fields.current) {
          if (result.invalid[name] !== undefined) {
            element.focus();
            break;
          }
        }
        return;
      }
      setSubmitting(true);
      try {
        await onValid(result.data);
      } finally {
        setSubmitting(false);
      }
    };

  const reset = () => {
    setValues(fields.current, empty);
    submitted.current = false;
    setErrors({});
  };

  const focus = useCallback((name: TName) => {
    fields.current.get(name)?.focus();
  }, []);

  return { register, handleSubmit, reset, focus, errors, submitting };
}
