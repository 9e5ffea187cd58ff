import { zodResolver } from '@hookform/resolvers/zod';
import type { Id } from '@gear/contract/common';
import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { QuoteRequestSchema, type QuoteLine } from '@gear/contract/quotes';
import { QUOTE_MESSAGES } from '@gear/contract/quote-rules';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { StatusMessage } from '@/components/ui/status-message';
import { UploadProgressBar } from '@/components/ui/upload-progress';
import { isAbortError, isApiError } from '@/lib/api-client';
import { formFailureMessage } from '@/lib/form-failure-message';
import { type QuoteListLine, loadQuoteOffer } from '@/lib/quote-list';
import { removeFromQuoteList } from '@/lib/quote-list-edit';
import { useFormTimer } from '@/lib/use-form-timer';
import type { UploadProgress } from '@/lib/xhr-transport';
import { sendQuoteRequest } from '../api/send-quote-request';
import { DrawingsField } from './drawings-field';
import { lineElementId, QuoteLines } from './quote-lines';
import styles from './quote-page.module.css';

/** The buyer's details: QuoteRequestSchema without the lines (the list) and the form's timer. */
const { name, company, email, phone, country, message, website } = QuoteRequestSchema.shape;
const QuoteDetailsSchema = z.strictObject({
  name,
  company,
  email,
  phone,
  country,
  message,
  website,
});
type QuoteDetailsInput = z.input<typeof QuoteDetailsSchema>;
type QuoteDetails = z.output<typeof QuoteDetailsSchema>;

/** What a sent form is reset to (explicit values, as in the contact form). */
const EMPTY: QuoteDetailsInput = {
  name: '',
  company: '',
  email: '',
  phone: '',
  country: '',
  message: '',
  website: '',
};

interface FieldSpec {
  name: Exclude<keyof QuoteDetailsInput, 'website'>;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  placeholder: string;
  multiline?: boolean;
  wide?: boolean;
}

const FIELDS: readonly FieldSpec[] = [
  {
    name: 'name',
    label: 'Name',
    required: true,
    autoComplete: 'name',
    placeholder: 'Your full name',
  },
  { name: 'company', label: 'Company', autoComplete: 'organization', placeholder: 'Company name' },
  {
    name: 'email',
    label: 'Email',
    required: true,
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@company.com',
  },
  {
    name: 'phone',
    label: 'Phone',
    required: true,
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '+91 98765 43210',
  },
  {
    name: 'country',
    label: 'Country',
    autoComplete: 'country-name',
    placeholder: 'India',
    wide: true,
  },
  {
    name: 'message',
    label: 'Message',
    autoComplete: 'off',
    placeholder: 'Delivery schedule, target price, certificates: anything that helps us quote.',
    multiline: true,
    wide: true,
  },
];

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/**
 * The server's own words when it refused the request: its `error` field, or its `message` (a
 * backend written from SPEC answers `{ message }`); else what the contact form says.
 */
function quoteFailureMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    return error.serverError ?? error.serverMessage ?? PUBLIC_MESSAGES.formSendFailed;
  }
  return formFailureMessage(error);
}

/**
 * The quote request (issue 19): the list (quantities and notes edited in place), the buyer's
 * details and drawings, sent as one multipart request with upload progress. Sent: the message
 * (focused), the list, the files and the form cleared. Refused: the server's message, and
 * everything the buyer entered stays.
 */
export function QuoteForm({ lines }: { lines: readonly QuoteListLine[] }) {
  const idPrefix = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [showLineErrors, setShowLineErrors] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const timer = useFormTimer();
  const controller = useRef<AbortController | null>(null);
  /** Lines whose typed quantity cannot be sent. */
  const invalidQuantities = useRef(new Set<string>());
  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );
  useEffect(() => {
    if (outcome?.tone === 'success') outcomeRef.current?.focus();
  }, [outcome]);

  const onQuantityValidity = useCallback((productId: Id, valid: boolean) => {
    if (valid) invalidQuantities.current.delete(String(productId));
    else invalidQuantities.current.add(String(productId));
  }, []);

  // No default values: the server-rendered fields are uncontrolled, and what a buyer typed before
  // hydration is read from them when they register (as in the contact form).
  const {
    register,
    handleSubmit,
    reset,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<QuoteDetailsInput, unknown, QuoteDetails>({
    resolver: zodResolver(QuoteDetailsSchema),
  });

  const onValid = async (details: QuoteDetails) => {
    setOutcome(null);
    if (lines.length === 0 && files.length === 0) {
      setOutcome({ tone: 'error', message: QUOTE_MESSAGES.nothingToQuote });
      return;
    }
    // Sent only to a backend that takes quote requests; otherwise the page says so instead.
    if ((await loadQuoteOffer()) === 'absent') return;
    const checked = QuoteRequestSchema.safeParse({
      ...details,
      lines: lines.map((line): QuoteLine => ({
        productId: line.productId,
        title: line.title,
        quantity: line.quantity,
        note: line.note,
      })),
      elapsedMs: timer.elapsedMs(),
    });
    if (!checked.success) {
      setOutcome({
        tone: 'error',
        message: checked.error.issues[0]?.message ?? QUOTE_MESSAGES.requestInvalid,
      });
      return;
    }
    const request = new AbortController();
    controller.current = request;
    setProgress(null);
    try {
      await sendQuoteRequest(checked.data, files, {
        signal: request.signal,
        onProgress: setProgress,
      });
      removeFromQuoteList(checked.data.lines.map((line) => line.productId));
      setFiles([]);
      setShowLineErrors(false);
      reset(EMPTY);
      timer.restart();
      setOutcome({ tone: 'success', message: QUOTE_MESSAGES.sent });
    } catch (error) {
      if (request.signal.aborted || isAbortError(error)) return;
      console.error('Quote request failed:', error);
      setOutcome({ tone: 'error', message: quoteFailureMessage(error) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <form
      className={styles.layout}
      noValidate
      aria-label="Quote request"
      onSubmit={(event) => {
        const invalid = lines.find((line) => invalidQuantities.current.has(String(line.productId)));
        if (invalid) {
          // A quantity that cannot be sent: say so at every such line, start at the first.
          event.preventDefault();
          setShowLineErrors(true);
          setOutcome(null);
          void trigger();
          document.getElementById(lineElementId(idPrefix, 'quantity', invalid.productId))?.focus();
          return;
        }
        void handleSubmit(onValid)(event);
      }}
    >
      <QuoteLines
        lines={lines}
        editable
        showErrors={showLineErrors}
        onQuantityValidity={onQuantityValidity}
        idPrefix={idPrefix}
      />
      <section className={styles.card} aria-labelledby={`${idPrefix}-details`}>
        <h2 id={`${idPrefix}-details`} className={styles.cardHeading}>
          Your details
        </h2>
        <p className={styles.intro}>
          We reply by e-mail with prices and lead times. Fields marked{' '}
          <span className={styles.required}>*</span> are required.
        </p>
        <div className={styles.fields}>
          {FIELDS.map((field) => {
            const id = `${idPrefix}-${field.name}`;
            const errorId = `${id}-error`;
            const error = errors[field.name]?.message;
            const common = {
              id,
              className: styles.input,
              placeholder: field.placeholder,
              autoComplete: field.autoComplete,
              required: field.required,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? errorId : undefined,
              ...register(field.name),
            };
            return (
              <div
                key={field.name}
                className={field.wide ? `${styles.field} ${styles.wide}` : styles.field}
              >
                <label htmlFor={id} className={styles.label}>
                  {field.label}
                  {field.required ? (
                    <span className={styles.required} aria-hidden="true">
                      {' '}
                      *
                    </span>
                  ) : null}
                </label>
                {field.multiline ? (
                  <textarea {...common} rows={4} />
                ) : (
                  <input {...common} type={field.type ?? 'text'} />
                )}
                {error ? (
                  <p id={errorId} className={styles.fieldError}>
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
        <HoneypotField {...register('website')} />
        <DrawingsField files={files} onFilesChange={setFiles} disabled={isSubmitting} />
        {outcome ? (
          <div ref={outcomeRef} className={styles.outcome} tabIndex={-1}>
            <StatusMessage tone={outcome.tone}>{outcome.message}</StatusMessage>
          </div>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" className={styles.submit} disabled={isSubmitting}>
            {isSubmitting ? PUBLIC_MESSAGES.sending : 'Send Quote Request'}
          </Button>
          {isSubmitting ? <UploadProgressBar progress={progress} /> : null}
        </div>
      </section>
    </form>
  );
}
