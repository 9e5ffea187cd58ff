import { describe, expect, it } from 'vitest';
import { dispositionFilename } from '@/components/admin/admin-file';
import { defaultCsvName } from './export-leads';

describe('CSV file name', () => {
  it('comes from Content-Disposition, the encoded form first, never a path', () => {
    expect(dispositionFilename('attachment; filename="leads-2026-11-23.csv"')).toBe(
      'leads-2026-11-23.csv',
    );
    expect(dispositionFilename('attachment; filename=leads.csv')).toBe('leads.csv');
    expect(
      dispositionFilename(`attachment; filename="x.csv"; filename*=UTF-8''leads%20n%C3%A9.csv`),
    ).toBe('leads né.csv');
    expect(dispositionFilename('attachment; filename="../../etc/leads.csv"')).toBe('leads.csv');
    expect(dispositionFilename('attachment')).toBeNull();
    expect(dispositionFilename(null)).toBeNull();
  });

  it('defaults to leads-YYYY-MM-DD.csv of the local day', () => {
    expect(defaultCsvName(new Date(2026, 10, 3, 23, 30))).toBe('leads-2026-11-03.csv');
  });
});
