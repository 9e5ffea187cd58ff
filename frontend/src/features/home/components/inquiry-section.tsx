import { zodResolver } from '@hookform/resolvers/zod';
import { InquirySchema, type Inquiry } from '@gear/contract/leads';
import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { useId, useState, type HTMLInputTypeAttribute } from 'react';
import { useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { pagesImages } from '@/assets/images/site-images';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { Reveal } from '@/components/ui/reveal';
import { useFormTimer } from '@/lib/use-form-timer';
import { sendInquiry } from '../api/send-inquiry';
import { inquiryFailureMessage } from '../inquiry-messages';
import styles from './inquiry-section.module.css';

type InquiryFormValues = z.input<typeof InquirySchema>;

type Outcome = { tone: 'success' | 'error'; message: string } | null;

const EMPTY: InquiryFormValues = { name: '', email: '', contact: '', message: '', website: '' };

/** SPEC §2 Home 7: 'Inquiry Here..' with a form and an image. */
export function InquirySection() {
  const headingId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const timer = useFormTimer();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InquiryFormValues, unknown, Inquiry>({
    resolver: zodResolver(InquirySchema),
    defaultValues: EMPTY,
  });

  const onSubmit = async (inquiry: Inquiry) => {
    setOutcome(null);
    try {
      await sendInquiry({ ...inquiry, elapsedMs: timer.elapsedMs() });
      reset(EMPTY);
      timer.restart();
      setOutcome({ tone: 'success', message: PUBLIC_MESSAGES.formSent });
    } catch (error) {
      console.error('Inquiry failed:', error);
      setOutcome({ tone: 'error', message: inquiryFailureMessage(error) });
    }
  };

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
          <form
            className={styles.form}
            noValidate
            aria-labelledby={headingId}
            onSubmit={(event) => {
              void handleSubmit(onSubmit)(event);
            }}
          >
            <div className={styles.row}>
              <Field
                label="Name"
                autoComplete="name"
                registration={register('name')}
                error={errors.name}
              />
              <Field
                label="Email"
                type="email"
                autoComplete="email"
                registration={register('email')}
                error={errors.email}
              />
            </div>
            <Field
              label="Contact"
              type="tel"
              autoComplete="tel"
              registration={register('contact')}
              error={errors.contact}
            />
            <Field
              label="Message"
              multiline
              registration={register('message')}
              error={errors.message}
            />
            <HoneypotField {...register('website')} />
            <div className={styles.footer}>
              <Button className={styles.submit} type="submit" disabled={isSubmitting}>
                {isSubmitting ? PUBLIC_MESSAGES.sending : 'Send Inquiry'}
              </Button>
            </div>
            {outcome ? <Alert tone={outcome.tone}>{outcome.message}</Alert> : null}
          </form>
        </Reveal>
      </div>
    </section>
  );
}

interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  multiline?: boolean;
}

function Field({
  label,
  registration,
  error,
  type = 'text',
  autoComplete,
  multiline = false,
}: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    className: styles.input,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...registration,
  } as const;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} />
      )}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
