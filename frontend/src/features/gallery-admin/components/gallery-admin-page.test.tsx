import { MAX_GALLERY_FILES_PER_UPLOAD } from '@gear/contract/limits';
import { ADMIN_MESSAGES, VALIDATION } from '@gear/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminToaster } from '@/components/admin/toast';
import { callsTo, type FetchMock, json, type MockAnswer, mockFetch } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { tooManyFilesMessage } from '../lib/pending-selection';
import { GalleryAdminPage } from './gallery-admin-page';

const LIST = 'GET /backend/gallery/';
const UPLOAD = 'POST /backend/gallery/upload';
const put = (id: number) => `PUT /backend/gallery/${id}`;
const del = (id: number) => `DELETE /backend/gallery/${id}`;

const SEEDED = [
  { id: 1, image: '/uploads/gallery-1.png' },
  { id: 2, image: '/uploads/gallery-2.png' },
];

const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const huge = (name: string) => {
  const file = png(name);
  Object.defineProperty(file, 'size', { value: 10 * 1024 * 1024 + 1 });
  return file;
};
const text = (name: string) => new File(['text'], name, { type: 'text/plain' });

function setup(answers: Record<string, MockAnswer>) {
  window.localStorage.setItem('token', 'admin-token');
  const fetchMock = mockFetch({ [LIST]: json(SEEDED), ...answers });
  // The picker's accept attribute is not applied, so refused types reach the page's own checks.
  const user = userEvent.setup({ applyAccept: false });
  renderPage(
    <>
      <GalleryAdminPage />
      <AdminToaster />
    </>,
    { path: '/admin/gallery', stubs: ['/admin'] },
  );
  return { fetchMock, user };
}

const bodyOf = (fetchMock: FetchMock, key: string) => {
  const body = callsTo(fetchMock, key)[0]?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error(`${key} sent no FormData`);
  return body;
};

const authOf = (fetchMock: FetchMock, key: string) =>
  new Headers(callsTo(fetchMock, key)[0]?.[1]?.headers).get('Authorization');

const picker = () => screen.getByLabelText(/^Gallery images/);
const table = () => screen.getByRole('table', { name: 'Uploaded Images' });
const dataRows = () => within(table()).getAllByRole('row').slice(1);
const row = (position: number) => {
  const found = dataRows()[position - 1];
  if (!found) throw new Error(`no row ${position}`);
  return found;
};
const rowsLoaded = () => screen.findByRole('img', { name: 'Gallery image 1' });
const pendingNames = () =>
  within(screen.getByRole('list', { name: 'Selected images' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('img').getAttribute('alt'));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('GalleryAdminPage: list', () => {
  it("shows 'Loading gallery...', then the rows with cache-busted backend images", async () => {
    const { fetchMock } = setup({});
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Gallery' })).toBeInTheDocument();
    expect(within(table()).getByText(ADMIN_MESSAGES.loadingGallery)).toBeInTheDocument();
    expect(within(table()).getByRole('columnheader', { name: 'Image' })).toBeInTheDocument();
    expect(within(table()).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();

    const first = await rowsLoaded();
    expect(first).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/backend\/uploads\/gallery-1\.png\?t=\d+$/),
    );
    expect(dataRows()).toHaveLength(2);
    expect(screen.queryByText(ADMIN_MESSAGES.loadingGallery)).not.toBeInTheDocument();
    expect(authOf(fetchMock, LIST)).toBe('Bearer admin-token');
    expect(within(row(2)).getByRole('button', { name: 'Edit gallery image 2' })).toBeEnabled();
    expect(within(row(2)).getByRole('button', { name: 'Delete gallery image 2' })).toBeEnabled();
    // Loading the rows moves no focus.
    expect(document.body).toHaveFocus();
  });

  it("reads 'No images found.' when there are none", async () => {
    setup({ [LIST]: json([]) });
    expect(await within(table()).findByText(ADMIN_MESSAGES.noGalleryImages)).toBeInTheDocument();
  });

  it("a broken image becomes 'Image Not Found'", async () => {
    setup({});
    fireEvent.error(await rowsLoaded());
    expect(within(row(1)).getByText('Image Not Found')).toBeInTheDocument();
    expect(within(row(2)).getByRole('img', { name: 'Gallery image 2' })).toBeInTheDocument();
  });

  it('says the backend is down when the list cannot be reached', async () => {
    setup({ [LIST]: new TypeError('Failed to fetch') });
    expect(await screen.findByText(ADMIN_MESSAGES.backendDown)).toBeInTheDocument();
    expect(await within(table()).findByText(ADMIN_MESSAGES.noGalleryImages)).toBeInTheDocument();
  });

  it("says 'Failed to fetch gallery images!' for any other load failure", async () => {
    setup({ [LIST]: json({ success: false, error: 'Boom' }, 500) });
    expect(await screen.findByText(ADMIN_MESSAGES.galleryFetchFailed)).toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });
});

describe('GalleryAdminPage: pending selection', () => {
  it('adds picks to the selection, ignores duplicate names and names each refused file', async () => {
    const { user } = setup({});
    await rowsLoaded();
    expect(picker()).toHaveAttribute('type', 'file');
    expect(picker()).toHaveAttribute('multiple');
    expect(picker()).toHaveAttribute('accept', 'image/jpeg,image/jpg,image/png,image/gif');

    await user.upload(picker(), [png('red.png'), png('green.png')]);
    await user.upload(picker(), [
      png('green.png'),
      png('blue.png'),
      text('notes.txt'),
      huge('huge.png'),
    ]);

    expect(pendingNames()).toEqual([
      'Preview of red.png',
      'Preview of green.png',
      'Preview of blue.png',
    ]);
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([VALIDATION.galleryImageType('notes.txt'), VALIDATION.galleryImageSize('huge.png')]);
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('3 images selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove green.png' }));
    expect(pendingNames()).toEqual(['Preview of red.png', 'Preview of blue.png']);

    // A removed file can be picked again; a clean pick clears the old messages.
    await user.upload(picker(), [png('green.png')]);
    expect(pendingNames()).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it(`keeps at most ${MAX_GALLERY_FILES_PER_UPLOAD} files and says so`, async () => {
    const { user } = setup({});
    await rowsLoaded();
    const files = Array.from({ length: MAX_GALLERY_FILES_PER_UPLOAD + 2 }, (_, index) =>
      png(`gear-${index}.png`),
    );
    await user.upload(picker(), files);
    expect(pendingNames()).toHaveLength(MAX_GALLERY_FILES_PER_UPLOAD);
    expect(screen.getByRole('alert')).toHaveTextContent(tooManyFilesMessage(2));
  });

  it("asks for at least one image when 'Upload Gallery' is pressed with none", async () => {
    const { user, fetchMock } = setup({});
    await rowsLoaded();
    await user.click(screen.getByRole('button', { name: 'Upload Gallery' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION.gallerySelectAtLeastOne);
    expect(picker()).toHaveFocus();
    expect(callsTo(fetchMock, UPLOAD)).toHaveLength(0);
  });
});

describe('GalleryAdminPage: upload', () => {
  it('sends every file as images, then toasts, clears the selection and reloads the list', async () => {
    let loads = 0;
    const { user, fetchMock } = setup({
      [LIST]: () => {
        loads += 1;
        return json(loads === 1 ? SEEDED : [...SEEDED, { id: 3, image: '/uploads/new.png' }]);
      },
      [UPLOAD]: json({ success: true, message: 'Stored.', items: [] }, 201),
    });
    await rowsLoaded();
    await user.upload(picker(), [png('a.png'), png('b.png')]);
    await user.click(screen.getByRole('button', { name: 'Upload Gallery' }));

    expect(await screen.findByText(ADMIN_MESSAGES.galleryUploaded)).toBeInTheDocument();
    const sent = bodyOf(fetchMock, UPLOAD).getAll('images');
    expect(sent.map((file) => (file instanceof File ? file.name : file))).toEqual([
      'a.png',
      'b.png',
    ]);
    expect(authOf(fetchMock, UPLOAD)).toBe('Bearer admin-token');
    expect(screen.queryByRole('list', { name: 'Selected images' })).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Gallery image 3' })).toBeInTheDocument();
    expect(callsTo(fetchMock, LIST)).toHaveLength(2);
  });

  it("disables the controls and reads 'Processing...' while uploading", async () => {
    let answer: (response: Response) => void = () => {};
    const { user } = setup({
      [UPLOAD]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await rowsLoaded();
    await user.upload(picker(), [png('a.png')]);
    await user.click(screen.getByRole('button', { name: 'Upload Gallery' }));

    expect(await screen.findByRole('button', { name: ADMIN_MESSAGES.processing })).toBeDisabled();
    expect(picker()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove a.png' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit gallery image 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete gallery image 1' })).toBeDisabled();

    answer(json({ success: true }, 201));
    expect(await screen.findByRole('button', { name: 'Upload Gallery' })).toBeEnabled();
  });

  it("shows the server's error when an upload fails", async () => {
    const { user } = setup({
      [UPLOAD]: json({ success: false, error: 'Disk full' }, 500),
    });
    await rowsLoaded();
    await user.upload(picker(), [png('a.png')]);
    await user.click(screen.getByRole('button', { name: 'Upload Gallery' }));
    expect(await screen.findByText('Disk full')).toBeInTheDocument();
    // The selection stays for another try.
    expect(pendingNames()).toEqual(['Preview of a.png']);
  });

  it.each([
    ['without a server error', json({ success: false }, 500)],
    ['on a network failure', new TypeError('Failed to fetch')],
  ])("says 'Failed to upload images!' %s", async (_case, failure) => {
    const { user } = setup({ [UPLOAD]: failure });
    await rowsLoaded();
    await user.upload(picker(), [png('a.png')]);
    await user.click(screen.getByRole('button', { name: 'Upload Gallery' }));
    expect(await screen.findByText(ADMIN_MESSAGES.galleryUploadFailed)).toBeInTheDocument();
  });
});

describe('GalleryAdminPage: edit', () => {
  const replacementPicker = (position: number) =>
    within(row(position)).getByLabelText('Replacement image');

  it('edits one row at a time; Cancel returns the row to normal', async () => {
    const { user } = setup({});
    await rowsLoaded();

    await user.click(screen.getByRole('button', { name: 'Edit gallery image 1' }));
    expect(replacementPicker(1)).toHaveFocus();
    expect(within(row(1)).getByRole('button', { name: 'Save gallery image 1' })).toBeEnabled();
    expect(within(row(2)).queryByLabelText('Replacement image')).not.toBeInTheDocument();

    await user.upload(replacementPicker(1), png('replacement.png'));
    expect(
      within(row(1)).getByRole('img', { name: 'Preview of replacement for gallery image 1' }),
    ).toBeInTheDocument();

    // Starting to edit row 2 cancels row 1, with its chosen file.
    await user.click(screen.getByRole('button', { name: 'Edit gallery image 2' }));
    expect(within(row(1)).queryByLabelText('Replacement image')).not.toBeInTheDocument();
    expect(replacementPicker(2)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Edit gallery image 1' }));
    expect(within(row(1)).queryByRole('img', { name: /^Preview of/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel gallery image 1' }));
    expect(screen.queryByLabelText('Replacement image')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit gallery image 1' })).toHaveFocus();
  });

  it('asks for a new image when Save is pressed without one, and checks the file', async () => {
    const { user, fetchMock } = setup({});
    await rowsLoaded();
    await user.click(screen.getByRole('button', { name: 'Edit gallery image 2' }));
    await user.click(screen.getByRole('button', { name: 'Save gallery image 2' }));
    expect(within(row(2)).getByRole('alert')).toHaveTextContent(VALIDATION.galleryUpdateNeedsFile);
    expect(replacementPicker(2)).toHaveFocus();

    await user.upload(replacementPicker(2), text('notes.txt'));
    expect(within(row(2)).getByRole('alert')).toHaveTextContent(
      VALIDATION.galleryImageType('notes.txt'),
    );
    await user.upload(replacementPicker(2), huge('huge.gif'));
    expect(within(row(2)).getByRole('alert')).toHaveTextContent(
      VALIDATION.galleryImageSize('huge.gif'),
    );
    expect(callsTo(fetchMock, put(2))).toHaveLength(0);
  });

  it("replaces the row from the answer's updatedItem without reloading the list", async () => {
    const { user, fetchMock } = setup({
      [put(2)]: json({
        success: true,
        message: 'Updated.',
        updatedItem: { id: 2, image: '/uploads/replaced.png' },
      }),
    });
    await rowsLoaded();
    await user.click(screen.getByRole('button', { name: 'Edit gallery image 2' }));
    await user.upload(replacementPicker(2), png('replacement.png'));
    await user.click(screen.getByRole('button', { name: 'Save gallery image 2' }));

    expect(await screen.findByText(ADMIN_MESSAGES.galleryUpdated)).toBeInTheDocument();
    expect(within(row(2)).getByRole('img', { name: 'Gallery image 2' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/backend\/uploads\/replaced\.png\?t=\d+$/),
    );
    expect(within(row(1)).getByRole('img')).toHaveAttribute(
      'src',
      expect.stringContaining('/uploads/gallery-1.png'),
    );
    expect(screen.queryByLabelText('Replacement image')).not.toBeInTheDocument();
    const sent = bodyOf(fetchMock, put(2)).getAll('images');
    expect(sent).toHaveLength(1);
    expect(sent[0] instanceof File ? sent[0].name : sent[0]).toBe('replacement.png');
    expect(authOf(fetchMock, put(2))).toBe('Bearer admin-token');
    expect(callsTo(fetchMock, LIST)).toHaveLength(1);
  });

  it.each([
    ['even when the server sends an error', json({ success: false, error: 'Nope' }, 500)],
    ['on a network failure', new TypeError('Failed to fetch')],
  ])("says 'Failed to update image!' %s and keeps the edit open", async (_case, failure) => {
    const { user } = setup({ [put(1)]: failure });
    await rowsLoaded();
    await user.click(screen.getByRole('button', { name: 'Edit gallery image 1' }));
    await user.upload(replacementPicker(1), png('replacement.png'));
    await user.click(screen.getByRole('button', { name: 'Save gallery image 1' }));
    expect(await screen.findByText(ADMIN_MESSAGES.galleryUpdateFailed)).toBeInTheDocument();
    expect(screen.queryByText('Nope')).not.toBeInTheDocument();
    expect(replacementPicker(1)).toBeInTheDocument();
  });
});

describe('GalleryAdminPage: delete', () => {
  it('asks first; Cancel keeps the row, Delete removes it locally', async () => {
    let answer: (response: Response) => void = () => {};
    const { user, fetchMock } = setup({
      [del(1)]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await rowsLoaded();

    await user.click(screen.getByRole('button', { name: 'Delete gallery image 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent(VALIDATION.galleryDeleteConfirm);
    // The dialog's X is labelled Cancel too; this is the text button beside Delete.
    const cancel = within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1);
    if (!cancel) throw new Error('no Cancel button');
    await user.click(cancel);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, del(1))).toHaveLength(0);
    expect(dataRows()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete gallery image 1' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Please confirm' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByRole('button', { name: ADMIN_MESSAGES.deleting })).toBeDisabled();
    answer(json({ success: true, message: 'Gone.' }));

    expect(await screen.findByText(ADMIN_MESSAGES.galleryDeleted)).toBeInTheDocument();
    expect(dataRows()).toHaveLength(1);
    expect(within(row(1)).getByRole('img', { name: 'Gallery image 1' })).toHaveAttribute(
      'src',
      expect.stringContaining('/uploads/gallery-2.png'),
    );
    expect(authOf(fetchMock, del(1))).toBe('Bearer admin-token');
    expect(callsTo(fetchMock, LIST)).toHaveLength(1);
  });

  it.each([
    ['even when the server sends an error', json({ success: false, error: 'Nope' }, 500)],
    ['on a network failure', new TypeError('Failed to fetch')],
  ])("says 'Failed to delete image!' %s", async (_case, failure) => {
    const { user } = setup({ [del(2)]: failure });
    await rowsLoaded();
    await user.click(screen.getByRole('button', { name: 'Delete gallery image 2' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Please confirm' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(ADMIN_MESSAGES.galleryDeleteFailed)).toBeInTheDocument();
    await waitFor(() => {
      expect(dataRows()).toHaveLength(2);
    });
  });
});
