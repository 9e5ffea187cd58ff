import Quill, { type QuillOptions } from 'quill';
import Image from 'quill/formats/image';
import Link, { sanitize } from 'quill/formats/link';
import { RICH_TEXT_POLICY } from '@gear/contract/rich-text';
import { RICH_TEXT_EDITOR } from '@/config/site';

/**
 * The product description editor (SPEC §2, §5, §9). Only the lazily loaded editor imports this
 * file, so Quill never reaches the public bundle (scripts/check-bundle.mjs).
 */

/** Headers 1-3, bold, italic, underline, link, ordered and bullet lists, clear formatting. */
export const EDITOR_TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline'],
  ['link'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['clean'],
];

/** Quill's own address for a rejected link: a blank page, never the typed `javascript:`. */
export const BLANK_LINK = 'about:blank';
/** Quill's own address for a rejected image (loads nothing). */
export const BLANK_IMAGE = '//:0';

/** Links keep only the contract's schemes (SPEC §5); anything else becomes a blank address. */
export class SafeLink extends Link {
  static override PROTOCOL_WHITELIST: string[] = [...RICH_TEXT_POLICY.linkSchemes];
  static override SANITIZED_URL = BLANK_LINK;

  static override sanitize(url: string): string {
    return sanitize(url, this.PROTOCOL_WHITELIST) ? url : this.SANITIZED_URL;
  }
}

/** Images (pasted or dropped) keep only http, https and data addresses. */
export class SafeImage extends Image {
  static override sanitize(url: string): string {
    return sanitize(url, [...RICH_TEXT_EDITOR.imageProtocols]) ? url : BLANK_IMAGE;
  }
}

let registered = false;

/** Replaces Quill's link and image formats with the stricter ones above (once per page). */
export function registerSafeFormats(): void {
  if (registered) return;
  Quill.register({ 'formats/link': SafeLink, 'formats/image': SafeImage }, true);
  registered = true;
}

/** Quill's default bindings that capture Tab (set to false to drop them). */
const NO_TAB_BINDINGS = {
  tab: false,
  'remove tab': false,
  indent: false,
  outdent: false,
} as const;

export const EDITOR_OPTIONS: QuillOptions = {
  theme: RICH_TEXT_EDITOR.theme,
  modules: {
    toolbar: EDITOR_TOOLBAR,
    history: {
      maxStack: RICH_TEXT_EDITOR.historyMaxStack,
      delay: RICH_TEXT_EDITOR.historyDelayMs,
      userOnly: false,
    },
    uploader: { mimetypes: RICH_TEXT_EDITOR.imageAccept.split(/,\s*/) },
    // Tab and Shift+Tab move focus in and out of the editor like any form field (WCAG 2.1.2),
    // instead of inserting a tab or indenting a list.
    keyboard: { bindings: NO_TAB_BINDINGS },
  },
};

/** Names for Quill's unlabelled toolbar controls (it only sets aria-label="bold" and the like). */
const CONTROL_LABELS: Record<string, string> = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  link: 'Link',
  'list: ordered': 'Numbered list',
  'list: bullet': 'Bullet list',
  clean: 'Clear formatting',
};

const HEADER_LABELS: Record<string, string> = {
  '1': 'Heading 1',
  '2': 'Heading 2',
  '3': 'Heading 3',
};

/** Gives the toolbar, its buttons, the heading picker and the link tooltip accessible names. */
export function labelEditorControls(host: HTMLElement, toolbarLabel: string): void {
  host.querySelector('.ql-toolbar')?.setAttribute('aria-label', toolbarLabel);
  for (const button of host.querySelectorAll<HTMLButtonElement>('.ql-toolbar button')) {
    const label = CONTROL_LABELS[button.getAttribute('aria-label') ?? ''];
    if (label) button.setAttribute('aria-label', label);
  }
  const picker = host.querySelector('.ql-header.ql-picker');
  picker?.querySelector('.ql-picker-label')?.setAttribute('aria-label', 'Text style');
  for (const item of picker?.querySelectorAll<HTMLElement>('.ql-picker-item') ?? []) {
    item.setAttribute('aria-label', HEADER_LABELS[item.dataset.value ?? ''] ?? 'Normal text');
  }
  host.querySelector('.ql-tooltip input[type="text"]')?.setAttribute('aria-label', 'Link address');
}
