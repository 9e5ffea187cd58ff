import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { pageTitle } from '@/config/site';
import styles from './not-found-page.module.css';

/** Unknown public routes. */
export function NotFoundPage() {
  return (
    <Section>
      <title>{pageTitle('Page not found')}</title>
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
      <title>{pageTitle('Page not found')}</title>
      <h1>Page not found</h1>
      <p>This admin page does not exist.</p>
      <ButtonLink to={paths.admin.dashboard} variant="secondary">
        Back to the dashboard
      </ButtonLink>
    </>
  );
}
