import type { RawAnswer } from '@/lib/api-client';

/** A backend answer as the server hands it over with a page (app/server/page-data.server.ts). */
export function rawAnswer(body: unknown, status = 200, receivedAt = 1_700_000_000_000): RawAnswer {
  return {
    status,
    ok: status >= 200 && status < 300,
    unreachable: false,
    text: typeof body === 'string' ? body : JSON.stringify(body),
    receivedAt,
  };
}

/** What the server hands over when nothing answered at BACKEND_UPSTREAM (refused, no host). */
export const UNREACHABLE_ANSWER: RawAnswer = {
  status: 0,
  ok: false,
  unreachable: true,
  text: '',
  receivedAt: 1_700_000_000_000,
};
