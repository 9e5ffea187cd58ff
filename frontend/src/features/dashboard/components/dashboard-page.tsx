import { Link } from 'react-router';
import { API_PATHS } from '@gear/contract/api-paths';
import { paths } from '@/config/paths';
import { useAdminData } from '@/components/admin/use-admin-data';
import { PageMeta } from '@/components/ui/page-meta';
import { site } from '@/config/site';
import { apiUrl } from '@/lib/api-client';
import { hasApiReference } from '../api/has-api-reference';
import styles from './dashboard-page.module.css';

const QUICK_ACTIONS = [
  { label: 'Dashboard', to: paths.admin.dashboard },
  { label: 'Slider Manage', to: paths.admin.sliders },
  { label: 'Products', to: paths.admin.products },
  { label: 'E-Brochure', to: paths.admin.ebrochure },
  { label: 'Gallery Manage', to: paths.admin.gallery },
] as const;

/**
 * /admin/dashboard: a welcome banner and Quick Actions (SPEC §2), plus a link to the backend's API
 * reference when the backend has one.
 */
export function DashboardPage() {
  // A probe: a backend without a reference just gets no link (ADR 0023), never a toast.
  const reference = useAdminData(hasApiReference, 'api-reference', { toast: 'quiet' });
  return (
    <>
      <PageMeta title="Admin Dashboard" noindex />
      <section className={styles.banner}>
        <h1>Welcome to the Admin Dashboard</h1>
        <p>Manage the homepage sliders, products, e-brochure and gallery of {site.companyName}.</p>
      </section>
      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions">Quick Actions</h2>
        <ul className={styles.cards}>
          {QUICK_ACTIONS.map((action) => (
            <li key={action.to}>
              <Link className={styles.card} to={action.to}>
                {action.label}
              </Link>
            </li>
          ))}
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
