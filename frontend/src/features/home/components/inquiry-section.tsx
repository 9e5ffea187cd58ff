import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { pagesImages } from '@/assets/images/site-images';
import { Button } from '@/components/ui/button';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { Reveal } from '@/components/ui/reveal';
import { useFormTimer } from '@/lib/use-form-timer';
import { useNearViewport } from '@/lib/use-near-viewport';
import { InquiryField } from './inquiry-field';
import type { InquiryDraft, InquiryFieldName, InquiryFormProps } from './inquiry-form';
import styles from './inquiry-section.module.css';

/** How far below the viewport the form's code starts loading (about one phone screen). */
const LOAD_MARGIN = '800px';

const FIELD_NAMES: readonly string[] = ['name', 'email', 'contact', 'message'];
const isFieldName = (name: string): name is InquiryFieldName => FIELD_NAMES.includes(name);

/**
 * SPEC §2 Home 7: 'Inquiry Here..' with a form and an image. The form's code (the form, its
 * schema checks and the request) is off the home page's first load: it loads when the section comes within
 * LOAD_MARGIN of the viewport, or when focus or a pointer reaches it first, or at once without
 * IntersectionObserver. Until then a placeholder form with the same fields and layout stands in
 * (nothing shifts), and what a visitor types or focuses there carries over to the live form, as
 * does a press of 'Send Inquiry' (replayed once the code is in).
 */
export function InquirySection() {
  const headingId = useId();
  const timer = useFormTimer();
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, LOAD_MARGIN);
  const [LiveForm, setLiveForm] = useState<ComponentType<InquiryFormProps> | null>(null);
  // What the visitor types into or focuses in the placeholder; the live form starts from it.
  const draft = useRef<InquiryDraft>({ values: {}, focused: null, submitRequested: false });
  const rememberValue = (name: InquiryFieldName, value: string) => {
    draft.current = { ...draft.current, values: { ...draft.current.values, [name]: value } };
  };
  const rememberFocus = (name: InquiryFieldName | null) => {
    draft.current = { ...draft.current, focused: name };
  };
  const rememberSubmit = () => {
    draft.current = { ...draft.current, submitRequested: true };
  };

  useEffect(() => {
    if (!near) return;
    let active = true;
    void import('./inquiry-form').then((module) => {
      if (active) setLiveForm(() => module.InquiryForm);
    });
    return () => {
      active = false;
    };
  }, [near]);

  const image = pagesImages.inquiry;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <Reveal className={styles.media} from="left">
          <img
            className={styles.image}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
          />
        </Reveal>
        <Reveal className={styles.panel} from="right">
          <p className={styles.eyebrow}>Get a quote</p>
          <h2 id={headingId} className={styles.heading}>
            Inquiry Here..
          </h2>
          <p className={styles.lead}>
            Tell us about the gear, shaft or gearbox you need. Our engineers reply within one
            working day.
          </p>
          <div ref={slot}>
            {LiveForm ? (
              <LiveForm headingId={headingId} timer={timer} draft={draft} />
            ) : (
              <PlaceholderForm
                headingId={headingId}
                onValue={rememberValue}
                onFocusField={rememberFocus}
                onSubmitRequested={rememberSubmit}
              />
            )}
          </div>
        </Reveal>
      </div>
    </section>
  );
}

/** The form's markup without its code: same fields, same layout; submitting waits for the code. */
function PlaceholderForm({
  headingId,
  onValue,
  onFocusField,
  onSubmitRequested,
}: {
  headingId: string;
  onValue: (name: InquiryFieldName, value: string) => void;
  onFocusField: (name: InquiryFieldName | null) => void;
  onSubmitRequested: () => void;
}) {
  const fieldName = (target: EventTarget) =>
    (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
    isFieldName(target.name)
      ? { name: target.name, value: target.value }
      : null;
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={headingId}
      aria-busy="true"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmitRequested();
      }}
      onChange={(event) => {
        const field = fieldName(event.target);
        if (field) onValue(field.name, field.value);
      }}
      onFocus={(event) => {
        onFocusField(fieldName(event.target)?.name ?? null);
      }}
      onBlur={() => {
        onFocusField(null);
      }}
    >
      <div className={styles.row}>
        <InquiryField label="Name" name="name" autoComplete="name" />
        <InquiryField label="Email" name="email" type="email" autoComplete="email" />
      </div>
      <InquiryField label="Contact" name="contact" type="tel" autoComplete="tel" />
      <InquiryField label="Message" name="message" multiline />
      <HoneypotField readOnly value="" />
      <div className={styles.footer}>
        <Button className={styles.submit} type="submit">
          Send Inquiry
        </Button>
      </div>
    </form>
  );
}
