import { META_DESCRIPTION_MAX } from '@/config/seo';
import { sanitizeHtml } from '@/lib/sanitize';

/** Block-level ends and line breaks become spaces, so "<h2>A</h2><p>B</p>" reads "A B". */
const BLOCK_BOUNDARY = /<\/(?:p|h[1-6]|li|ol|ul)>|<br\s*\/?>/gi;

/** Plain text of rich-text HTML (sanitized first: it comes from the backend), whitespace collapsed. */
export function textFromHtml(html: string | null | undefined): string {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html).replace(BLOCK_BOUNDARY, '$& ');
  return template.content.textContent.replace(/\s+/g, ' ').trim();
}

/**
 * At most `max` characters on a word boundary, with "…" when cut (and no dangling punctuation).
 * A single word longer than `max` is cut hard.
 */
export function truncateOnWord(text: string, max: number = META_DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max); // leaves one character for the ellipsis
  const lastSpace = room.lastIndexOf(' ', max - 1);
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - 1);
  return `${cut.replace(/[\s,;:.\-–—(]+$/, '')}…`;
}

/** The meta description of a product: the first words of its description's text. */
export function metaDescriptionFromHtml(
  html: string | null | undefined,
  max: number = META_DESCRIPTION_MAX,
): string {
  return truncateOnWord(textFromHtml(html), max);
}
