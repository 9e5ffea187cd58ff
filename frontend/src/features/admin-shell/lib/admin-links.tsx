import type { ReactNode } from 'react';
import { paths } from '@/config/paths';

export interface AdminLink {
  readonly label: string;
  readonly to: string;
  readonly icon: ReactNode;
  /** A count shown on the link: the unread leads (hidden when 0 or not offered). */
  readonly badge?: 'unread-leads';
  /**
   * Shown only when the backend answers GET /api/account (issue 21): against a backend without
   * the account calls and backups, the admin shows nothing of them.
   */
  readonly needsAccount?: true;
}

const icon = (d: string) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </svg>
);

/**
 * The sidebar's links: the five of SPEC §2 Admin area (with Categories, issue 20, after Product),
 * then the owner tools of issue 7, then Security and Backups (issue 21).
 */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, icon: icon('M3 12l9-8 9 8M5 10v10h14V10') },
  {
    label: 'Slider Manage',
    to: paths.admin.sliders,
    icon: icon('M3 5h18v14H3zM3 15l5-5 4 4 3-3 6 6'),
  },
  {
    label: 'Product',
    to: paths.admin.products,
    icon: icon('M3 7l9-4 9 4-9 4-9-4zM3 7v10l9 4 9-4V7M12 11v10'),
  },
  {
    label: 'Categories',
    to: paths.admin.categories,
    icon: icon(
      'M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8zM7.5 7.5h.01',
    ),
  },
  {
    label: 'E-Brochure',
    to: paths.admin.ebrochure,
    icon: icon('M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8'),
  },
  {
    label: 'Gallery Manage',
    to: paths.admin.gallery,
    icon: icon('M3 3h8v8H3zM13 3h8v8h-8zM3 13h8v8H3zM13 13h8v8h-8z'),
  },
  {
    label: 'Leads',
    to: paths.admin.leads,
    icon: icon('M22 12h-6l-2 3h-4l-2-3H2M5.5 5h13L22 12v7H2v-7z'),
    badge: 'unread-leads',
  },
  {
    label: 'Activity Log',
    to: paths.admin.activity,
    icon: icon('M12 7v5l3 2M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5'),
  },
  {
    label: 'Security',
    to: paths.admin.security,
    icon: icon('M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4'),
    needsAccount: true,
  },
  {
    label: 'Backups',
    to: paths.admin.backups,
    icon: icon(
      'M4 7c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 7v10c0 1.7 3.6 3 8 3s8-1.3 8-3V7M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
    ),
    needsAccount: true,
  },
];
