import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { API_PATHS } from '@gear/contract/api-paths';
import type { AdminSummary } from '@gear/contract/admin-summary';
import { MAX_SLIDERS } from '@gear/contract/limits';
import { AdminTime } from '@/components/admin/admin-time';
import { useAdminData } from '@/components/admin/use-admin-data';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { apiUrl } from '@/lib/api-client';
import { getAdminSummary } from '../api/get-admin-summary';
import { hasApiReference } from '../api/has-api-reference';
import styles from './dashboard-page.module.css';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

interface QuickAction {
  label: string;
  to: string;
  /** What the card says at a glance, from the summary; absent: the label alone. */
  figure?: (summary: AdminSummary) => ReactNode;
}

/** SPEC §2's five cards (and Categories, issue 20), then the owner tools (issue 18), each with its figure. */
const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'Dashboard', to: paths.admin.dashboard },
  {
    label: 'Slider Manage',
    to: paths.admin.sliders,
    figure: (s) => `${String(s.sliders)} of ${String(MAX_SLIDERS)} slides`,
  },
  {
    label: 'Products',
    to: paths.admin.products,
    figure: (s) => plural(s.products, 'product', 'products'),
  },
  // Issue 20: the summary has no figure for it.
  { label: 'Categories', to: paths.admin.categories },
  {
    label: 'E-Brochure',
    to: paths.admin.ebrochure,
    figure: (s) => (s.brochure ? 'Uploaded' : 'Not uploaded yet'),
  },
  {
    label: 'Gallery Manage',
    to: paths.admin.gallery,
    figure: (s) => plural(s.gallery, 'image', 'images'),
  },
  {
    label: 'Leads',
    to: paths.admin.leads,
    figure: (s) =>
      s.leads.mail_failed > 0
        ? `${plural(s.leads.unread, 'unread', 'unread')}, ${plural(s.leads.mail_failed, 'mail failed', 'mails failed')}`
        : plural(s.leads.unread, 'unread', 'unread'),
  },
  {
    label: 'Activity Log',
    to: paths.admin.activity,
    figure: (s) =>
      s.last_activity_at ? (
        <>
          Latest <AdminTime value={s.last_activity_at} />
        </>
      ) : (
        'Nothing yet'
      ),
  },
];

/**
 * /admin/dashboard: a welcome banner and Quick Actions (SPEC §2), each card with its figure from
 * one summary call (none on a backend without it, ADR 0023), plus a link to the backend's API
 * reference when the backend has one.
 */
export function DashboardPage() {
  // Probes: a backend without them just shows less (ADR 0023), never a toast.
  const reference = useAdminData(hasApiReference, 'api-reference', { toast: 'quiet' });
  const summary = useAdminData(getAdminSummary, 'admin-summary', {
    toast: 'quiet',
    unsupportedOn404: true,
  });
  const figures = summary.status === 'success' ? summary.data : null;
  const id = useId();
  return (
    <>
      <PageMeta title="Admin Dashboard" noindex />
      <section className={styles.banner}>
        <h1>Welcome to the Admin Dashboard</h1>
        <p>Manage the homepage sliders, products, e-brochure and gallery of {site.companyName}.</p>
      </section>
      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions">Quick Actions</h2>
        <ul className={styles.cards} aria-busy={summary.status === 'loading'}>
          {QUICK_ACTIONS.map((action) => {
            const figure = figures && action.figure ? action.figure(figures) : null;
            const figureId = `${id}-${action.to}`;
            // Named by SPEC's label alone; the figure is the link's description.
            return (
              <li key={action.to}>
                <Link
                  className={styles.card}
                  to={action.to}
                  aria-describedby={figure === null ? undefined : figureId}
                >
                  <span className={styles.label}>{action.label}</span>
                  {figure === null ? null : (
                    <span id={figureId} className={styles.figure} aria-hidden="true">
                      {figure}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      {reference.status === 'success' && reference.data ? (
        <p className={styles.reference}>
          For developers: the <a href={apiUrl(API_PATHS.apiDocs)}>API reference</a> of the backend
          (OpenAPI 3.1, also as <a href={apiUrl(API_PATHS.openapi)}>openapi.json</a>).
        </p>
      ) : null}
    </>
  );
}
