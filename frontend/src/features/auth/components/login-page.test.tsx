import { ACCOUNT_MESSAGES } from '@gear/contract/account';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loginNoticeState } from '@/components/admin/login-notice';
import { AdminToaster } from '@/components/admin/toast';
import { json, type MockAnswer, mockFetch } from '@/test/mock-fetch';
import { renderPage, renderRoutes } from '@/test/render-with-router';
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

describe('LoginPage: two-step verification (issue 21)', () => {
  const REQUIRED = json(
    { success: false, message: ACCOUNT_MESSAGES.enterCode, details: { two_factor: 'required' } },
    401,
  );
  const INVALID = json(
    { success: false, message: ACCOUNT_MESSAGES.wrongCode, details: { two_factor: 'invalid' } },
    401,
  );

  /** The login page, and a dashboard that shows the admin's toasts (as the admin layout does). */
  function setup(answers: MockAnswer[]) {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const queue = [...answers];
    const fetchMock = mockFetch({
      [LOGIN]: () => {
        const next = queue.shift();
        if (!next || next instanceof Error) throw new Error('no more answers');
        return typeof next === 'function' ? next() : next.clone();
      },
    });
    renderRoutes(
      [
        { path: '/admin', element: <LoginPage /> },
        {
          path: DASHBOARD,
          element: (
            <>
              <h1>Stub {DASHBOARD}</h1>
              <AdminToaster />
            </>
          ),
        },
      ],
      '/admin',
    );
    const bodies = () =>
      fetchMock.mock.calls.map(
        ([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : '') as unknown,
      );
    return { user: userEvent.setup(), bodies };
  }

  it('a right password asks for the code in the same card, focused; the code signs in', async () => {
    const { user, bodies } = setup([
      REQUIRED,
      json({ success: true, token: 'jwt-2fa', message: 'Login successful' }),
    ]);
    await submit('admin', 'secret');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Two-step verification' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.enterCode)).toBeInTheDocument();
    const code = screen.getByLabelText('Authentication code');
    await waitFor(() => {
      expect(code).toHaveFocus();
    });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: `Stub ${DASHBOARD}` })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('jwt-2fa');
    expect(bodies()).toEqual([
      { username: 'admin', password: 'secret' },
      { username: 'admin', password: 'secret', code: '123456' },
    ]);
  });

  it('an empty code is asked for without a request', async () => {
    const { user, bodies } = setup([REQUIRED]);
    await submit('admin', 'secret');
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(bodies()).toHaveLength(1);
  });

  it("a wrong code shows the server's message, clears the field and focuses it", async () => {
    const { user } = setup([REQUIRED, INVALID]);
    await submit('admin', 'secret');
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.wrongCode);
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveValue('');
    await waitFor(() => {
      expect(code).toHaveFocus();
    });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('too many wrong codes (429) keep the code step with the message', async () => {
    const { user } = setup([
      REQUIRED,
      json({ success: false, error: ADMIN_MESSAGES.tooManyLogins }, 429),
    ]);
    await submit('admin', 'secret');
    await user.type(await screen.findByLabelText('Authentication code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.tooManyLogins);
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
  });

  it('a recovery code: the field says so, and the left count is a toast after signing in', async () => {
    const { user, bodies } = setup([
      REQUIRED,
      json({ success: true, token: 'jwt-rc', message: ACCOUNT_MESSAGES.recoveryCodeUsed(9) }),
    ]);
    await submit('admin', 'secret');
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));

    const code = screen.getByLabelText('Recovery code');
    expect(code).not.toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('Enter one of your recovery codes.')).toBeInTheDocument();
    await waitFor(() => {
      expect(code).toHaveFocus();
    });
    await user.type(code, 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: `Stub ${DASHBOARD}` })).toBeInTheDocument();
    expect(
      await screen.findByText('Signed in with a recovery code. 9 recovery codes are left.'),
    ).toBeInTheDocument();
    expect(bodies()[1]).toEqual({ username: 'admin', password: 'secret', code: 'abcde-12345' });
  });

  it('the kind of code switches back, and Back returns to the password with it kept', async () => {
    const { user, bodies } = setup([
      REQUIRED,
      json({ success: false, message: 'Invalid username or password' }, 401),
    ]);
    await submit('admin', 'secret');
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.click(screen.getByRole('button', { name: 'Use the code from the app' }));
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '42');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Password')).toHaveValue('secret');
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    await waitFor(() => {
      expect(screen.getByLabelText('Password')).toHaveFocus();
    });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // The code of the abandoned step is not sent.
    await waitFor(() => {
      expect(bodies()).toHaveLength(2);
    });
    expect(bodies()[1]).toEqual({ username: 'admin', password: 'secret' });
  });

  it('a refused password at the code step (changed meanwhile) goes back to the password', async () => {
    const { user } = setup([
      REQUIRED,
      json({ success: false, message: ADMIN_MESSAGES.invalidCredentials }, 401),
    ]);
    await submit('admin', 'secret');
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.invalidCredentials);
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  });

  it('a notice passed by the page that sent the owner here is shown (signed out everywhere)', () => {
    mockFetch({});
    renderRoutes(
      [{ path: '/admin', element: <LoginPage /> }],
      '/admin',
      loginNoticeState(ACCOUNT_MESSAGES.signedOutEverywhere),
    );
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.signedOutEverywhere);
  });
});
