import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { useSchemaForm } from './use-schema-form';

const Schema = z.object({
  name: z.string().check(z.minLength(1, 'Please enter your name.')),
  email: z.string().check(z.minLength(1, 'Please enter your email address.')),
});
type Values = z.output<typeof Schema>;
const EMPTY = { name: '', email: '' };

function Probe({
  onValid,
  initial,
}: {
  onValid: (values: Values) => Promise<void>;
  initial?: Partial<Record<'name' | 'email', string>>;
}) {
  const form = useSchemaForm<'name' | 'email', Values>(Schema, EMPTY, (name) => initial?.[name]);
  const [sent, setSent] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        void form.handleSubmit(async (values) => {
          await onValid(values);
          setSent(values.name);
          form.reset();
        })(event);
      }}
    >
      {(['name', 'email'] as const).map((name) => (
        <label key={name}>
          {name}
          <input {...form.register(name)} aria-invalid={form.errors[name] ? true : undefined} />
          {form.errors[name] ? <span>{form.errors[name]}</span> : null}
        </label>
      ))}
      <button type="submit" disabled={form.submitting}>
        {form.submitting ? 'Sending...' : 'Send'}
      </button>
      <output>{sent}</output>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('validates on submit, focuses the first invalid field and sends nothing', async () => {
    const onValid = vi.fn(() => Promise.resolve());
    const user = userEvent.setup({ delay: null });
    render(<Probe onValid={onValid} />);
    expect(screen.queryByText('Please enter your name.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^name/)).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('re-validates on change after a failed submit', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Probe onValid={() => Promise.resolve()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByLabelText(/^name/), 'A');
    expect(screen.queryByText('Please enter your name.')).toBeNull();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
  });

  it('hands the parsed values over, is submitting meanwhile, and reset empties the fields', async () => {
    let release: () => void = () => {};
    const onValid = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const user = userEvent.setup({ delay: null });
    render(<Probe onValid={onValid} />);
    await user.type(screen.getByLabelText(/^name/), 'Asha');
    await user.type(screen.getByLabelText(/^email/), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(onValid).toHaveBeenCalledWith({ name: 'Asha', email: 'a@example.com' });
    release();
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Asha');
    });
    expect(screen.getByLabelText(/^name/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('starts from the initial values', () => {
    render(<Probe onValid={() => Promise.resolve()} initial={{ email: 'kept@example.com' }} />);
    expect(screen.getByLabelText(/^email/)).toHaveValue('kept@example.com');
    expect(screen.getByLabelText(/^name/)).toHaveValue('');
  });
});
