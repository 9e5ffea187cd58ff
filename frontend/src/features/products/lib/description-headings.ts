const HEADING_TAG = /<(\/?)h([1-6])(?=[\s>])/gi;

/**
 * Shifts the description's headings so its top level is h2: the page's only h1 is the product
 * title, and heading levels then follow on without gaps (h1 → h2 → h3).
 */
export function alignDescriptionHeadings(html: string | null | undefined): string | null {
  if (!html) return null;
  const levels = Array.from(html.matchAll(HEADING_TAG), (match) => Number(match[2]));
  if (levels.length === 0) return html;
  const shift = 2 - Math.min(...levels);
  if (shift === 0) return html;
  return html.replace(
    HEADING_TAG,
    (_tag, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + shift)}`,
  );
}
