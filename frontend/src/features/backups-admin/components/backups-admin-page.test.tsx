import {
  BACKUP_MESSAGES,
  type BackupCounts,
  type BackupListResponse,
  type RestoreResponse,
} from '@gear/contract/backups';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminToaster } from '@/components/admin/toast';
import { UnreadLeadsProvider } from '@/components/admin/unread-leads';
import { FakeXhr } from '@/test/fake-xhr';
import { callsTo, type FetchMock, json, type MockAnswer, mockFetch } from '@/test/mock-fetch';
import { renderPage } from '@/test/render-with-router';
import { DOWNLOAD_TEXT } from './download-backup-card';
import { RESTORE_TEXTS } from './restore-card';
import { BackupsAdminPage } from './backups-admin-page';

const LIST = 'GET /backend/api/backups';
const ARCHIVE = 'GET /backend/api/backups/archive';
const RESTORE = 'POST /backend/api/backups/restore';
const AUTO_NAME = 'gear-backup-auto-20261123T020000Z.zip';
const PRE_NAME = 'gear-backup-pre-restore-20261124T101500Z.zip';

const CURRENT: BackupCounts = {
  sliders: 3,
  products: 14,
  categories: 9,
  gallery: 30,
  ebrochure: 1,
  leads: 12,
  activity: 240,
  uploads: 80,
  quote_files: 4,
};
const BACKUPS: BackupListResponse = {
  data: [
    {
      name: PRE_NAME,
      kind: 'pre-restore',
      created_at: '2026-11-24T10:15:00.000Z',
      bytes: 5_452_595,
    },
    { name: AUTO_NAME, kind: 'auto', created_at: '2026-11-23T02:00:00.000Z', bytes: 734_003 },
    {
      name: 'gear-backup-cli-20261122T080000Z.zip',
      kind: 'cli',
      created_at: '2026-11-22T08:00:00.000Z',
      bytes: 2_097_152,
    },
  ],
  auto: true,
  keep: 7,
  current: CURRENT,
};
const RESTORED: RestoreResponse = {
  success: true,
  message: BACKUP_MESSAGES.restored('23 Nov 2026, 7:30 am'),
  token: 'restored-token',
  restored: {
    created_at: '2026-11-23T02:00:00.000Z',
    counts: { ...CURRENT, products: 10, leads: 1, ebrochure: 0 },
  },
  previous: PRE_NAME,
};

const zipFile = (name = 'my-backup.zip') =>
  new File(['PK\x03\x04 backup'], name, { type: 'application/zip' });

/** The page, with the admin's toasts and a stand-in for the sidebar's unread-leads badge. */
function setup(answers: Record<string, MockAnswer>) {
  window.localStorage.setItem('token', 'admin-token');
  const fetchMock = mockFetch(answers);
  // applyAccept: false, so the page's own type check sees a wrong file.
  const user = userEvent.setup({ applyAccept: false });
  const revalidateUnread = vi.fn();
  renderPage(
    <UnreadLeadsProvider revalidate={revalidateUnread}>
      <BackupsAdminPage />
      <AdminToaster />
    </UnreadLeadsProvider>,
    { path: '/admin/backups' },
  );
  return { fetchMock, user, revalidateUnread };
}

const table = () => screen.getByRole('table', { name: 'Stored backups' });
const fileInput = () => screen.getByLabelText('Backup file (.zip)');
const toast = (message: string) => screen.findByText(message, { selector: '.Toastify *' });

/** Anchor clicks of downloads (saveBlob), instead of jsdom's navigation. */
function captureDownloads() {
  const clicks: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push(this);
  });
  return clicks;
}

const sentArchive = (fetchMock: FetchMock) => {
  const body = callsTo(fetchMock, RESTORE)[0]?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error('no multipart restore call');
  return body.get('archive');
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('BackupsAdminPage: the stored backups', () => {
  it('lists them newest first with kind, time and size, and the daily setting', async () => {
    setup({ [LIST]: json(BACKUPS) });
    expect(screen.getByRole('heading', { level: 1, name: 'Backups' })).toBeInTheDocument();
    expect(within(table()).getByText(ADMIN_MESSAGES.loadingBackups)).toBeInTheDocument();

    await within(table()).findByRole('cell', { name: PRE_NAME });
    const rows = within(table()).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        new RegExp(`^${PRE_NAME}Before a restore24 Nov 2026, .+5\\.2 MBDownload ${PRE_NAME}$`),
      ),
      expect.stringMatching(new RegExp(`^${AUTO_NAME}Daily23 Nov 2026, .+717 KBDownload`)),
      expect.stringMatching(/Command line22 Nov 2026, .+2\.0 MB/),
    ]);
    expect(
      screen.getByText('A backup is taken automatically every day; the newest 7 are kept.'),
    ).toBeInTheDocument();
    expect(screen.getByText(DOWNLOAD_TEXT)).toBeInTheDocument();
    expect(screen.getByText(RESTORE_TEXTS.explain)).toBeInTheDocument();
  });

  it('says when there is none, and when daily backups are off', async () => {
    setup({ [LIST]: json({ ...BACKUPS, data: [], auto: false }) });
    expect(await within(table()).findByText(ADMIN_MESSAGES.noBackups)).toBeInTheDocument();
    expect(screen.getByText('Automatic daily backups are off.')).toBeInTheDocument();
  });

  it('a backend without backups (404) gets a sentence, nothing else', async () => {
    setup({ [LIST]: json({ success: false, error: 'Not found' }, 404) });
    expect(await screen.findByText(ADMIN_MESSAGES.backupsUnsupported)).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('button', { name: 'Download backup' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed list is a toast', async () => {
    setup({ [LIST]: json({ success: false, error: 'Boom' }, 500) });
    expect(await toast(BACKUP_MESSAGES.backupsFetchFailed)).toBeInTheDocument();
  });

  it('downloads a stored backup with the token, under its name', async () => {
    const clicks = captureDownloads();
    const stored = `GET /backend/api/backups/${AUTO_NAME}`;
    const { user, fetchMock } = setup({
      [LIST]: json(BACKUPS),
      [stored]: new Response('PK', { headers: { 'Content-Type': 'application/zip' } }),
    });
    await user.click(await screen.findByRole('button', { name: `Download ${AUTO_NAME}` }));
    await waitFor(() => {
      expect(clicks).toHaveLength(1);
    });
    expect(clicks[0]?.download).toBe(AUTO_NAME);
    const sent = callsTo(fetchMock, stored)[0]?.[1];
    expect(new Headers(sent?.headers).get('Authorization')).toBe('Bearer admin-token');
  });
});

describe('BackupsAdminPage: downloading a backup now', () => {
  it('reads "Preparing backup..." meanwhile, then saves it under the server\'s name', async () => {
    const clicks = captureDownloads();
    let answer: (response: Response) => void = () => undefined;
    const { user, fetchMock } = setup({
      [LIST]: json(BACKUPS),
      [ARCHIVE]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download backup' }));
    expect(await screen.findByRole('button', { name: 'Preparing backup...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Restore…' })).toBeDisabled();

    answer(
      new Response('PK', {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="gear-backup-20261125T101500Z.zip"',
        },
      }),
    );
    await waitFor(() => {
      expect(clicks).toHaveLength(1);
    });
    expect(clicks[0]?.download).toBe('gear-backup-20261125T101500Z.zip');
    expect(screen.getByRole('button', { name: 'Download backup' })).toBeEnabled();
    const sent = callsTo(fetchMock, ARCHIVE)[0]?.[1];
    expect(new Headers(sent?.headers).get('Authorization')).toBe('Bearer admin-token');
  });

  it("a refusal is the server's message (busy); a failure the page's", async () => {
    let busy = true;
    const { user } = setup({
      [LIST]: json(BACKUPS),
      [ARCHIVE]: () =>
        busy
          ? json({ success: false, error: BACKUP_MESSAGES.busy }, 409)
          : json({ success: false, error: 'Internal server error' }, 500),
    });
    await user.click(await screen.findByRole('button', { name: 'Download backup' }));
    expect(await toast(BACKUP_MESSAGES.busy)).toBeInTheDocument();
    busy = false;
    await user.click(screen.getByRole('button', { name: 'Download backup' }));
    expect(await toast(BACKUP_MESSAGES.backupFailed)).toBeInTheDocument();
  });
});

describe('BackupsAdminPage: restoring a backup', () => {
  it('needs a .zip file, checked before anything is sent', async () => {
    const { user, fetchMock } = setup({ [LIST]: json(BACKUPS) });
    await within(table()).findAllByText(/gear-backup/);
    await user.click(screen.getByRole('button', { name: 'Restore…' }));
    expect(await screen.findByText(BACKUP_MESSAGES.archiveRequired)).toBeInTheDocument();
    expect(fileInput()).toHaveFocus();

    await user.upload(fileInput(), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText(BACKUP_MESSAGES.notZip)).toBeInTheDocument();
    expect(fileInput()).toHaveValue('');
    expect(callsTo(fetchMock, RESTORE)).toHaveLength(0);
    expect(fileInput()).toHaveAttribute('accept', '.zip,application/zip');
  });

  it('asks first, naming what is replaced; Cancel sends nothing', async () => {
    const { user, fetchMock } = setup({ [LIST]: json(BACKUPS) });
    await within(table()).findAllByText(/gear-backup/);
    await user.upload(fileInput(), zipFile());
    await user.click(screen.getByRole('button', { name: 'Restore…' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Replace everything with this backup?',
    });
    expect(dialog).toHaveTextContent(
      'This replaces the 14 products, 3 sliders, 9 categories, 30 gallery images, the e-brochure, 12 leads and the activity log with those in my-backup.zip. The current state is kept as a stored backup first. Everyone else is signed out.',
    );
    expect(within(dialog).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, RESTORE)).toHaveLength(0);
  });

  it("a refused archive: the server's reason in an alert, the file kept, nothing else changes", async () => {
    const reason = BACKUP_MESSAGES.checksum('db.json');
    const { user, fetchMock, revalidateUnread } = setup({
      [LIST]: json(BACKUPS),
      [RESTORE]: json({ success: false, error: reason }, 400),
    });
    await within(table()).findAllByText(/gear-backup/);
    await user.upload(fileInput(), zipFile('gear-backup-broken.zip'));
    await user.click(screen.getByRole('button', { name: 'Restore…' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByText(/^gear-backup-broken\.zip \(/)).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('admin-token');
    expect(callsTo(fetchMock, LIST)).toHaveLength(1);
    expect(revalidateUnread).not.toHaveBeenCalled();
    const sent = sentArchive(fetchMock);
    expect(sent instanceof File ? sent.name : null).toBe('gear-backup-broken.zip');
  });

  it('a too-large archive refused by the proxy (413 without a message) says so', async () => {
    const { user } = setup({
      [LIST]: json(BACKUPS),
      [RESTORE]: new Response('<html>413</html>', { status: 413 }),
    });
    await within(table()).findAllByText(/gear-backup/);
    await user.upload(fileInput(), zipFile());
    await user.click(screen.getByRole('button', { name: 'Restore…' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(BACKUP_MESSAGES.tooLarge);
  });

  it('restored: this session keeps going with the new token, the alert says what came back', async () => {
    let restored = false;
    const { user, fetchMock, revalidateUnread } = setup({
      [LIST]: () =>
        json(restored ? { ...BACKUPS, current: RESTORED.restored.counts } : { ...BACKUPS }),
      [RESTORE]: () => {
        restored = true;
        return json(RESTORED);
      },
    });
    await within(table()).findAllByText(/gear-backup/);
    await user.upload(fileInput(), zipFile());
    await user.click(screen.getByRole('button', { name: 'Restore…' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }),
    );

    const success = await screen.findByText(RESTORED.message);
    expect(success.closest('[role="status"]')).toHaveTextContent(
      `Restored: 10 products, 3 sliders, 9 categories, 30 gallery images, 0 e-brochures, 1 lead, 240 activity entries, 84 files. The state before is kept as ${PRE_NAME}.`,
    );
    expect(window.localStorage.getItem('token')).toBe('restored-token');
    await waitFor(() => {
      expect(callsTo(fetchMock, LIST)).toHaveLength(2);
    });
    expect(revalidateUnread).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/^my-backup\.zip \(/)).not.toBeInTheDocument();
    const sent = callsTo(fetchMock, RESTORE)[0]?.[1];
    expect(new Headers(sent?.headers).get('Authorization')).toBe('Bearer admin-token');

    // The next confirmation names what is there now.
    await user.upload(fileInput(), zipFile('other.zip'));
    await user.click(screen.getByRole('button', { name: 'Restore…' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'This replaces the 10 products, 3 sliders, 9 categories, 30 gallery images, 1 lead and the activity log with those in other.zip.',
    );
  });

  it('shows the upload progress', async () => {
    const { user } = setup({ [LIST]: json(BACKUPS) });
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    await within(table()).findAllByText(/gear-backup/);
    await user.upload(fileInput(), zipFile());
    await user.click(screen.getByRole('button', { name: 'Restore…' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }),
    );
    await waitFor(() => {
      expect(FakeXhr.last).not.toBeNull();
    });
    // Set by the page's upload (TypeScript still sees the null assigned above).
    const request = FakeXhr.last as FakeXhr | null;
    expect(request?.url).toBe('/backend/api/backups/restore');
    act(() => {
      FakeXhr.last?.progress(25, 100);
    });
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '25',
    );
    expect(screen.getByRole('button', { name: ADMIN_MESSAGES.processing })).toBeDisabled();
    act(() => {
      FakeXhr.last?.answer(200, RESTORED);
    });
    expect(await screen.findByText(RESTORED.message)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
