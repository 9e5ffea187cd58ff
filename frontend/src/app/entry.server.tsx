import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { JSDOM } from 'jsdom';
import { provideHtmlWindow } from '@/lib/html-window';
import { withScriptHashes } from './server/script-hashes.server';

declare module 'react-router' {
  interface AppLoadContext {
    /** The site's Content-Security-Policy (nginx's snippet with this run's origins, server/). */
    contentSecurityPolicy: string;
  }
}

// Product descriptions are sanitized and read with the browser's own code (DOMPurify, DOMParser):
// on the server they get one inert jsdom window for the process (nothing in it runs or loads).
provideHtmlWindow(new JSDOM('').window as unknown as Window & typeof globalThis);

/** A render that takes longer than this is abandoned (the error page is sent). */
export const streamTimeout = 10_000;

/**
 * Renders the whole page before sending it (no streaming): the page must be complete for crawlers
 * and link previews anyway, its loaders already waited for the data, and only the finished HTML
 * tells which inline scripts it holds. Those (the run-time config and React Router's hydration
 * data) are allowed by their sha256 in the page's CSP, never by 'unsafe-inline'; a hash, unlike a
 * nonce, stays valid in nginx's page cache (ADR 0025).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const timer = setTimeout(() => {
      abort();
    }, streamTimeout);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('end', () => {
            clearTimeout(timer);
            const html = Buffer.concat(chunks).toString('utf8');
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            // Browsers ask again each time (nginx keeps its own copy, ADR 0025).
            responseHeaders.set('Cache-Control', 'no-cache');
            responseHeaders.set(
              'Content-Security-Policy',
              withScriptHashes(loadContext.contentSecurityPolicy, html),
            );
            resolve(
              new Response(request.method === 'HEAD' ? null : html, {
                headers: responseHeaders,
                status,
              }),
            );
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
