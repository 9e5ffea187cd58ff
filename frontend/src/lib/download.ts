/**
 * Downloads started from a page: a temporary `<a download>` clicked programmatically.
 * Browsers honour the `download` name only for same-origin addresses (and blob: URLs made here).
 */

function clickLink(href: string, fileName: string | null): void {
  const link = document.createElement('a');
  link.href = href;
  if (fileName !== null) link.download = fileName;
  link.target = '_blank';
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves `blob` as `fileName`, the way a download link does. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  clickLink(url, fileName);
  // Revoked after the click has been handled (revoking at once can cancel the download).
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}

/**
 * Downloads `url` saved as `fileName`, in a new tab where the browser needs one, then calls
 * `started`. A file on this site's origin gets the name from the link, at once. A file on another
 * origin (a real backend's own host or its storage/CDN host) is fetched and saved from memory
 * under the name when that host allows it (CORS); when it does not, the file is opened as it is
 * and the browser names it: all a browser allows (README "Pointing the site at the real backend").
 */
export function downloadAs(url: string, fileName: string, started: () => void): void {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) {
    clickLink(url, fileName);
    started();
    return;
  }
  fetch(target.href, { mode: 'cors', credentials: 'omit' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
      saveBlob(await response.blob(), fileName);
    })
    .catch(() => {
      clickLink(target.href, null);
    })
    .finally(started);
}
