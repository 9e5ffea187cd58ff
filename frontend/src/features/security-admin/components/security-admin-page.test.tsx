import { ACCOUNT_MESSAGES, type AccountStatus } from '@gear/contract/account';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readLoginNotice } from '@/components/admin/login-notice';
import { AdminToaster } from '@/components/admin/toast';
import { callsTo, json, type MockAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-with-router';
import { ENROLMENT_TEXTS } from './two-factor-enrolment';
import { RECOVERY_TEXTS } from './recovery-codes';
import { SESSION_TEXTS } from './sessions-section';
import { TWO_FACTOR_TEXTS } from './two-factor-section';
import { SecurityAdminPage } from './security-admin-page';

const ACCOUNT = 'GET /backend/api/account';
const SETUP = 'POST /backend/api/account/2fa/setup';
const ENABLE = 'POST /backend/api/account/2fa/enable';
const DISABLE = 'POST /backend/api/account/2fa/disable';
const RENEW = 'POST /backend/api/account/2fa/recovery-codes';
const PASSWORD = 'POST /backend/api/account/password';
const SIGN_OUT = 'POST /backend/api/account/sign-out-everywhere';

const OFF: AccountStatus = {
  username: 'admin',
  two_factor: { enabled: false, recovery_codes_left: 0 },
  password_source: 'environment',
  password_changed_at: null,
  sessions_valid_from: '2026-11-20T10:00:00.000Z',
};
const ON: AccountStatus = {
  ...OFF,
  two_factor: { enabled: true, recovery_codes_left: 10 },
  password_source: 'admin',
  password_changed_at: '2026-11-24T09:30:00.000Z',
};
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SETUP_ANSWER = {
  secret: SECRET,
  otpauth_url: `otpauth://totp/Gear%20site%20admin:admin?secret=${SECRET}&issuer=Gear%20site%20admin&algorithm=SHA1&digits=6&period=30`,
  expires_at: '2026-11-25T10:25:00.000Z',
};
const CODES = Array.from({ length: 10 }, (_, index) => `abcd${String(index)}-efgh${String(index)}`);
const refused = (message: string, status = 400) => json({ success: false, error: message }, status);

/** Stands in for the login page: its heading and the notice it was sent with. */
function LoginStandIn() {
  const notice = readLoginNotice(useLocation().state);
  return (
    <>
      <h1>Admin Login</h1>
      <p role="status">{notice}</p>
    </>
  );
}

function setup(answers: Record<string, MockAnswer>) {
  window.localStorage.setItem('token', 'admin-token');
  const fetchMock = mockFetch(answers);
  const user = userEvent.setup();
  renderRoutes(
    [
      {
        path: '/admin/security',
        element: (
          <>
            <SecurityAdminPage />
            <AdminToaster />
          </>
        ),
      },
      { path: '/admin', element: <LoginStandIn /> },
    ],
    '/admin/security',
  );
  const bodyOf = (key: string, index = 0) => {
    const body = callsTo(fetchMock, key)[index]?.[1]?.body;
    return JSON.parse(typeof body === 'string' ? body : '') as unknown;
  };
  return { fetchMock, user, bodyOf };
}

/** Answers `answers` in turn (the last one again when they run out). */
const inTurn = (...answers: Response[]) => {
  let index = 0;
  return () => (answers[Math.min(index++, answers.length - 1)] ?? json({}, 500)).clone();
};

const section = (name: string) => screen.getByRole('region', { name });
const toast = (message: string) => screen.findByText(message, { selector: '.Toastify *' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('SecurityAdminPage', () => {
  it('says what is set, in plain words', async () => {
    setup({ [ACCOUNT]: json(OFF) });
    expect(screen.getByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.loadingSecurity)).toBeInTheDocument();

    const twoFactor = await screen.findByRole('region', { name: 'Two-step verification' });
    expect(twoFactor).toHaveTextContent('Status: Off');
    expect(within(twoFactor).getByText(TWO_FACTOR_TEXTS.off)).toBeInTheDocument();
    expect(section('Change password')).toHaveTextContent(
      'Password set on the server (ADMIN_PASSWORD or ADMIN_PASSWORD_HASH).',
    );
    const sessions = section('Sessions');
    expect(sessions).toHaveTextContent(/^Sessions.*Sessions valid since 20 Nov 2026/);
    expect(within(sessions).getByText(/20 Nov 2026/)).toHaveAttribute(
      'dateTime',
      OFF.sessions_valid_from,
    );
  });

  it('a password set in the admin, and 2FA on with the codes left', async () => {
    setup({
      [ACCOUNT]: json({ ...ON, two_factor: { enabled: true, recovery_codes_left: 1 } }),
    });
    expect(
      await screen.findByText('On — 1 recovery code left', { selector: 'strong' }),
    ).toBeInTheDocument();
    expect(screen.getByText(TWO_FACTOR_TEXTS.on)).toBeInTheDocument();
    expect(section('Change password')).toHaveTextContent(
      /Password set in the admin on 24 Nov 2026, \d+:30 (am|pm)\./,
    );
  });

  it('a backend without the account calls (404) gets a sentence', async () => {
    setup({ [ACCOUNT]: refused('Not found', 404) });
    expect(await screen.findByText(ADMIN_MESSAGES.securityUnsupported)).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('region', { name: 'Change password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed load says so once, with a way to try again', async () => {
    const { user, fetchMock } = setup({ [ACCOUNT]: inTurn(refused('Boom', 500), json(OFF)) });
    expect(await toast(ACCOUNT_MESSAGES.accountFetchFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Sessions' })).toBeInTheDocument();
    expect(callsTo(fetchMock, ACCOUNT)).toHaveLength(2);
  });
});

describe('SecurityAdminPage: turning two-step verification on', () => {
  it('shows the QR code and the secret, refuses a wrong code, then shows the codes once', async () => {
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    const { user, fetchMock, bodyOf } = setup({
      [ACCOUNT]: inTurn(json(OFF), json(ON)),
      [SETUP]: json(SETUP_ANSWER),
      [ENABLE]: inTurn(
        refused(ACCOUNT_MESSAGES.wrongCode),
        json({ success: true, message: ACCOUNT_MESSAGES.twoFactorOn, recovery_codes: CODES }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step verification' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.querySelectorAll('path')).toHaveLength(1);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(bodyOf(SETUP)).toEqual({});
    const secret = within(screen.getByRole('group', { name: 'Secret key' }));
    expect(secret.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByText(ENROLMENT_TEXTS.scan)).toBeInTheDocument();
    expect(screen.getByText(ENROLMENT_TEXTS.confirm)).toBeInTheDocument();
    expect(section('Two-step verification')).toHaveTextContent(
      /This set-up expires at 25 Nov 2026, .+ \(10 minutes\); then start again\./,
    );

    const code = screen.getByLabelText('Code from the app');
    expect(code).toHaveFocus();

    await user.click(secret.getByRole('button', { name: 'Copy the secret key' }));
    expect(await toast(ENROLMENT_TEXTS.secretCopied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.wrongCode)).toBeInTheDocument();
    expect(code).toHaveValue('');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const heading = await screen.findByRole('heading', { name: 'Recovery codes' });
    expect(heading).toHaveFocus();
    expect(bodyOf(ENABLE, 1)).toEqual({ code: '123456' });
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByText(RECOVERY_TEXTS.intro)).toBeInTheDocument();
    expect(await toast(ACCOUNT_MESSAGES.twoFactorOn)).toBeInTheDocument();
    expect(
      await screen.findByText('On — 10 recovery codes left', { selector: 'strong' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, ACCOUNT)).toHaveLength(2);
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download codes' }));
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.download).toBe('gear-site-recovery-codes.txt');
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await toast(RECOVERY_TEXTS.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toHaveFocus();
  });

  it('an empty code is asked for without a request; Cancel goes back', async () => {
    const { user, fetchMock } = setup({ [ACCOUNT]: json(OFF), [SETUP]: json(SETUP_ANSWER) });
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step verification' }));
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, ENABLE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on two-step verification' })).toBeEnabled();
  });

  it('an expired set-up says to start again, at the field', async () => {
    const { user } = setup({
      [ACCOUNT]: json(OFF),
      [SETUP]: json(SETUP_ANSWER),
      [ENABLE]: refused(ACCOUNT_MESSAGES.noEnrolment, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step verification' }));
    await user.type(await screen.findByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.noEnrolment)).toBeInTheDocument();
  });
});

describe('SecurityAdminPage: with two-step verification on', () => {
  it('turning it off needs a code (a recovery code works too)', async () => {
    const { user, bodyOf } = setup({
      [ACCOUNT]: inTurn(json(ON), json(OFF)),
      [DISABLE]: inTurn(
        refused(ACCOUNT_MESSAGES.reusedCode),
        json({ success: true, message: ACCOUNT_MESSAGES.twoFactorOff }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off two-step verification' }));
    const code = screen.getByLabelText('Code from the app or a recovery code');
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(TWO_FACTOR_TEXTS.codeFor);
    expect(code).not.toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.reusedCode)).toBeInTheDocument();

    await user.type(code, 'abcd1-efgh1');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await toast(ACCOUNT_MESSAGES.twoFactorOff)).toBeInTheDocument();
    expect(bodyOf(DISABLE, 1)).toEqual({ code: 'abcd1-efgh1' });
    expect(await screen.findByText('Off', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on two-step verification' })).toBeEnabled();
  });

  it('new recovery codes need a code and are shown once', async () => {
    const { user, bodyOf } = setup({
      [ACCOUNT]: json(ON),
      [RENEW]: json({
        success: true,
        message: ACCOUNT_MESSAGES.recoveryCodesRenewed,
        recovery_codes: CODES,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    await user.type(screen.getByLabelText('Code from the app or a recovery code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Make new codes' }));
    expect(await screen.findByRole('heading', { name: 'Recovery codes' })).toHaveFocus();
    expect(await toast(ACCOUNT_MESSAGES.recoveryCodesRenewed)).toBeInTheDocument();
    expect(bodyOf(RENEW)).toEqual({ code: '654321' });
    expect(
      within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem'),
    ).toHaveLength(10);
  });
});

describe('SecurityAdminPage: changing the password', () => {
  const form = () => within(screen.getByRole('form', { name: 'Change password' }));

  it('checks the fields first: required, length, the same twice', async () => {
    const { user, fetchMock } = setup({ [ACCOUNT]: json(OFF) });
    await screen.findByRole('form', { name: 'Change password' });
    await user.type(form().getByLabelText('New password'), 'short');
    await user.type(form().getByLabelText('Confirm new password'), 'other');
    await user.click(form().getByRole('button', { name: 'Change password' }));

    expect(await form().findByText('Please enter your current password.')).toBeInTheDocument();
    expect(form().getByText(ACCOUNT_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(form().getByText(ACCOUNT_MESSAGES.passwordsDiffer)).toBeInTheDocument();
    expect(form().getByLabelText('Current password')).toHaveFocus();
    expect(form().getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      ACCOUNT_MESSAGES.passwordsDiffer,
    );
    expect(callsTo(fetchMock, PASSWORD)).toHaveLength(0);

    await user.type(form().getByLabelText('Current password'), 'long-enough');
    await user.clear(form().getByLabelText('New password'));
    await user.type(form().getByLabelText('New password'), 'long-enough');
    await user.click(form().getByRole('button', { name: 'Change password' }));
    expect(await form().findByText(ACCOUNT_MESSAGES.passwordSame)).toBeInTheDocument();
    expect(callsTo(fetchMock, PASSWORD)).toHaveLength(0);
  });

  it("a wrong current password is the server's message at that field", async () => {
    const { user } = setup({
      [ACCOUNT]: json(OFF),
      [PASSWORD]: refused(ACCOUNT_MESSAGES.currentPasswordWrong),
    });
    await screen.findByRole('form', { name: 'Change password' });
    await user.type(form().getByLabelText('Current password'), 'not-it');
    await user.type(form().getByLabelText('New password'), 'brand-new-1');
    await user.type(form().getByLabelText('Confirm new password'), 'brand-new-1');
    await user.click(form().getByRole('button', { name: 'Change password' }));

    const current = form().getByLabelText('Current password');
    await waitFor(() => {
      expect(current).toHaveAccessibleDescription(ACCOUNT_MESSAGES.currentPasswordWrong);
    });
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(window.localStorage.getItem('token')).toBe('admin-token');
  });

  it('a changed password keeps this session with the new token and clears the form', async () => {
    const { user, bodyOf, fetchMock } = setup({
      [ACCOUNT]: json(OFF),
      [PASSWORD]: json({
        success: true,
        message: ACCOUNT_MESSAGES.passwordChanged,
        token: 'fresh-token',
      }),
    });
    await screen.findByRole('form', { name: 'Change password' });
    await user.type(form().getByLabelText('Current password'), 'old-password');
    await user.type(form().getByLabelText('New password'), 'brand-new-1');
    await user.type(form().getByLabelText('Confirm new password'), 'brand-new-1');
    await user.click(form().getByRole('button', { name: 'Change password' }));

    expect(await toast(ACCOUNT_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
    expect(bodyOf(PASSWORD)).toEqual({
      current_password: 'old-password',
      new_password: 'brand-new-1',
    });
    const sent = callsTo(fetchMock, PASSWORD)[0]?.[1];
    expect(new Headers(sent?.headers).get('Authorization')).toBe('Bearer admin-token');
    expect(form().getByLabelText('Current password')).toHaveValue('');
    expect(form().getByLabelText('New password')).toHaveValue('');
    expect(form().getByLabelText('Confirm new password')).toHaveValue('');
    expect(form().getByLabelText('Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(form().getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  });
});

describe('SecurityAdminPage: sign out everywhere', () => {
  it('asks first; then the token is gone and the login page says why', async () => {
    const { user, fetchMock } = setup({
      [ACCOUNT]: json(OFF),
      [SIGN_OUT]: json({ success: true, message: 'Signed out everywhere.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: SESSION_TEXTS.confirmTitle });
    expect(dialog).toHaveTextContent(SESSION_TEXTS.confirm);
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    expect(callsTo(fetchMock, SIGN_OUT)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Sign out everywhere?' })).getByRole('button', {
        name: 'Sign out everywhere',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.signedOutEverywhere);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(callsTo(fetchMock, SIGN_OUT)).toHaveLength(1);
  });

  it('a failure is a toast and nothing changes', async () => {
    const { user } = setup({ [ACCOUNT]: json(OFF), [SIGN_OUT]: refused('Boom', 500) });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out everywhere' }),
    );
    expect(await toast('Boom')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('admin-token');
  });
});
