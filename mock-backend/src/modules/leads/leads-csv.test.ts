import { describe, expect, it } from 'vitest';
import { LEAD_CSV_COLUMNS } from '@gear/contract/leads-admin';
import { leadsCsv, leadsCsvFileName, UTF8_BOM } from './leads-csv.ts';
import { makeLead } from './test-leads.ts';

describe('leadsCsv', () => {
  it('is a BOM, the header row and one CRLF-ended row per lead, in the given order', () => {
    const csv = leadsCsv([
      makeLead({ id: 7, read_at: '2026-11-21T09:00:00.000Z', notes: 'Called back' }),
      makeLead({
        id: 3,
        kind: 'brochure',
        message: null,
        ip: null,
        mail_status: 'failed',
        mail_error: 'connect ECONNREFUSED',
      }),
    ]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const lines = csv.slice(UTF8_BOM.length).split('\r\n');
    expect(lines).toEqual([
      LEAD_CSV_COLUMNS.join(','),
      '7,inquiry,new,2026-11-20T10:00:00.000Z,Meera Shah,meera@example.com,9876543210,Price for helical gears?,Called back,2026-11-21T09:00:00.000Z,sent,,203.0.113.7',
      '3,brochure,new,2026-11-20T10:00:00.000Z,Meera Shah,meera@example.com,9876543210,,,,failed,connect ECONNREFUSED,',
      '',
    ]);
    expect(lines[0]).toBe(
      'id,type,status,received_at,name,email,phone,message,notes,read_at,mail_status,mail_error,ip',
    );
  });

  it('quotes commas, quotes and line breaks, and keeps a multi-line message in its cell', () => {
    const csv = leadsCsv([
      makeLead({
        id: 1,
        name: 'Shah, Meera',
        message: 'Need "40" gears.\nModule 2.',
        notes: 'a\r\nb',
      }),
    ]);
    expect(csv).toContain(',"Shah, Meera",');
    expect(csv).toContain(',"Need ""40"" gears.\nModule 2.","a\r\nb",');
    expect(csv.slice(UTF8_BOM.length).split('\r\n')).toHaveLength(4);
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    const csv = leadsCsv([
      makeLead({
        id: 1,
        name: '=HYPERLINK("http://evil.example","Click")',
        email: '@SUM(A1)',
        phone: '+91 98765 43210',
        message: '-2+3',
        notes: '  =1+1',
      }),
    ]);
    const row = csv.slice(UTF8_BOM.length).split('\r\n')[1];
    expect(row).toBe(
      `1,inquiry,new,2026-11-20T10:00:00.000Z,"'=HYPERLINK(""http://evil.example"",""Click"")",'@SUM(A1),'+91 98765 43210,'-2+3,'  =1+1,,sent,,203.0.113.7`,
    );
  });

  it('is only the header for no leads', () => {
    expect(leadsCsv([])).toBe(`${UTF8_BOM}${LEAD_CSV_COLUMNS.join(',')}\r\n`);
  });
});

describe('leadsCsvFileName', () => {
  it('is dated with the UTC day', () => {
    expect(leadsCsvFileName(new Date('2026-11-23T02:30:00.000Z'))).toBe('leads-2026-11-23.csv');
  });
});
