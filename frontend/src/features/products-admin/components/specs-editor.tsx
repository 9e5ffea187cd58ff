import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES } from '@gear/contract/catalogue-basics';
import { SPEC_SUGGESTIONS, UNIT_SUGGESTIONS } from '@gear/contract/catalogue-input';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import adminStyles from '@/components/admin/admin.module.css';
import { Button } from '@/components/ui/button';
import type { ProductFormOutput, ProductFormValues } from '../lib/product-form-schema';
import { emptySpecDraft, suggestedUnit } from '../lib/spec-rows';
import styles from './products-admin.module.css';

type Direction = 'up' | 'down';

let lastKey = 0;
const newKey = () => `row-${String((lastKey += 1))}`;

function swapped<T>(list: readonly T[], a: number, b: number): T[] {
  const next = [...list];
  const first = next[a];
  const second = next[b];
  if (first === undefined || second === undefined) return next;
  next[a] = second;
  next[b] = first;
  return next;
}

/**
 * Stable React keys for the rows, kept beside the form's values. useFieldArray would do this, but
 * react-hook-form is one module: using it here would add its array code to the chunk the public
 * contact and quote forms load (+1.5 kB). A reset to a different number of rows renews the keys.
 */
function useRowKeys(count: number) {
  const [keys, setKeys] = useState<string[]>(() => Array.from({ length: count }, newKey));
  let current = keys;
  if (keys.length !== count) {
    current = Array.from({ length: count }, (_, index) => keys[index] ?? newKey());
    setKeys(current);
  }
  return { keys: current, set: setKeys };
}

/** Where focus goes once the rows have re-rendered. */
type PendingFocus =
  | { kind: 'name'; index: number }
  | { kind: 'add' }
  | { kind: 'move'; id: string; direction: Direction };

const ARROWS: Record<Direction, string> = {
  up: 'M12 19V5M5 12l7-7 7 7',
  down: 'M12 5v14M5 12l7 7 7-7',
};

const COLUMN_CLASS = {
  name: styles.specName,
  value: styles.specValue,
  unit: styles.specUnit,
} as const;

interface SpecsEditorProps {
  form: Pick<
    UseFormReturn<ProductFormValues, unknown, ProductFormOutput>,
    'control' | 'register' | 'setValue' | 'getValues' | 'setFocus'
  >;
  errors: FieldErrors<ProductFormValues>['specRows'];
  busy: boolean;
}

/**
 * 'Specifications' (issue 20): an ordered list of rows, each a name (suggestions from the
 * contract; a suggested name fills an empty unit), a value (a number, a range or text) and a unit.
 * Rows move up and down and are removed with buttons named after the row; focus stays on what the
 * owner works with. Errors show at their row (checked with the contract's SpecRowsSchema).
 */
export function SpecsEditor({ form, errors, busy }: SpecsEditorProps) {
  const { control, register, setValue, getValues, setFocus } = form;
  const rows = useWatch({ control, name: 'specRows' });
  const fields = useRowKeys(rows.length);
  const id = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<PendingFocus | null>(null);
  const hintId = `${id}-hint`;
  const limitId = `${id}-limit`;
  const full = rows.length >= CATALOGUE_LIMITS.maxSpecRows;

  // DOM focus after the rows changed (no state is set here).
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    if (pending.kind === 'name') setFocus(`specRows.${pending.index}.name`);
    else if (pending.kind === 'add') addRef.current?.querySelector('button')?.focus();
    else {
      const buttonOf = (direction: Direction) =>
        listRef.current?.querySelector<HTMLButtonElement>(
          `button[data-move="${direction}"][data-row="${CSS.escape(pending.id)}"]`,
        );
      const same = buttonOf(pending.direction);
      (same && !same.disabled
        ? same
        : buttonOf(pending.direction === 'up' ? 'down' : 'up')
      )?.focus();
    }
  }, [fields.keys, setFocus]);

  /** Replaces the rows (react-hook-form's useFieldArray is not used: see useRowKeys). */
  const change = (next: ProductFormValues['specRows'], keys: string[]) => {
    fields.set(keys);
    setValue('specRows', next, { shouldDirty: true });
  };
  const current = () => getValues('specRows');

  const labelOf = (index: number) =>
    rows[index]?.name.trim() || `specification ${String(index + 1)}`;
  const rootError = errors?.message ?? errors?.root?.message;

  return (
    <fieldset className={styles.specs} disabled={busy} aria-describedby={hintId}>
      <legend className={adminStyles.label}>
        Specifications <span className={adminStyles.hint}>(Optional)</span>
      </legend>
      <p id={hintId} className={adminStyles.hint}>
        One row per property, e.g. Module 2.5 mm. In Value, 2.5 is a number, 1-12 a range, and
        commas list alternatives (EN-19, EN-8). Rows left empty are not saved.
      </p>
      {rootError ? <p className={adminStyles.fieldError}>{rootError}</p> : null}
      {rows.length > 0 ? (
        <ol ref={listRef} className={styles.specRows}>
          {fields.keys.map((key, index) => {
            const rowErrors = errors?.[index];
            const fieldId = (name: string) => `${id}-${key}-${name}`;
            const label = labelOf(index);
            const input = (name: 'name' | 'value' | 'unit', text: string, max: number) => {
              const error = rowErrors?.[name]?.message;
              const inputId = fieldId(name);
              const registered = register(`specRows.${index}.${name}`, {
                onChange:
                  name === 'name'
                    ? (event: { target: HTMLInputElement }) => {
                        const unit = suggestedUnit(event.target.value);
                        if (unit && getValues(`specRows.${index}.unit`).trim() === '') {
                          setValue(`specRows.${index}.unit`, unit);
                        }
                      }
                    : undefined,
              });
              return (
                <div className={`${adminStyles.field} ${COLUMN_CLASS[name]}`}>
                  <label className={styles.specLabel} htmlFor={inputId}>
                    {text}
                  </label>
                  <input
                    id={inputId}
                    className={adminStyles.input}
                    autoComplete="off"
                    maxLength={max}
                    list={
                      name === 'name' ? `${id}-names` : name === 'unit' ? `${id}-units` : undefined
                    }
                    value={rows[index]?.[name] ?? ''}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    {...registered}
                  />
                  {error ? (
                    <p id={`${inputId}-error`} className={adminStyles.fieldError}>
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            };
            const moveButton = (direction: Direction, atEnd: boolean) => {
              const name = `Move ${label} ${direction}`;
              return (
                <button
                  type="button"
                  className={styles.iconButton}
                  data-move={direction}
                  data-row={key}
                  aria-label={name}
                  title={name}
                  disabled={atEnd}
                  onClick={() => {
                    pendingFocus.current = { kind: 'move', id: key, direction };
                    const other = direction === 'up' ? index - 1 : index + 1;
                    change(swapped(current(), index, other), swapped(fields.keys, index, other));
                  }}
                >
                  <svg
                    width="18"
                    height="18"
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d={ARROWS[direction]} />
                  </svg>
                </button>
              );
            };
            return (
              <li key={key}>
                <fieldset className={styles.specRow}>
                  <legend className="visually-hidden">Specification {index + 1}</legend>
                  {input('name', 'Name', CATALOGUE_LIMITS.specNameMax)}
                  {input('value', 'Value', CATALOGUE_LIMITS.specTextMax)}
                  {input('unit', 'Unit', CATALOGUE_LIMITS.specUnitMax)}
                  <div className={styles.specButtons}>
                    {moveButton('up', index === 0)}
                    {moveButton('down', index === rows.length - 1)}
                    <Button
                      variant="outline"
                      onClick={() => {
                        // The next row's name takes the focus, else 'Add specification'.
                        pendingFocus.current =
                          index < rows.length - 1 ? { kind: 'name', index } : { kind: 'add' };
                        change(
                          current().filter((_, at) => at !== index),
                          fields.keys.filter((_, at) => at !== index),
                        );
                      }}
                    >
                      Remove<span className="visually-hidden"> {label}</span>
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      ) : null}
      <datalist id={`${id}-names`}>
        {SPEC_SUGGESTIONS.map((suggestion) => (
          <option key={suggestion.name} value={suggestion.name} />
        ))}
      </datalist>
      <datalist id={`${id}-units`}>
        {UNIT_SUGGESTIONS.map((unit) => (
          <option key={unit} value={unit} />
        ))}
      </datalist>
      <div ref={addRef} className={adminStyles.actions}>
        <Button
          variant="outline"
          disabled={full}
          aria-describedby={full ? limitId : undefined}
          onClick={() => {
            pendingFocus.current = { kind: 'name', index: rows.length };
            change([...current(), emptySpecDraft()], [...fields.keys, newKey()]);
          }}
        >
          Add specification
        </Button>
        {full ? (
          <p id={limitId} className={adminStyles.hint}>
            {CATALOGUE_MESSAGES.specRowsMax}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
