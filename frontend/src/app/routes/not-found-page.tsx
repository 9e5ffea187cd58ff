import { ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { SEO_PAGES } from '@/config/seo';
import styles from './not-found-page.module.css';

/** Unknown public routes. */
export function NotFoundPage() {
  return (
    <Section>
      <PageMeta {...SEO_PAGES.notFound} noindex />
      <div className={styles.centered}>
        <h1>Page not found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
      </div>
    </Section>
  );
}

/** Unknown routes under /admin (inside the admin frame). */
export function AdminNotFoundPage() {
  return (
    <>
      <PageMeta {...SEO_PAGES.notFound} noindex />
      <h1>Page not found</h1>
      <p>This admin page does not exist.</p>
      <ButtonLink to={paths.admin.dashboard} variant="secondary">
        Back to the dashboard
      </ButtonLink>
    </>
  );
}
