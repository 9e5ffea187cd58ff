import { API_PATHS } from '@gear/contract/api-paths';
import { withQuery } from '@/components/admin/admin-list/list-search';
import { localInstant } from '@/components/admin/admin-list/local-day';
import { fetchAdminFile } from '@/components/admin/admin-file';

interface LeadsCsv {
  blob: Blob;
  filename: string;
}

/** `leads-YYYY-MM-DD.csv` for today (local). */
export const defaultCsvName = (now = new Date()) => `leads-${localInstant(now).slice(0, 10)}.csv`;

/** GET /api/leads/export.csv?filter with the admin token: the CSV, byte for byte (BOM included). */
export async function exportLeads(query: URLSearchParams): Promise<LeadsCsv> {
  const file = await fetchAdminFile(withQuery(API_PATHS.leadsExport, query), 'text/csv');
  return {
    blob: file.blob.type ? file.blob : new Blob([file.blob], { type: 'text/csv;charset=utf-8' }),
    filename: file.filename ?? defaultCsvName(),
  };
}
