import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor, type RichTextEditorHandle } from './rich-text-editor';

function renderEditor(props: Partial<Parameters<typeof RichTextEditor>[0]> = {}) {
  const onChange = vi.fn();
  const ref = createRef<RichTextEditorHandle>();
  const view = render(
    <>
      <span id="description-label">Description</span>
      <RichTextEditor
        ref={ref}
        value=""
        onChange={onChange}
        labelId="description-label"
        {...props}
      />
    </>,
  );
  return { ...view, onChange, ref };
}

describe('RichTextEditor (real Quill in jsdom)', () => {
  it('is a labelled multi-line textbox with the spec toolbar', () => {
    renderEditor();
    const editor = screen.getByRole('textbox', { name: 'Description' });
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor).toHaveClass('ql-editor');

    const toolbar = screen.getByRole('toolbar', { name: 'Description formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Link',
      'Numbered list',
      'Bullet list',
      'Clear formatting',
    ]) {
      expect.soft(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(toolbar).getByRole('button', { name: 'Text style' })).toBeInTheDocument();
    // Nothing else: no image, video, colour or code buttons.
    expect(toolbar.querySelectorAll('button')).toHaveLength(7);
  });

  it('shows the given HTML and reports edits as HTML', () => {
    const { ref, onChange, rerender } = renderEditor({
      value: '<p><strong>Hardened</strong> steel</p>',
    });
    const editor = screen.getByRole('textbox', { name: 'Description' });
    expect(editor.querySelector('strong')).toHaveTextContent('Hardened');
    expect(ref.current).not.toBeNull();

    // A new value from outside (edit mode) replaces the content without reporting a change.
    rerender(
      <>
        <span id="description-label">Description</span>
        <RichTextEditor
          ref={ref}
          value="<ol><li data-list='bullet'>One</li></ol>"
          onChange={onChange}
          labelId="description-label"
        />
      </>,
    );
    expect(editor.querySelector('li[data-list="bullet"]')).toHaveTextContent('One');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('turns a javascript: link into a blank address', () => {
    renderEditor({
      value: '<p><a href="javascript:alert(1)">bad</a> <a href="https://example.com">ok</a></p>',
    });
    const editor = screen.getByRole('textbox', { name: 'Description' });
    const links = editor.querySelectorAll('a');
    expect(links[0]).toHaveAttribute('href', 'about:blank');
    expect(links[1]).toHaveAttribute('href', 'https://example.com');
  });

  it('marks the editor invalid and read-only when asked', () => {
    renderEditor({ invalid: true, describedBy: 'description-error', disabled: true });
    const editor = screen.getByRole('textbox', { name: 'Description' });
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAttribute('aria-describedby', 'description-error');
    expect(editor).toHaveAttribute('contenteditable', 'false');
  });
});
