import type { InputHTMLAttributes, Ref } from 'react';

/** The honeypot's field name, as the contract's form schemas expect it (`website`). */
const HONEYPOT_NAME = 'website';

type HoneypotFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'tabIndex' | 'autoComplete' | 'aria-hidden'
> & { ref?: Ref<HTMLInputElement> };

/**
 * A field people never see nor reach: visually hidden, hidden from assistive technology, out of
 * the tab order, no autofill. Bots that fill every input fill it, and the backend then answers
 * as usual but keeps nothing (SECURITY.md "honeypot"). Give it `name` via the form library's
 * registration, or `value`/`onChange`.
 */
export function HoneypotField({ ref, name = HONEYPOT_NAME, ...props }: HoneypotFieldProps) {
  return (
    <div className="visually-hidden" aria-hidden="true" data-honeypot="">
      <label>
        Website
        <input
          {...props}
          ref={ref}
          name={name}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
        />
      </label>
    </div>
  );
}
