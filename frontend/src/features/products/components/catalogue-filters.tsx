import type { ChoiceFacet, Facet, RangeFacet } from '@gear/contract/catalogue-search';
import {
  formatSpecValue,
  parseRangeFilter,
  type CatalogueState,
} from '@gear/contract/catalogue-basics';
import { useEffect, useEffectEvent, useId, useRef, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { IN_PLACE } from '@/lib/in-place-navigation';
import {
  CATEGORY_FIELD,
  SEARCH_FIELD,
  rangeFieldName,
  stateFromSubmitted,
} from '../lib/catalogue-address';
import { catalogueHref } from '../lib/catalogue-links';
import styles from './catalogue.module.css';

/** A number the way an input shows it ('' for none). */
const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

/** Whether an input's text already says `value` ('2.50' says 2.5), so it is left as typed. */
const says = (text: string, value: number | undefined) =>
  value === undefined ? text.trim() === '' : text.trim() !== '' && Number(text) === value;

/**
 * The filters the catalogue offers for the products in scope: a range as two number fields, a
 * choice as checkboxes with counts. One GET form to /product: without JavaScript 'Apply filters'
 * submits it (the loader turns `module.from`/`module.to` into `module=2..3`); with JavaScript each
 * change is applied at once (a checkbox when ticked, a number on change, blur or Enter), adding
 * one history entry, and the fields follow the address on Back.
 */
export function CatalogueFilters({
  id,
  facets,
  address,
  onSubmitted,
}: {
  id: string;
  facets: readonly Facet[];
  address: CatalogueState;
  /** After 'Apply filters' (the phone panel closes). */
  onSubmitted: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const headingId = useId();
  const currentHref = catalogueHref(address);
  /** The address last asked for, until it arrives (a change and an Enter may both ask). */
  const asked = useRef<string | null>(null);

  useEffect(() => {
    asked.current = null;
  }, [currentHref]);

  const apply = (form: HTMLFormElement) => {
    const href = catalogueHref(stateFromSubmitted(new FormData(form)));
    if (href === currentHref || href === asked.current) return;
    asked.current = href;
    void navigate(href, { state: IN_PLACE, preventScrollReset: true });
  };

  // The native change event: a checkbox as it is ticked, a number field when its value is
  // committed (blur, Enter, the spin buttons), never on each keystroke.
  const onChange = useEffectEvent(() => {
    if (formRef.current) apply(formRef.current);
  });
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const listener = () => {
      onChange();
    };
    form.addEventListener('change', listener);
    return () => {
      form.removeEventListener('change', listener);
    };
  }, []);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
    onSubmitted();
  };

  const known = new Set(facets.map((facet) => facet.key));
  return (
    <form
      ref={formRef}
      id={id}
      className={styles.filters}
      method="get"
      action={paths.products}
      aria-labelledby={headingId}
      // Values outside a filter's range are allowed (they match nothing): no browser bubbles.
      noValidate
      onSubmit={onSubmit}
    >
      <h2 id={headingId} className={styles.filtersHeading}>
        Filters
      </h2>
      {address.category ? (
        <input type="hidden" name={CATEGORY_FIELD} value={address.category} />
      ) : null}
      {address.q ? <input type="hidden" name={SEARCH_FIELD} value={address.q} /> : null}
      {/* Filters of an older link that no facet offers now: kept until removed. */}
      {Object.entries(address.filters)
        .filter(([key]) => !known.has(key))
        .flatMap(([key, values]) =>
          values.map((value) => (
            <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
          )),
        )}
      {facets.map((facet) =>
        facet.kind === 'range' ? (
          <RangeFilter key={facet.key} facet={facet} value={address.filters[facet.key]?.[0]} />
        ) : (
          <ChoiceFilter key={facet.key} facet={facet} chosen={address.filters[facet.key] ?? []} />
        ),
      )}
      <button className={styles.applyButton} type="submit">
        Apply filters
      </button>
    </form>
  );
}

function RangeFilter({ facet, value }: { facet: RangeFacet; value: string | undefined }) {
  const range = (value === undefined ? null : parseRangeFilter(value)) ?? {};
  const unit = facet.unit ? ` (${facet.unit})` : '';
  return (
    <fieldset className={styles.facet}>
      <legend className={styles.facetName}>{facet.name}</legend>
      <div className={styles.rangeFields}>
        <NumberField
          name={rangeFieldName(facet.key, 'from')}
          label={`${facet.name} from${unit}`}
          shortLabel="From"
          value={range.min}
          facet={facet}
          placeholder={facet.min}
        />
        <span className={styles.rangeDash} aria-hidden="true">
          –
        </span>
        <NumberField
          name={rangeFieldName(facet.key, 'to')}
          label={`${facet.name} to${unit}`}
          shortLabel="To"
          value={range.max}
          facet={facet}
          placeholder={facet.max}
        />
      </div>
    </fieldset>
  );
}

/** One end of a range: uncontrolled (typing never navigates), set from the address when it changes. */
function NumberField({
  name,
  label,
  shortLabel,
  value,
  facet,
  placeholder,
}: {
  name: string;
  label: string;
  shortLabel: string;
  value: number | undefined;
  facet: RangeFacet;
  placeholder: number;
}) {
  const inputId = useId();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    if (input && !says(input.value, value)) input.value = numberText(value);
  }, [value]);
  return (
    <div className={styles.rangeField}>
      <label className={styles.rangeLabel} htmlFor={inputId}>
        <span aria-hidden="true">{shortLabel}</span>
        <span className="visually-hidden">{label}</span>
      </label>
      <input
        ref={ref}
        id={inputId}
        className={styles.rangeInput}
        type="number"
        inputMode="decimal"
        name={name}
        defaultValue={numberText(value)}
        min={facet.min}
        max={facet.max}
        step="any"
        placeholder={numberText(placeholder)}
      />
    </div>
  );
}

function ChoiceFilter({ facet, chosen }: { facet: ChoiceFacet; chosen: readonly string[] }) {
  // A chosen value the answer does not list (an older link, the list's cut) stays uncheckable.
  const listed = new Set(facet.options.map((option) => option.value));
  const options = [
    ...facet.options,
    ...chosen.filter((value) => !listed.has(value)).map((value) => ({ value, count: 0 })),
  ];
  return (
    <fieldset className={styles.facet}>
      <legend className={styles.facetName}>{facet.name}</legend>
      <ul className={styles.options}>
        {options.map((option) => (
          <li key={option.value}>
            <ChoiceOption
              name={facet.key}
              value={option.value}
              text={formatSpecValue(option.value, facet.unit)}
              count={option.count}
              checked={chosen.includes(option.value)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** A checkbox: uncontrolled like the number fields (no flicker while the address changes). */
function ChoiceOption({
  name,
  value,
  text,
  count,
  checked,
}: {
  name: string;
  value: string;
  text: string;
  count: number;
  checked: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.checked = checked;
  }, [checked]);
  return (
    <label className={styles.option}>
      <input
        ref={ref}
        className={styles.checkbox}
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
      />
      <span className={styles.optionText}>{text}</span>
      <span className={styles.optionCount}>({count.toLocaleString('en-IN')})</span>
    </label>
  );
}
