import { fileCheck, FILE_RULES, fileRuleHint } from '@gear/contract/uploads';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '@gear/contract/limits';
import { VALIDATION } from '@gear/contract/messages';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileField, type FileFieldProps } from './file-field';

const png = (name = 'gear.png', size = 1000) => {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function Harness(props: Partial<FileFieldProps> & { onChosen?: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <FileField
        label="Image"
        hint="Required"
        accept={IMAGE_ACCEPT}
        file={file}
        onFileChange={(next) => {
          setFile(next);
          props.onChosen?.(next);
        }}
        validate={fileCheck(FILE_RULES.sliderImage)}
        rules={fileRuleHint(FILE_RULES.sliderImage)}
        {...props}
      />
      <button
        type="button"
        onClick={() => {
          setFile(null);
        }}
      >
        Reset
      </button>
    </>
  );
}

describe('FileField', () => {
  it('is labelled with its hint and previews a valid image', async () => {
    const user = userEvent.setup();
    const onChosen = vi.fn();
    render(<Harness onChosen={onChosen} />);
    const input = screen.getByLabelText('Image (Required)');
    await user.upload(input, png());
    expect(onChosen).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'gear.png' }));
    expect(screen.getByRole('img', { name: 'Preview of image' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
  });

  it('refuses a wrong type with the spec message and clears the input', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChosen = vi.fn();
    render(<Harness onChosen={onChosen} />);
    const input = screen.getByLabelText<HTMLInputElement>('Image (Required)');
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION.imageType);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.value).toBe('');
    expect(onChosen).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('refuses an image one byte over 10 MB, and a valid choice clears the message', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Image (Required)');
    await user.upload(input, png('big.png', IMAGE_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION.imageSize);
    await user.upload(input, png('ok.png', IMAGE_MAX_BYTES));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the current image only while no new file is chosen, and resets with the form', async () => {
    const user = userEvent.setup();
    render(<Harness hint="Optional" currentUrl="/uploads/old.png" />);
    expect(screen.getByRole('img', { name: 'Current image of image' })).toHaveAttribute(
      'src',
      '/backend/uploads/old.png',
    );
    const input = screen.getByLabelText<HTMLInputElement>('Image (Optional)');
    await user.upload(input, png());
    expect(screen.queryByRole('img', { name: 'Current image of image' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input.value).toBe('');
    expect(screen.getByRole('img', { name: 'Current image of image' })).toBeInTheDocument();
  });

  it('offers Remove for a chosen file when removable, and shows form errors', async () => {
    const user = userEvent.setup();
    render(<Harness removable previewAlt="Sub image 2" error="Please choose a file." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a file.');
    await user.upload(screen.getByLabelText('Image (Required)'), png());
    await user.click(screen.getByRole('button', { name: 'Remove Sub image 2' }));
    expect(screen.queryByRole('img', { name: 'Preview of sub image 2' })).toBeNull();
  });

  it('says what it accepts before anything is picked, and never "No file chosen"', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Image (Required)');
    // The accepted types and the limit describe the picker (screen readers read them with it).
    expect(input).toHaveAccessibleDescription(fileRuleHint(FILE_RULES.sliderImage));
    expect(fileRuleHint(FILE_RULES.sliderImage)).toMatch(/^JPEG, PNG or GIF, up to 10\sMB$/);
    expect(screen.getByText('Choose a file')).toBeVisible();
    expect(screen.queryByText(/no file chosen/i)).not.toBeInTheDocument();
  });

  it('takes a file dropped on it, with the same checks, and shows its name and size', () => {
    const onChosen = vi.fn();
    render(<Harness onChosen={onChosen} />);
    const zone = screen.getByText('Choose a file').closest('label');
    if (!zone) throw new Error('no drop zone');
    fireEvent.drop(zone, { dataTransfer: { files: [png('wheel.png', 2.5 * 1024 * 1024)] } });
    expect(onChosen).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'wheel.png' }));
    expect(screen.getByText('wheel.png (2.5 MB)')).toBeVisible();

    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(onChosen).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION.imageType);
    expect(screen.getByLabelText('Image (Required)')).toHaveAccessibleDescription(
      `${fileRuleHint(FILE_RULES.sliderImage)} ${VALIDATION.imageType}`,
    );
  });
});
