/**
 * Starts a download of `url` saved as `fileName`, in a new tab where the browser needs one:
 * a temporary link clicked programmatically (SPEC §4 brochure modal).
 */
export function triggerDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.target = '_blank';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
