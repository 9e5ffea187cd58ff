import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useConfirm } from './confirm-dialog';

function Harness() {
  const [confirm, dialog] = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={() => {
          void confirm('Are you sure you want to delete this image?').then((yes) => {
            setAnswer(String(yes));
          });
        }}
      >
        Delete image
      </button>
      <p>answer: {answer}</p>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('asks in a dialog; Delete answers true', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Delete image' }));
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this image?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('answer: true')).toBeInTheDocument();
  });

  it('Cancel, Escape and the close button answer false; focus never starts on Delete', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Delete image' });

    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveFocus();
    await user.click(screen.getAllByRole('button', { name: 'Cancel' })[1]!);
    expect(screen.getByText('answer: false')).toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('answer: false')).toBeInTheDocument();
  });
});
