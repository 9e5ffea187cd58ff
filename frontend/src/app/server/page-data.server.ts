import { isBackendUnreachableAnswer } from '@gear/contract/backend-proxy';
import { data } from 'react-router';
import type { RawAnswer } from '@/lib/api-client';
import type { HandedAnswers } from '@/lib/handover';
import { serverSettings } from './settings.server';

/**
 * How long the server waits for each backend read of a page before it renders the page's loading
 * state instead and leaves the read to the browser (ADR 0025). Small: a slow backend must not make
 * the first byte slow; the reads of one page run in parallel.
 */
export const READ_BUDGET_MS = 400;
/** A backend answer larger than this is not handed over (the browser reads it itself). */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/** What a page loader hands to the page, and whether the page may be cached. */
interface PageData {
  answers: HandedAnswers;
}

/** The header that tells nginx not to cache this rendering (a read failed or was too slow). */
export const NO_CACHE_HEADERS = { 'X-Accel-Expires': '0' } as const;

/**
 * One backend read for a page, from BACKEND_UPSTREAM: the answer, a marked unreachable answer when
 * nothing answered, or null when it took longer than the budget (or was too large to hand over).
 */
export async function readForPage(
  path: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RawAnswer | null> {
  const url = `${serverSettings().backendUpstream}${path}`;
  try {
    const response = await fetchImpl(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(READ_BUDGET_MS),
      redirect: 'manual',
    });
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_ANSWER_BYTES) {
      await response.body?.cancel();
      return null;
    }
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) return null;
    return {
      status: response.status,
      ok: response.ok,
      unreachable: isBackendUnreachableAnswer(response.status, (name) =>
        response.headers.get(name),
      ),
      text,
      receivedAt: Date.now(),
    };
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return null;
    }
    // Refused, reset, no such host: the page shows what the browser shows for a stopped backend.
    return { status: 0, ok: false, unreachable: true, text: '', receivedAt: Date.now() };
  }
}

/** A read that settles the page for good: the data, or an answer that will not change soon. */
const isFinal = (answer: RawAnswer | null) =>
  answer !== null && !answer.unreachable && (answer.ok || answer.status < 500);

/**
 * Reads `paths` in parallel for a page and hands over every answer that came within the budget.
 * `keep` may leave an answer to the browser (the product page keeps only its data or its 404);
 * `status` sets the page's status from the answers.
 * A page rendered with a failed or missing read is sent but never cached by nginx, so an outage
 * never replaces the last good copy there.
 */
export async function readPageData(
  paths: readonly string[],
  options: {
    keep?: (answer: RawAnswer) => boolean;
    status?: (answers: HandedAnswers) => number;
  } = {},
) {
  const answers: Record<string, RawAnswer> = {};
  const unsettled: string[] = [];
  await Promise.all(
    paths.map(async (path) => {
      const answer = await readForPage(path);
      if (!isFinal(answer)) unsettled.push(path);
      if (answer && (options.keep?.(answer) ?? true)) answers[path] = answer;
    }),
  );
  return data<PageData>(
    { answers },
    {
      status: options.status?.(answers) ?? 200,
      headers: unsettled.length === 0 ? {} : NO_CACHE_HEADERS,
    },
  );
}
