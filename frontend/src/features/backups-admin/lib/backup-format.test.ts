import { BACKUP_LIMITS, BACKUP_MESSAGES } from '@gear/contract/backups';
import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_RULES,
  archiveProblem,
  autoBackupSentence,
  backupFileName,
  restoreConfirmText,
} from './backup-format';

const sized = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('backup texts', () => {
  it('names a backup by the UTC instant when the server names none', () => {
    expect(backupFileName(new Date('2026-11-25T10:15:00.123Z'))).toBe(
      'gear-backup-20261125T101500Z.zip',
    );
  });

  it('says whether daily backups are taken and how many are kept', () => {
    expect(autoBackupSentence(true, 1)).toBe(
      'A backup is taken automatically every day; the newest 1 is kept.',
    );
    expect(autoBackupSentence(false, 7)).toBe('Automatic daily backups are off.');
  });

  it('names everything when the current counts are unknown, and counts one in the singular', () => {
    expect(restoreConfirmText(null, 'b.zip')).toBe(
      'This replaces everything the site keeps with those in b.zip. The current state is kept as a stored backup first. Everyone else is signed out.',
    );
    const one = {
      sliders: 1,
      products: 1,
      categories: 1,
      gallery: 1,
      ebrochure: 0,
      leads: 1,
      activity: 1,
      uploads: 0,
      quote_files: 0,
    };
    expect(restoreConfirmText(one, 'b.zip')).toMatch(
      /^This replaces the 1 product, 1 slider, 1 category, 1 gallery image, 1 lead and the activity log with/,
    );
  });

  it('accepts a .zip (by name or type) up to the limit', () => {
    expect(archiveProblem(sized('b.ZIP', '', 10))).toBeNull();
    expect(archiveProblem(sized('backup', 'application/zip', 10))).toBeNull();
    expect(archiveProblem(sized('b.tar', 'application/x-tar', 10))).toBe(BACKUP_MESSAGES.notZip);
    expect(
      archiveProblem(sized('b.zip', 'application/zip', BACKUP_LIMITS.archiveMaxBytes + 1)),
    ).toBe(BACKUP_MESSAGES.tooLarge);
    expect(ARCHIVE_RULES).toBe('A .zip backup made by this site, up to 1024\u00a0MB');
  });
});
