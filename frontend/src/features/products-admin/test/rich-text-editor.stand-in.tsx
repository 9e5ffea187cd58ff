import { useImperativeHandle, useRef } from 'react';
import type { RichTextEditorProps } from '../components/rich-text-editor';

/**
 * Test-only stand-in for the Quill editor (contenteditable typing is unreliable in jsdom): a
 * textarea with the same props, so page tests can type HTML. The real editor has its own tests.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelId,
  describedBy,
  invalid,
  disabled,
  ref,
}: RichTextEditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => {
      area.current?.focus();
    },
  }));
  return (
    <textarea
      ref={area}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
      disabled={disabled}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      onBlur={onBlur}
    />
  );
}
