import Quill from 'quill';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_EDITOR } from '@/config/site';
import {
  BLANK_IMAGE,
  BLANK_LINK,
  EDITOR_OPTIONS,
  EDITOR_TOOLBAR,
  registerSafeFormats,
  SafeImage,
  SafeLink,
} from './editor-config';

describe('editor config', () => {
  it('has exactly the toolbar of the spec', () => {
    expect(EDITOR_TOOLBAR).toEqual([
      [{ header: [1, 2, 3, false] }],
      ['bold', 'italic', 'underline'],
      ['link'],
      [{ list: 'ordered' }, { list: 'bullet' }],
      ['clean'],
    ]);
    expect(EDITOR_OPTIONS.theme).toBe('snow');
    expect(EDITOR_OPTIONS.modules?.toolbar).toBe(EDITOR_TOOLBAR);
  });

  it('keeps 100 undo entries and merges changes within 1000 ms', () => {
    expect(EDITOR_OPTIONS.modules?.history).toMatchObject({ maxStack: 100, delay: 1000 });
    expect(RICH_TEXT_EDITOR.historyMaxStack).toBe(100);
    expect(RICH_TEXT_EDITOR.historyDelayMs).toBe(1000);
  });

  it('leaves Tab to the browser, so keyboard users can leave the editor', () => {
    expect(EDITOR_OPTIONS.modules?.keyboard).toEqual({
      bindings: { tab: false, 'remove tab': false, indent: false, outdent: false },
    });
  });

  it('accepts png, gif, jpeg, bmp and x-icon images in the uploader', () => {
    expect(EDITOR_OPTIONS.modules?.uploader).toEqual({
      mimetypes: ['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon'],
    });
  });

  it.each([
    'https://example.com/gears',
    'http://example.com',
    'mailto:sales@example.com',
    'tel:+910000000000',
  ])('keeps the link %s', (url) => {
    expect(SafeLink.sanitize(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'sms:+910000000000',
    'ftp://example.com/file',
  ])('turns the link %s into a blank address', (url) => {
    expect(SafeLink.sanitize(url)).toBe(BLANK_LINK);
  });

  it('allows only the link protocols of the site config', () => {
    expect(SafeLink.PROTOCOL_WHITELIST).toEqual(['http', 'https', 'mailto', 'tel']);
  });

  it.each(['https://example.com/a.png', 'http://example.com/a.png', 'data:image/png;base64,AAAA'])(
    'keeps the image %s',
    (url) => {
      expect(SafeImage.sanitize(url)).toBe(url);
    },
  );

  it.each(['javascript:alert(1)', 'file:///etc/passwd', 'blob:https://x/1'])(
    'drops the image %s',
    (url) => {
      expect(SafeImage.sanitize(url)).toBe(BLANK_IMAGE);
    },
  );

  it('replaces Quill’s link and image formats', () => {
    registerSafeFormats();
    expect(Quill.import('formats/link')).toBe(SafeLink);
    expect(Quill.import('formats/image')).toBe(SafeImage);
  });
});
