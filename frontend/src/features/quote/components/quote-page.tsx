import { QUOTE_MESSAGES } from '@gear/contract/quote-rules';
import { useId, useSyncExternalStore } from 'react';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { PageBanner } from '@/components/ui/page-banner';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { SEO_PAGES } from '@/config/seo';
import { useQuoteList, type QuoteListLine, useQuoteOffer } from '@/lib/quote-list';
import { QuoteForm } from './quote-form';
import { QuoteLines } from './quote-lines';
import styles from './quote-page.module.css';

const noSubscription = () => () => undefined;

/** False on the server and while hydrating, true from the render after. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * /quote (issue 19; not in SPEC §2, not indexed): the buyer's quote list and the request. The
 * list lives in this browser, so the server sends the page without it, and without the form
 * below it: both arrive together once the page runs, so a list that fills in never pushes a form
 * that was already on screen (no layout shift). Against a backend without quote requests (GET
 * /api/quote not 2xx) the page says so instead of the form and links to the contact form, its
 * message naming the listed products.
 */
export function QuotePage() {
  const offer = useQuoteOffer();
  const lines = useQuoteList();
  const inBrowser = useInBrowser();
  return (
    <>
      <PageMeta {...SEO_PAGES.quote} noindex />
      <PageBanner
        title="Request a Quote"
        subtitle="List the parts you need with quantities, attach your drawings and send one request. We reply with prices and lead times."
      />
      <div className={styles.page}>
        <div className={styles.inner}>
          {!inBrowser ? (
            <div className={styles.layout}>
              <QuoteLines lines={null} editable={false} idPrefix="quote" />
            </div>
          ) : offer === 'absent' ? (
            <QuoteUnavailable lines={lines} />
          ) : (
            <QuoteForm lines={lines} />
          )}
        </div>
      </div>
    </>
  );
}

function QuoteUnavailable({ lines }: { lines: readonly QuoteListLine[] }) {
  const idPrefix = useId();
  return (
    <div className={styles.layout}>
      <QuoteLines lines={lines} editable={false} idPrefix={idPrefix} />
      <section className={styles.card} aria-labelledby={`${idPrefix}-send`}>
        <h2 id={`${idPrefix}-send`} className={styles.cardHeading}>
          Send your request
        </h2>
        <Alert tone="info">{QUOTE_MESSAGES.unavailable}</Alert>
        <div className={styles.actions}>
          <ButtonLink to={paths.contactQuote(lines.map((line) => line.title))}>
            Go to the contact form
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
