import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { LoginPage } from './login-page';

const LOGIN = 'POST /backend/logAdmin';
const DASHBOARD = '/admin/dashboard';

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('stores the token and goes to the dashboard on success', async () => {
    const fetchMock = mockFetch({
      [LOGIN]: json({ success: true, token: 'jwt-token', message: 'Login successful' }),
    });
    renderPage(<LoginPage />, { path: '/admin', stubs: [DASHBOARD] });

    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    await submit('admin', 'secret');

    expect(await screen.findByRole('heading', { name: `Stub ${DASHBOARD}` })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('jwt-token');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(JSON.stringify({ username: 'admin', password: 'secret' }));
  });

  it("shows the server's message on failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ [LOGIN]: json({ success: false, message: 'Invalid username or password' }, 401) });
    renderPage(<LoginPage />, { path: '/admin', stubs: [DASHBOARD] });

    await submit('admin', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("shows the server's error field when it sends no message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      [LOGIN]: json(
        { success: false, error: 'Too many failed login attempts. Please try again later.' },
        429,
      ),
    });
    renderPage(<LoginPage />, { path: '/admin' });
    await submit('admin', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed login attempts');
  });

  it("shows 'Something went wrong!' when the server cannot be reached", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ [LOGIN]: new TypeError('Failed to fetch') });
    renderPage(<LoginPage />, { path: '/admin' });
    await submit('admin', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
  });

  it("shows 'Something went wrong!' for an unsuccessful answer without a message", async () => {
    mockFetch({ [LOGIN]: json({ success: false }) });
    renderPage(<LoginPage />, { path: '/admin' });
    await submit('admin', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
  });

  it("disables the button and reads 'Processing...' while submitting", async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch({
      [LOGIN]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderPage(<LoginPage />, { path: '/admin', stubs: [DASHBOARD] });
    await submit('admin', 'secret');

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    answer(json({ success: true, token: 't' }));
    expect(await screen.findByRole('heading', { name: `Stub ${DASHBOARD}` })).toBeInTheDocument();
  });

  it('requires a username and a password', async () => {
    const fetchMock = mockFetch({});
    renderPage(<LoginPage />, { path: '/admin' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Please enter your username.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes straight to the dashboard when a token is stored', async () => {
    window.localStorage.setItem('token', 'existing');
    renderPage(<LoginPage />, { path: '/admin', stubs: [DASHBOARD] });
    expect(await screen.findByRole('heading', { name: `Stub ${DASHBOARD}` })).toBeInTheDocument();
  });
});
