import { BROCHURE_LINK_MESSAGES } from '@gear/contract/brochure-links';
import { BrochureRequestSchema } from '@gear/contract/leads';
import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { BROCHURE } from '@/config/site';
import { isAbortError, isApiError } from '@/lib/api-client';
import { resolveAssetUrl } from '@/lib/asset-url';
import { downloadAs } from '@/lib/download';
import { useFormTimer } from '@/lib/use-form-timer';
import { getBrochureLink } from '../api/get-brochure-link';
import { requestBrochure } from '../api/request-brochure';
import { brochureErrorMessage } from '../brochure-status';
import { forgetVisitor, rememberVisitor, type RememberedVisitor } from '../visitor-memory';

const { contact, ...requestFields } = BrochureRequestSchema.shape;
/**
 * The modal form's schema: the request's fields (and their messages), with `contact` called phone
 * as on the form (SPEC §4). `website` is the honeypot: people never see it, so it stays empty.
 */
export const BrochureFormSchema = z.strictObject({ ...requestFields, phone: contact });
export type BrochureFormValues = z.input<typeof BrochureFormSchema>;
export type BrochureFormData = z.output<typeof BrochureFormSchema>;

interface UseBrochureRequestOptions {
  /** The resolved public PDF address, or null (no brochure, or the backend gates it). */
  pdfUrl: string | null;
  /** Called when the flow has finished (the modal closes and the form is cleared). */
  onDone: () => void;
  /** Called when a returning visitor's pass was refused: the visitor is forgotten. */
  onForgotten?: () => void;
}

interface BrochureRequestState {
  /** The status line, or null before the first submit. */
  message: string | null;
  /** True from submit until the flow ends or fails: the submit button is disabled. */
  busy: boolean;
  /** Sends the form's validated values. */
  submit: (values: BrochureFormData) => void;
  /** A submit that failed validation: its message on the status line, nothing sent. */
  refuse: (message: string) => void;
  /** A returning visitor's download: no form, no new lead (ADR 0020). */
  downloadAgain: (visitor: RememberedVisitor) => void;
}

/**
 * The brochure request flow of SPEC §4, once the form's values passed BrochureFormSchema:
 * 'Processing your request...' → on success 'Success! Preparing your download...' → after 1 s
 * the download ('Download started! …') or 'Error: Brochure not available. …' → 2 s later
 * `onDone`. Failures show the §8 messages.
 * The PDF is the record's public address or, from a gated backend, the answer's signed link.
 * A successful request remembers the visitor in this browser; `downloadAgain` runs the same
 * sequence for them without the form. Unmounting aborts the request and clears every timer.
 */
export function useBrochureRequest({
  pdfUrl,
  onDone,
  onForgotten,
}: UseBrochureRequestOptions): BrochureRequestState {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The hook lives as long as the form (inside the modal): shown = mounted.
  const { elapsedMs } = useFormTimer();

  const latest = useRef({ pdfUrl, onDone, onForgotten });
  useEffect(() => {
    latest.current = { pdfUrl, onDone, onForgotten };
  });

  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const controller = useRef<AbortController | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current?.abort();
      timers.current.forEach(clearTimeout);
      timers.current = [];
    };
  }, []);

  /** Starts a request: aborts the previous one, 'Processing…', busy. */
  const begin = useCallback(() => {
    controller.current?.abort();
    const request = new AbortController();
    controller.current = request;
    setBusy(true);
    setMessage(PUBLIC_MESSAGES.brochureProcessing);
    return request;
  }, []);

  /** 'Success! …' → 1 s → download of `linkUrl` (or the public PDF) → 2 s → done. */
  const succeed = useCallback((request: AbortController, linkUrl: string | null) => {
    if (!mounted.current || request.signal.aborted) return;
    const later = (ms: number, run: () => void) => {
      timers.current.push(setTimeout(run, ms));
    };
    setMessage(PUBLIC_MESSAGES.brochureSuccess);
    later(BROCHURE.downloadDelayMs, () => {
      const url = latest.current.pdfUrl ?? linkUrl;
      if (url === null) {
        setMessage(PUBLIC_MESSAGES.brochureNotAvailable);
        setBusy(false);
        return;
      }
      // Same-origin: at once. A PDF on another origin may be fetched first to keep the name.
      downloadAs(url, BROCHURE.downloadFileName, () => {
        if (!mounted.current || request.signal.aborted) return;
        setMessage(PUBLIC_MESSAGES.brochureDownloadStarted);
        later(BROCHURE.closeDelayMs, () => {
          latest.current.onDone();
        });
      });
    });
  }, []);

  const fail = useCallback((request: AbortController, error: unknown) => {
    if (!mounted.current || request.signal.aborted || isAbortError(error)) return;
    setMessage(brochureErrorMessage(error));
    setBusy(false);
  }, []);

  const submit = useCallback(
    ({ phone, ...values }: BrochureFormData) => {
      const request = begin();
      const lead = { ...values, contact: phone, elapsedMs: elapsedMs() };
      requestBrochure(lead, request.signal).then(
        (answer) => {
          if (!mounted.current || request.signal.aborted) return;
          // Only a gating backend hands out a pass; without one the SPEC flow stays as written
          // (the form every time), so nothing is remembered (ADR 0020).
          if (answer.visitor_pass !== undefined)
            rememberVisitor({ name: lead.name, pass: answer.visitor_pass });
          succeed(request, resolveAssetUrl(answer.download_url));
        },
        (error: unknown) => {
          fail(request, error);
        },
      );
    },
    [elapsedMs, begin, succeed, fail],
  );

  const downloadAgain = useCallback(
    (visitor: RememberedVisitor) => {
      const request = begin();
      getBrochureLink(visitor.pass, request.signal).then(
        (link) => {
          succeed(request, resolveAssetUrl(link.download_url));
        },
        (error: unknown) => {
          if (isApiError(error) && error.kind === 'http' && error.status === 403) {
            if (!mounted.current || request.signal.aborted) return;
            forgetVisitor();
            setMessage(BROCHURE_LINK_MESSAGES.passInvalid);
            setBusy(false);
            latest.current.onForgotten?.();
            return;
          }
          fail(request, error);
        },
      );
    },
    [begin, succeed, fail],
  );

  const refuse = useCallback((problem: string) => {
    setMessage(problem);
  }, []);

  return { message, busy, submit, refuse, downloadAgain };
}
