import { META_DESCRIPTION_MAX } from '@/config/seo';
import { htmlWindow } from '../html-window';

/** Block-level ends and line breaks become spaces, so "<h2>A</h2><p>B</p>" reads "A B". */
const BLOCK_BOUNDARY = /<\/(?:p|h[1-6]|li|ol|ul)>|<br\s*\/?>/gi;

/** Elements whose text is not content a reader sees. */
const NOT_TEXT = 'script, style, template, noscript, iframe, object, svg, math';

/**
 * Plain text of rich-text HTML from the backend, whitespace collapsed. DOMParser builds an inert
 * document (nothing runs or loads: it has no browsing context), so no sanitizer is needed just to
 * read text, which keeps DOMPurify off the first load of /product (it lists every description).
 */
export function textFromHtml(html: string | null | undefined): string {
  if (!html) return '';
  const { DOMParser } = htmlWindow();
  const doc = new DOMParser().parseFromString(html.replace(BLOCK_BOUNDARY, '$& '), 'text/html');
  for (const element of doc.body.querySelectorAll(NOT_TEXT)) element.remove();
  return doc.body.textContent.replace(/\s+/g, ' ').trim();
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
