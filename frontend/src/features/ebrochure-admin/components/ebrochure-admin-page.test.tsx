import { IMAGE_MAX_BYTES, PDF_MAX_BYTES } from '@gear/contract/limits';
import { ADMIN_MESSAGES, VALIDATION } from '@gear/contract/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminToaster } from '@/components/admin/toast';
import { callsTo, json, mockFetch, type FetchMock, type MockAnswer } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { EbrochureAdminPage } from './ebrochure-admin-page';
import { FakeXhr } from '@/test/fake-xhr';

const GET = 'GET /backend/api/ebrochure';
const POST = 'POST /backend/api/ebrochure';
const DELETE = 'DELETE /backend/api/ebrochure';

const RECORD = {
  cover_image: '/uploads/ebrochure/cover-1.png',
  pdf_file: '/uploads/ebrochure/catalogue-1.pdf',
  updated_at: '2026-01-02T03:04:05.000Z',
};

const file = (name: string, type: string, size = 1000) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};
const cover = (name = 'cover.png', size?: number) => file(name, 'image/png', size);
const pdf = (name = 'catalogue.pdf', size?: number) => file(name, 'application/pdf', size);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

function renderManager(answers: Record<string, MockAnswer>) {
  const fetchMock = mockFetch(answers);
  // applyAccept: false, so the page's own type checks see the wrong files.
  const user = userEvent.setup({ applyAccept: false });
  renderPage(
    <>
      <EbrochureAdminPage />
      <AdminToaster />
    </>,
    { path: '/admin/e-brochure' },
  );
  return { fetchMock, user };
}

/** The FormData of the n-th call matching `key`. */
function sentForm(fetchMock: FetchMock, key: string, index = 0): FormData {
  const body = callsTo(fetchMock, key)[index]?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error(`no multipart ${key} call #${String(index)}`);
  return body;
}

const coverInput = () => screen.getByLabelText(/^Cover Image/);
const pdfInput = () => screen.getByLabelText(/^PDF File/);
const toast = (message: string) => screen.findByText(message, { selector: '.Toastify *' });

beforeEach(() => {
  window.localStorage.setItem('token', 'admin-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EbrochureAdminPage: loading and none', () => {
  it('loads with the token, then shows the add form with both files Required', async () => {
    const { fetchMock } = renderManager({ [GET]: json(null) });
    expect(screen.getByRole('heading', { level: 1, name: 'Manage E-Brochure' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading e-brochure...');

    expect(await screen.findByRole('heading', { name: 'Add E-Brochure' })).toBeVisible();
    expect(screen.getByText('Cover Image').parentElement).toHaveTextContent(
      'Cover Image (Required)',
    );
    expect(screen.getByText('PDF File').parentElement).toHaveTextContent('PDF File (Required)');
    expect(pdfInput()).toHaveAttribute('accept', 'application/pdf');
    expect(screen.getByRole('button', { name: 'Upload E-Brochure' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading e-brochure...')).not.toBeInTheDocument();

    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it.each([
    ['a 404 answer', json({ success: false, error: 'No e-brochure found' }, 404)],
    ['a { data: null } answer', json({ data: null })],
    ['an empty answer', new Response('', { status: 200 })],
  ])('treats %s as no brochure', async (_case, answer) => {
    renderManager({ [GET]: answer });
    expect(await screen.findByRole('heading', { name: 'Add E-Brochure' })).toBeVisible();
    expect(screen.queryByText('No e-brochure found')).not.toBeInTheDocument();
  });

  it("says 'Backend server is down…' when the load cannot reach the server, and retries", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let reachable = false;
    renderManager({
      [GET]: () => (reachable ? json(RECORD) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    expect(await toast(ADMIN_MESSAGES.backendDown)).toBeVisible();
    // The toast is raised as the load fails; the page's failed state renders just after it.
    expect(await screen.findByText('The current e-brochure could not be loaded.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Add E-Brochure' })).not.toBeInTheDocument();

    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Current E-Brochure' })).toBeVisible();
  });

  it("says 'Failed to fetch e-brochure!' for any other load failure", async () => {
    renderManager({ [GET]: json({ success: false, error: 'Database unavailable' }, 500) });
    expect(await toast(ADMIN_MESSAGES.ebrochureFetchFailed)).toBeVisible();
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
  });
});

describe('EbrochureAdminPage: present', () => {
  it('shows the one-row table: cover, View PDF in a new tab, Edit and Delete', async () => {
    renderManager({ [GET]: json({ data: RECORD }) });
    const table = await screen.findByRole('table', { name: 'Current E-Brochure' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Cover Image', 'PDF File', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    const image = within(table).getByRole('img', { name: 'E-brochure cover' });
    expect(image.getAttribute('src')).toMatch(
      /^\/backend\/uploads\/ebrochure\/cover-1\.png\?t=\d+$/,
    );
    const link = within(table).getByRole('link', { name: /^View PDF/ });
    expect(link).toHaveAttribute('href', '/backend/uploads/ebrochure/catalogue-1.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(table).getByRole('button', { name: 'Edit e-brochure' })).toBeEnabled();
    expect(within(table).getByRole('button', { name: 'Delete e-brochure' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Add E-Brochure' })).not.toBeInTheDocument();
  });
});

describe('EbrochureAdminPage: adding', () => {
  it('requires both files, with the message on the first empty field and focus moved there', async () => {
    const { fetchMock, user } = renderManager({ [GET]: json(null) });
    const submit = await screen.findByRole('button', { name: 'Upload E-Brochure' });

    await user.click(submit);
    expect(screen.getByText(VALIDATION.ebrochureBothRequired)).toBeVisible();
    expect(screen.getAllByText(VALIDATION.ebrochureBothRequired)).toHaveLength(1);
    expect(coverInput()).toHaveFocus();
    expect(coverInput()).toHaveAttribute('aria-invalid', 'true');

    await user.upload(coverInput(), cover());
    expect(screen.queryByText(VALIDATION.ebrochureBothRequired)).not.toBeInTheDocument();
    await user.click(submit);
    expect(screen.getByText(VALIDATION.ebrochureBothRequired)).toBeVisible();
    expect(pdfInput()).toHaveFocus();
    expect(pdfInput()).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, POST)).toHaveLength(0);
  });

  it('rejects and clears a wrong or oversized cover image and PDF with the spec messages', async () => {
    const { user } = renderManager({ [GET]: json(null) });
    await screen.findByRole('heading', { name: 'Add E-Brochure' });

    await user.upload(coverInput(), file('notes.txt', 'text/plain'));
    expect(screen.getByText(VALIDATION.coverImageType)).toBeVisible();
    expect((coverInput() as HTMLInputElement).value).toBe('');
    await user.upload(coverInput(), cover('huge.png', IMAGE_MAX_BYTES + 1));
    expect(screen.getByText(VALIDATION.coverImageSize)).toBeVisible();
    await user.upload(coverInput(), cover('ok.png', IMAGE_MAX_BYTES));
    expect(screen.queryByText(VALIDATION.coverImageSize)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the new cover image' })).toBeVisible();

    await user.upload(pdfInput(), cover('cover.png'));
    expect(screen.getByText(VALIDATION.pdfType)).toBeVisible();
    expect((pdfInput() as HTMLInputElement).value).toBe('');
    await user.upload(pdfInput(), pdf('huge.pdf', PDF_MAX_BYTES + 1));
    expect(screen.getByText(VALIDATION.pdfSize)).toBeVisible();
    await user.upload(pdfInput(), pdf('full.pdf', PDF_MAX_BYTES));
    expect(screen.queryByText(VALIDATION.pdfSize)).not.toBeInTheDocument();
    // The chosen file is named with its size.
    expect(screen.getByText('full.pdf (20.0 MB)')).toBeVisible();
  });

  it("uploads both files, shows the server's message and the table", async () => {
    const { fetchMock, user } = renderManager({
      [GET]: json(null),
      [POST]: json({ success: true, message: 'Brochure is live', data: RECORD }, 201),
    });
    await screen.findByRole('heading', { name: 'Add E-Brochure' });
    await user.upload(coverInput(), cover('new-cover.png'));
    await user.upload(pdfInput(), pdf('new.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload E-Brochure' }));

    expect(await toast('Brochure is live')).toBeVisible();
    const body = sentForm(fetchMock, POST);
    expect((body.get('cover_image') as File).name).toBe('new-cover.png');
    expect((body.get('pdf_file') as File).name).toBe('new.pdf');
    const headers = new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer admin-token');
    expect(await screen.findByRole('table', { name: 'Current E-Brochure' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit e-brochure' })).toHaveFocus();
  });

  it("falls back to 'E-Brochure added successfully!' and reloads when the answer has no record", async () => {
    let stored: typeof RECORD | null = null;
    const { fetchMock, user } = renderManager({
      [GET]: () => json(stored),
      [POST]: () => {
        stored = RECORD;
        return json({});
      },
    });
    await screen.findByRole('heading', { name: 'Add E-Brochure' });
    await user.upload(coverInput(), cover());
    await user.upload(pdfInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload E-Brochure' }));
    expect(await toast(ADMIN_MESSAGES.ebrochureAdded)).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Current E-Brochure' })).toBeVisible();
    expect(callsTo(fetchMock, GET)).toHaveLength(2);
  });

  it.each([
    ['the server error', json({ success: false, error: 'Disk full' }, 500), 'Disk full'],
    ['no server error', json({ success: false }, 500), ADMIN_MESSAGES.ebrochureAddFailed],
    ['a network failure', new TypeError('Failed to fetch'), ADMIN_MESSAGES.ebrochureAddFailed],
  ])('on failure with %s, tells it and keeps the chosen files', async (_case, answer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderManager({ [GET]: json(null), [POST]: answer });
    await screen.findByRole('heading', { name: 'Add E-Brochure' });
    await user.upload(coverInput(), cover());
    await user.upload(pdfInput(), pdf('kept.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload E-Brochure' }));

    expect(await toast(message)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Add E-Brochure' })).toBeVisible();
    expect(screen.getByText(/^kept\.pdf \(\d/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload E-Brochure' })).toBeEnabled();
  });

  it("shows 'Processing...' and disables the form while the upload runs", async () => {
    const answer = deferred<Response>();
    const { fetchMock, user } = renderManager({
      [GET]: json(null),
      [POST]: () => answer.promise,
    });
    await screen.findByRole('heading', { name: 'Add E-Brochure' });
    await user.upload(coverInput(), cover());
    await user.upload(pdfInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload E-Brochure' }));

    const busy = screen.getByRole('button', { name: ADMIN_MESSAGES.processing });
    expect(busy).toBeDisabled();
    expect(coverInput()).toBeDisabled();
    expect(pdfInput()).toBeDisabled();
    await user.click(busy);
    expect(callsTo(fetchMock, POST)).toHaveLength(1);

    await act(async () => {
      answer.resolve(json({ success: true, data: RECORD }, 201));
      await answer.promise;
    });
    expect(await screen.findByRole('table', { name: 'Current E-Brochure' })).toBeVisible();
  });
});

describe('EbrochureAdminPage: editing', () => {
  async function startEditing(answers: Record<string, MockAnswer> = {}) {
    const rendered = renderManager({ [GET]: json(RECORD), ...answers });
    await rendered.user.click(await screen.findByRole('button', { name: 'Edit e-brochure' }));
    return rendered;
  }

  it('shows the current files, Optional hints, a green Update and Cancel', async () => {
    await startEditing();
    const heading = screen.getByRole('heading', { name: 'Update E-Brochure' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Cover Image').parentElement).toHaveTextContent(
      'Cover Image (Optional)',
    );
    expect(screen.getByText('PDF File').parentElement).toHaveTextContent('PDF File (Optional)');
    expect(screen.getByRole('img', { name: 'Current cover of cover image' })).toHaveAttribute(
      'src',
      '/backend/uploads/ebrochure/cover-1.png',
    );
    const link = screen.getByRole('link', { name: /^View PDF/ });
    expect(link).toHaveAttribute('href', '/backend/uploads/ebrochure/catalogue-1.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Update E-Brochure' }).className).toMatch(/success/);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('hides a current file once a new one is chosen', async () => {
    const { user } = await startEditing();
    await user.upload(pdfInput(), pdf('replacement.pdf'));
    expect(screen.queryByRole('link', { name: /^View PDF/ })).not.toBeInTheDocument();
    expect(screen.getByText(/^replacement\.pdf \(\d/)).toBeVisible();
    await user.upload(coverInput(), cover('replacement.png'));
    expect(screen.queryByRole('img', { name: /^Current cover/ })).not.toBeInTheDocument();
  });

  it('requires at least one new file', async () => {
    const { fetchMock, user } = await startEditing();
    await user.click(screen.getByRole('button', { name: 'Update E-Brochure' }));
    expect(screen.getByText(VALIDATION.ebrochureOneRequired)).toBeVisible();
    expect(coverInput()).toHaveFocus();
    expect(callsTo(fetchMock, POST)).toHaveLength(0);
  });

  it('sends only the chosen file and shows the updated record', async () => {
    const updated = { ...RECORD, cover_image: '/uploads/ebrochure/cover-2.png' };
    const { fetchMock, user } = await startEditing({
      [POST]: json({ success: true, data: updated }),
    });
    await user.upload(coverInput(), cover('cover-2.png'));
    await user.click(screen.getByRole('button', { name: 'Update E-Brochure' }));

    expect(await toast(ADMIN_MESSAGES.ebrochureUpdated)).toBeVisible();
    const body = sentForm(fetchMock, POST);
    expect(body.get('cover_image')).toBeInstanceOf(File);
    expect(body.has('pdf_file')).toBe(false);
    const table = await screen.findByRole('table', { name: 'Current E-Brochure' });
    expect(
      within(table).getByRole('img', { name: 'E-brochure cover' }).getAttribute('src'),
    ).toMatch(/cover-2\.png/);
    expect(within(table).getByRole('link', { name: /^View PDF/ })).toHaveAttribute(
      'href',
      '/backend/uploads/ebrochure/catalogue-1.pdf',
    );
  });

  it.each([
    [
      'the server error',
      json({ success: false, error: 'Cover is corrupt' }, 400),
      'Cover is corrupt',
    ],
    ['no server error', json({}, 502), ADMIN_MESSAGES.ebrochureUpdateFailed],
    ['a network failure', new TypeError('Failed to fetch'), ADMIN_MESSAGES.ebrochureUpdateFailed],
  ])('on update failure with %s, tells it and stays in edit mode', async (_c, answer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await startEditing({ [POST]: answer });
    await user.upload(pdfInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'Update E-Brochure' }));
    expect(await toast(message)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Update E-Brochure' })).toBeVisible();
  });

  it('Cancel returns to the table without a request', async () => {
    const { fetchMock, user } = await startEditing();
    await user.upload(coverInput(), cover());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('table', { name: 'Current E-Brochure' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit e-brochure' })).toHaveFocus();
    expect(callsTo(fetchMock, POST)).toHaveLength(0);
  });
});

describe('EbrochureAdminPage: deleting', () => {
  it('asks first; Cancel keeps it, Delete removes it and returns to the add form', async () => {
    const answer = deferred<Response>();
    const { fetchMock, user } = renderManager({
      [GET]: json(RECORD),
      [DELETE]: () => answer.promise,
    });
    await user.click(await screen.findByRole('button', { name: 'Delete e-brochure' }));
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent(VALIDATION.ebrochureDeleteConfirm);
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, DELETE)).toHaveLength(0);
    expect(screen.getByRole('table', { name: 'Current E-Brochure' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete e-brochure' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Please confirm' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(screen.getByRole('button', { name: ADMIN_MESSAGES.deleting })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit e-brochure' })).toBeDisabled();
    await act(async () => {
      answer.resolve(json({ success: true }));
      await answer.promise;
    });

    expect(await toast(ADMIN_MESSAGES.ebrochureDeleted)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Add E-Brochure' })).toHaveFocus();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Cover Image').parentElement).toHaveTextContent('(Required)');
    const headers = new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it("shows the server's message on success", async () => {
    const { user } = renderManager({
      [GET]: json(RECORD),
      [DELETE]: json({ success: true, message: 'Brochure removed' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete e-brochure' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await toast('Brochure removed')).toBeVisible();
  });

  it.each([
    ['the server error', json({ success: false, error: 'Locked' }, 409), 'Locked'],
    ['no server error', json({}, 500), ADMIN_MESSAGES.ebrochureDeleteFailed],
    ['a network failure', new TypeError('Failed to fetch'), ADMIN_MESSAGES.ebrochureDeleteFailed],
  ])('on failure with %s, tells it and keeps the table', async (_c, answer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderManager({ [GET]: json(RECORD), [DELETE]: answer });
    await user.click(await screen.findByRole('button', { name: 'Delete e-brochure' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await toast(message)).toBeVisible();
    expect(screen.getByRole('table', { name: 'Current E-Brochure' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete e-brochure' })).toBeEnabled();
  });

  it('when the brochure was already gone (404), says so and shows the add form', async () => {
    let stored: typeof RECORD | null = RECORD;
    const { user } = renderManager({
      [GET]: () => json(stored),
      [DELETE]: () => {
        stored = null;
        return json({ success: false, error: 'No e-brochure found' }, 404);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete e-brochure' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await toast('No e-brochure found')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Add E-Brochure' })).toBeVisible();
  });
});

describe('EbrochureAdminPage: upload progress', () => {
  it('shows a progress bar with the percentage while the files upload', async () => {
    const { user } = renderManager({ [GET]: json(null) });
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    await screen.findByRole('heading', { name: 'Add E-Brochure' });
    await user.upload(coverInput(), cover());
    await user.upload(pdfInput(), pdf('big.pdf', 15 * 1024 * 1024));
    await user.click(screen.getByRole('button', { name: 'Upload E-Brochure' }));
    await waitFor(() => {
      expect(FakeXhr.last).not.toBeNull();
    });

    act(() => {
      FakeXhr.last?.progress(40, 100);
    });
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '40',
    );
    expect(screen.getByText('Uploading… 40%')).toBeVisible();

    act(() => {
      FakeXhr.last?.progress(100, 100);
    });
    expect(screen.getByText('Upload complete, saving…')).toBeVisible();
    act(() => {
      FakeXhr.last?.answer(201, { success: true, data: RECORD });
    });
    expect(await screen.findByRole('table', { name: 'Current E-Brochure' })).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
  });
});
