import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { isApiError } from '@/lib/api-client';

export interface AdminErrorOptions {
  /** The spec's message when nothing better is known, e.g. 'Failed to add slider!'. */
  fallback: string;
  /** Show the server's `error` field when it sent one (SPEC §8 "the server's error"). */
  serverError?: boolean;
  /** Append ': ' and the server's `details` when present (slider saves). */
  withDetails?: boolean;
  /** Message for a network failure; 'Backend server is down. Please try again later.' by default. */
  network?: string | false;
}

/** The server's `details` as text, when it is something a person can read. */
export function detailsText(details: unknown): string | null {
  if (typeof details === 'string') return details.trim() || null;
  if (Array.isArray(details) && details.every((item) => typeof item === 'string'))
    return details.join(', ') || null;
  if (typeof details === 'object' && details !== null && 'message' in details) {
    const { message } = details;
    return typeof message === 'string' && message.trim() ? message.trim() : null;
  }
  return null;
}

/** The message an admin sees for a failed call, per the rules of SPEC §8 (Admin). */
export function adminErrorMessage(error: unknown, options: AdminErrorOptions): string {
  const {
    fallback,
    serverError = false,
    withDetails = false,
    network = ADMIN_MESSAGES.backendDown,
  } = options;
  if (!isApiError(error)) return fallback;
  if (error.kind === 'network') return network === false ? fallback : network;
  const base = (serverError && error.serverError) || fallback;
  const details = withDetails ? detailsText(error.details) : null;
  return details ? `${base}: ${details}` : base;
}

/** The server's `message` of a successful answer, else the spec's default. */
export function successMessage(answer: { message?: string } | null | undefined, fallback: string) {
  return answer?.message?.trim() || fallback;
}

/** The server's own words about a refused call: its `error` field, else its `message`. */
export function serverText(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  return error.serverError ?? error.serverMessage ?? null;
}
