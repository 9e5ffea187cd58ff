import { isBackendUnreachableAnswer } from '@gear/contract/backend-proxy';
import * as z from 'zod/mini';
import { ApiError, apiUrl, readAnswer } from '@/lib/api-client';
import { getToken } from '@/lib/storage';

interface AdminFile {
  blob: Blob;
  /** From Content-Disposition, or null when the answer names none. */
  filename: string | null;
}

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` first), if any. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed encoding: fall back to the plain filename
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  // Only a bare name: never a path the browser would have to clean up.
  return name ? (name.split(/[\\/]/).pop() ?? null) : null;
}

/**
 * GET `path` with the admin token, kept byte for byte (a CSV export, a drawing, a backup). A
 * plain fetch, not apiRequest: the answer is a file. A failure is read like any admin call's
 * (readAnswer): an ApiError with the server's `error`/`message`, and a 401 drops the stored token
 * and goes to the login page.
 */
export async function fetchAdminFile(path: string, accept: string): Promise<AdminFile> {
  const headers = new Headers({ Accept: accept });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { headers, credentials: 'same-origin' });
  } catch (error) {
    throw new ApiError('network', 'The server could not be reached.', { cause: error });
  }
  const unreachable = isBackendUnreachableAnswer(response.status, (name) =>
    response.headers.get(name),
  );
  if (unreachable || !response.ok) {
    const answer = { status: response.status, ok: false, unreachable, receivedAt: Date.now() };
    // Throws the ApiError of this failed answer.
    readAnswer({ ...answer, text: await response.text() }, z.unknown(), true);
  }
  return {
    blob: await response.blob(),
    filename: dispositionFilename(response.headers.get('Content-Disposition')),
  };
}
