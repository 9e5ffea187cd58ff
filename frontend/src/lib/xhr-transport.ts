import { fetchTransport, type Transport, type TransportResponse } from './api-client';

/** Upload progress of one request: bytes sent and, when the browser knows it, the total. */
export interface UploadProgress {
  loaded: number;
  total: number | null;
}

/**
 * A transport for apiRequest that reports upload progress. fetch() cannot report request-body
 * progress, XMLHttpRequest can; everything else (headers, abort, answer) behaves like fetch.
 */
export function createXhrTransport(onProgress: (progress: UploadProgress) => void): Transport {
  // Where XMLHttpRequest is missing (some test environments) uploads go through fetch, without
  // progress events.
  if (typeof XMLHttpRequest === 'undefined') return fetchTransport;
  return ({ url, method, headers, body, signal }) =>
    new Promise<TransportResponse>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, url);
      headers.forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.upload.onprogress = (event) => {
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
      };
      const fail = (message: string) => () => {
        signal.removeEventListener('abort', onAbort);
        reject(new TypeError(message));
      };
      xhr.onerror = fail('Network request failed');
      xhr.ontimeout = fail('Network request timed out');
      xhr.onabort = () => {
        signal.removeEventListener('abort', onAbort);
        reject(
          signal.reason instanceof Error
            ? signal.reason
            : new DOMException('Aborted', 'AbortError'),
        );
      };
      xhr.onload = () => {
        signal.removeEventListener('abort', onAbort);
        const text = xhr.responseText;
        resolve({
          status: xhr.status,
          ok: xhr.status >= 200 && xhr.status < 300,
          header: (name) => xhr.getResponseHeader(name),
          text: () => Promise.resolve(text),
        });
      };
      function onAbort() {
        xhr.abort();
      }
      if (signal.aborted) {
        onAbort();
        return;
      }
      signal.addEventListener('abort', onAbort, { once: true });
      xhr.send(body as XMLHttpRequestBodyInit | null);
    });
}

/** 0–100, or null while the total is unknown. */
export function progressPercent(progress: UploadProgress | null): number | null {
  if (!progress || !progress.total) return null;
  return Math.min(100, Math.round((progress.loaded / progress.total) * 100));
}
