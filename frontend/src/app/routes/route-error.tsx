import { Button, ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import styles from './route-error.module.css';

/** A failed dynamic import usually means a new deployment replaced the hashed chunks. */
const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    error.message,
  );

/** The route error page: something failed while loading or rendering a page. */
export function RouteError({ error }: { error: unknown }) {
  const stale = isChunkLoadError(error);

  return (
    <main className={styles.page}>
      <PageMeta title="Something went wrong" noindex />
      <h1>Something went wrong</h1>
      <p>
        {stale
          ? 'A newer version of the site is available. Please reload the page.'
          : 'Sorry, this page could not be shown. Please reload, or go back to the home page.'}
      </p>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            window.location.reload();
          }}
        >
          Reload
        </Button>
        <ButtonLink to={paths.home} variant="outline" reloadDocument>
          Home page
        </ButtonLink>
      </div>
    </main>
  );
}
