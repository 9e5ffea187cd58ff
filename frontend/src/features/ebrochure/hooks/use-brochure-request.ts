import { BrochureRequestSchema } from '@gear/contract/leads';
import { PUBLIC_MESSAGES, VALIDATION } from '@gear/contract/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BROCHURE } from '@/config/site';
import { isAbortError } from '@/lib/api-client';
import { useFormTimer } from '@/lib/use-form-timer';
import { requestBrochure } from '../api/request-brochure';
import { brochureErrorMessage } from '../brochure-status';
import { triggerDownload } from '../download-file';

export interface BrochureFormValues {
  name: string;
  email: string;
  phone: string;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
}

export interface UseBrochureRequestOptions {
  /** The resolved PDF address, or null when there is no brochure. */
  pdfUrl: string | null;
  /** Called when the flow has finished (the modal closes and the form is cleared). */
  onDone: () => void;
}

export interface BrochureRequestState {
  /** The status line, or null before the first submit. */
  message: string | null;
  /** True from submit until the flow ends or fails: the submit button is disabled. */
  busy: boolean;
  submit: (values: BrochureFormValues) => void;
}

/**
 * The brochure request flow of SPEC §4: validate → 'Processing your request...' → on success
 * 'Success! Preparing your download...' → after 1 s the download ('Download started! …') or
 * 'Error: Brochure not available. …' → 2 s later `onDone`. Failures show the §8 messages.
 * Unmounting aborts the request and clears every timer, so nothing updates after a close.
 */
export function useBrochureRequest({
  pdfUrl,
  onDone,
}: UseBrochureRequestOptions): BrochureRequestState {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The hook lives as long as the form (inside the modal): shown = mounted.
  const { elapsedMs } = useFormTimer();

  const latest = useRef({ pdfUrl, onDone });
  useEffect(() => {
    latest.current = { pdfUrl, onDone };
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

  const submit = useCallback(
    (values: BrochureFormValues) => {
      const later = (ms: number, run: () => void) => {
        timers.current.push(setTimeout(run, ms));
      };
      if ([values.name, values.email, values.phone].some((value) => value.trim() === '')) {
        setMessage(VALIDATION.brochureFieldsRequired);
        return;
      }
      const parsed = BrochureRequestSchema.safeParse({
        name: values.name,
        email: values.email,
        contact: values.phone,
        website: values.website,
        elapsedMs: elapsedMs(),
      });
      if (!parsed.success) {
        setMessage(parsed.error.issues[0]?.message ?? VALIDATION.brochureFieldsRequired);
        return;
      }

      controller.current?.abort();
      const request = new AbortController();
      controller.current = request;
      setBusy(true);
      setMessage(PUBLIC_MESSAGES.brochureProcessing);

      requestBrochure(parsed.data, request.signal).then(
        () => {
          if (!mounted.current || request.signal.aborted) return;
          setMessage(PUBLIC_MESSAGES.brochureSuccess);
          later(BROCHURE.downloadDelayMs, () => {
            const url = latest.current.pdfUrl;
            if (url === null) {
              setMessage(PUBLIC_MESSAGES.brochureNotAvailable);
              setBusy(false);
              return;
            }
            triggerDownload(url, BROCHURE.downloadFileName);
            setMessage(PUBLIC_MESSAGES.brochureDownloadStarted);
            later(BROCHURE.closeDelayMs, () => {
              latest.current.onDone();
            });
          });
        },
        (error: unknown) => {
          if (!mounted.current || request.signal.aborted || isAbortError(error)) return;
          setMessage(brochureErrorMessage(error));
          setBusy(false);
        },
      );
    },
    [elapsedMs],
  );

  return { message, busy, submit };
}
