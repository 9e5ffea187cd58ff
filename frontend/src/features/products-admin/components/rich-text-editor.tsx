import 'quill/dist/quill.snow.css';
import Quill from 'quill';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, type Ref } from 'react';
import { EDITOR_OPTIONS, labelEditorControls, registerSafeFormats } from '../lib/editor-config';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorHandle {
  focus: () => void;
}

export interface RichTextEditorProps {
  /** HTML; the editor's markup is sent as typed, the server sanitizes it on write. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The id of the visible 'Description' label. */
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  ref?: Ref<RichTextEditorHandle>;
}

/**
 * The Quill 2 description editor (snow theme, the spec's toolbar, safe link and image protocols,
 * history 100 entries / 1000 ms). Loaded lazily by the product form: Quill and its CSS stay in
 * admin chunks. The editable area is a labelled multi-line textbox.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelId,
  describedBy,
  invalid = false,
  disabled = false,
  ref,
}: RichTextEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  /** The HTML the editor last reported, so the value coming back is not pasted again. */
  const reported = useRef<string | null>(null);
  const emitChange = useEffectEvent((html: string) => {
    onChange(html);
  });
  const emitBlur = useEffectEvent(() => {
    onBlur?.();
  });
  const initialValue = useEffectEvent(() => value);

  useImperativeHandle(ref, () => ({
    focus: () => {
      quillRef.current?.focus();
    },
  }));

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    registerSafeFormats();
    // Quill puts its toolbar before the container: both live in a fresh child, removed on unmount.
    const wrapper = document.createElement('div');
    const container = document.createElement('div');
    wrapper.append(container);
    host.append(wrapper);
    const quill = new Quill(container, EDITOR_OPTIONS);
    quill.setContents(quill.clipboard.convert({ html: initialValue() }), 'silent');
    quill.history.clear();
    reported.current = quill.root.innerHTML;
    labelEditorControls(wrapper, 'Description formatting');
    const root = quill.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    const onTextChange = () => {
      const html = quill.root.innerHTML;
      reported.current = html;
      emitChange(html);
    };
    const onRootBlur = () => {
      emitBlur();
    };
    quill.on('text-change', onTextChange);
    root.addEventListener('blur', onRootBlur);
    quillRef.current = quill;
    return () => {
      quill.off('text-change', onTextChange);
      root.removeEventListener('blur', onRootBlur);
      quillRef.current = null;
      wrapper.remove();
    };
  }, []);

  // A value from outside (edit fills the form, reset empties it) replaces the content.
  useEffect(() => {
    const quill = quillRef.current;
    if (!quill || value === reported.current) return;
    quill.setContents(quill.clipboard.convert({ html: value }), 'silent');
    quill.history.clear();
    reported.current = value;
  }, [value]);

  useEffect(() => {
    const root = quillRef.current?.root;
    if (!root) return;
    root.setAttribute('aria-labelledby', labelId);
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
    if (invalid) root.setAttribute('aria-invalid', 'true');
    else root.removeAttribute('aria-invalid');
  }, [labelId, describedBy, invalid]);

  useEffect(() => {
    const quill = quillRef.current;
    if (!quill) return;
    quill.enable(!disabled);
    quillRef.current?.root.setAttribute('aria-disabled', String(disabled));
  }, [disabled]);

  return (
    <div
      ref={hostRef}
      className={styles.editor}
      data-invalid={invalid ? 'true' : undefined}
      data-disabled={disabled ? 'true' : undefined}
    />
  );
}
