import type { Id } from '@gear/contract/common';
import { API_PATHS } from '@gear/contract/api-paths';
import type { QuoteAttachment } from '@gear/contract/quotes';
import { fetchAdminFile } from '@/components/admin/admin-file';

/**
 * GET /api/leads/{id}/attachments/{attachmentId}: a quote request's drawing, admin only (the
 * token goes in the header, so it is fetched, then saved under its name).
 */
export async function downloadLeadAttachment(
  leadId: Id,
  attachment: QuoteAttachment,
): Promise<{ blob: Blob; filename: string }> {
  const file = await fetchAdminFile(API_PATHS.leadAttachment(leadId, attachment.id), '*/*');
  return { blob: file.blob, filename: file.filename ?? attachment.name };
}
