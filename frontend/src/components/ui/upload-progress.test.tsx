import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgressBar } from './upload-progress';

describe('UploadProgressBar', () => {
  it('shows nothing before the first progress event', () => {
    const { container } = render(<UploadProgressBar progress={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the percentage while uploading, then that the server is saving', () => {
    const { rerender } = render(<UploadProgressBar progress={{ loaded: 42, total: 100 }} />);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '42',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Uploading… 42%');
    rerender(<UploadProgressBar progress={{ loaded: 100, total: 100 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Upload complete, saving…');
  });
});
