import { describe, expect, it } from 'vitest';
import { csvCell, LeadListQuerySchema, LeadPatchSchema } from './leads-admin.ts';

describe('csvCell', () => {
  it('leaves plain values as they are and empties null', () => {
    expect(csvCell('Asha Patel')).toBe('Asha Patel');
    expect(csvCell('asha@example.com')).toBe('asha@example.com');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell('Zoë 😀')).toBe('Zoë 😀');
  });

  it('neutralises a leading =, +, - or @ with an apostrophe (also after spaces)', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+91 98765 43210')).toBe("'+91 98765 43210");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('  =cmd|"/c calc"!A0')).toBe(`"'  =cmd|""/c calc""!A0"`);
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell(-5)).toBe("'-5");
    // Only the first character counts.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('gears@example.com')).toBe('gears@example.com');
  });

  it('neutralises a cell starting with a tab or carriage return, then quotes a CR', () => {
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('quotes a value with a comma, quote or line break and doubles its quotes', () => {
    expect(csvCell('Shah, Meera')).toBe('"Shah, Meera"');
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    );
  });
});

describe('LeadListQuerySchema', () => {
  it('accepts instants with an offset and coerces the page', () => {
    expect(
      LeadListQuerySchema.parse({
        from: '2026-11-23T00:00:00.000+05:30',
        to: '2026-11-23T18:29:59.999Z',
        page: '2',
        pageSize: '25',
        q: '  98765 ',
      }),
    ).toEqual({
      from: '2026-11-23T00:00:00.000+05:30',
      to: '2026-11-23T18:29:59.999Z',
      page: 2,
      pageSize: 25,
      q: '98765',
    });
  });

  it('refuses a plain date, an unknown key and a page size above the cap', () => {
    expect(LeadListQuerySchema.safeParse({ from: '2026-11-23' }).success).toBe(false);
    expect(LeadListQuerySchema.safeParse({ sort: 'name' }).success).toBe(false);
    expect(LeadListQuerySchema.safeParse({ pageSize: '201' }).success).toBe(false);
  });
});

describe('LeadPatchSchema', () => {
  it('needs at least one field', () => {
    const result = LeadPatchSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Send at least one of status, notes or read.');
    expect(LeadPatchSchema.parse({ read: false })).toEqual({ read: false });
  });
});
