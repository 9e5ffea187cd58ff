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
      '7,inquiry,new,2026-11-20T10:00:00.000Z,Meera Shah,meera@example.com,9876543210,Price for helical gears?,,,,,Called back,2026-11-21T09:00:00.000Z,sent,,203.0.113.7',
      '3,brochure,new,2026-11-20T10:00:00.000Z,Meera Shah,meera@example.com,9876543210,,,,,,,,failed,connect ECONNREFUSED,',
      '',
    ]);
    expect(lines[0]).toBe(
      'id,type,status,received_at,name,email,phone,message,company,country,lines,attachments,notes,read_at,mail_status,mail_error,ip',
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
    expect(csv).toContain(',"Need ""40"" gears.\nModule 2.",,,,,"a\r\nb",');
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
      `1,inquiry,new,2026-11-20T10:00:00.000Z,"'=HYPERLINK(""http://evil.example"",""Click"")",'@SUM(A1),'+91 98765 43210,'-2+3,,,,,'  =1+1,,sent,,203.0.113.7`,
    );
  });

  it('flattens a quote request: company, country, one product or drawing per line', () => {
    const csv = leadsCsv([
      makeLead({
        id: 9,
        kind: 'quote',
        message: null,
        quote: {
          company: 'Patel Engineering',
          country: '=India',
          lines: [
            { productId: 3, title: 'Spur Gear', quantity: 12, note: 'EN-19' },
            { productId: 5, title: 'Helical Gear', quantity: 1500, note: '' },
          ],
          attachments: [
            {
              id: '0b7f3c1e-8a2d-4c5b-9e6f-1a2b3c4d5e6f',
              name: '=cmd.pdf',
              type: 'pdf',
              size: 2.5 * 1024 * 1024,
            },
            { id: '1b7f3c1e-8a2d-4c5b-9e6f-1a2b3c4d5e6f', name: 'b.dxf', type: 'dxf', size: 800 },
          ],
        },
      }),
    ]);
    const row = csv.slice(UTF8_BOM.length).split('\r\n').slice(1, -1).join('\r\n');
    expect(row).toBe(
      `9,quote,new,2026-11-20T10:00:00.000Z,Meera Shah,meera@example.com,9876543210,,Patel Engineering,'=India,"12 × Spur Gear (#3): EN-19\n1,500 × Helical Gear (#5)","'=cmd.pdf (2.5\u00a0MB)\nb.dxf (1\u00a0KB)",,,sent,,203.0.113.7`,
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
