import { isBackendUnreachableAnswer } from '@gear/contract/backend-proxy';
import { API_PATHS } from '@gear/contract/api-paths';
import { ApiError, apiUrl } from '@/lib/api-client';
import { clearToken, getToken } from '@/lib/storage';
import { withQuery } from '@/components/admin/admin-list/list-search';
import { localInstant } from '@/components/admin/admin-list/local-day';

interface LeadsCsv {
  blob: Blob;
  filename: string;
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

/** `leads-YYYY-MM-DD.csv` for today (local). */
export const defaultCsvName = (now = new Date()) => `leads-${localInstant(now).slice(0, 10)}.csv`;

/**
 * GET /api/leads/export.csv?filter with the admin token. A plain fetch, not apiRequest: the answer
 * is a file, kept byte for byte (the UTF-8 BOM included). Failures are ApiErrors like any call's;
 * a 401 drops the stored token (the page then goes to the login page).
 */
export async function exportLeads(query: URLSearchParams): Promise<LeadsCsv> {
  const headers = new Headers({ Accept: 'text/csv' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(apiUrl(withQuery(API_PATHS.leadsExport, query)), {
      headers,
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError('network', 'The server could not be reached.', { cause: error });
  }
  if (isBackendUnreachableAnswer(response.status, (name) => response.headers.get(name))) {
    throw new ApiError('network', 'The server could not be reached.');
  }
  if (!response.ok) {
    if (response.status === 401) clearToken();
    throw new ApiError('http', `Request failed with status ${String(response.status)}`, {
      status: response.status,
    });
  }
  const blob = await response.blob();
  return {
    blob: blob.type ? blob : new Blob([blob], { type: 'text/csv;charset=utf-8' }),
    filename: dispositionFilename(response.headers.get('Content-Disposition')) ?? defaultCsvName(),
  };
}
