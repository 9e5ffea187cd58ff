import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { pagesImages } from '@/assets/images/site-images';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { PageBanner } from '@/components/ui/page-banner';
import { Reveal } from '@/components/ui/reveal';
import { Spinner } from '@/components/ui/spinner';
import { anchors, paths } from '@/config/paths';
import { PageMeta } from '@/components/ui/page-meta';
import { SEO_PAGES } from '@/config/seo';
import { BROCHURE, site, telHref } from '@/config/site';
import { resolveAssetUrl } from '@/lib/asset-url';
import { useAsync, type AsyncState } from '@/lib/use-async';
import type { Ebrochure } from '@gear/contract/ebrochure';
import { API_PATHS } from '@gear/contract/api-paths';
import { useHandedAnswer } from '@/lib/handover';
import { getEbrochure, readEbrochure } from '../api/get-ebrochure';
import { loadErrorDetail } from '../brochure-status';
import { recallVisitor } from '../visitor-memory';
import { ChatIcon, CheckIcon, DownloadIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import styles from './ebrochure-page.module.css';

/** SPEC §2 E-Brochure: the catalogue's contents. */
const INSIDE = [
  'Technical specifications and tolerances',
  'Performance and load data',
  'Materials and surface treatments',
  'Custom engineering case studies',
  'Application guides',
] as const;

/**
 * The modal's form (and react-hook-form with it) loads when the visitor reaches for a button that
 * opens it, not with the page: it keeps /ebrochure's first load light (ADR 0027).
 */
const loadBrochureModal = () => import('./brochure-modal');
const BrochureModal = lazy(() =>
  loadBrochureModal().then((module) => ({ default: module.BrochureModal })),
);
const preloadBrochureModal = () => {
  void loadBrochureModal();
};
const PRELOAD_ON_INTENT = {
  onPointerEnter: preloadBrochureModal,
  onPointerDown: preloadBrochureModal,
  onFocus: preloadBrochureModal,
};

/** /ebrochure: the catalogue cover, what it holds, and the 'Get Your Catalogue' modal. */
export function EbrochurePage() {
  const handed = useHandedAnswer(API_PATHS.ebrochure);
  const state = useAsync(getEbrochure, 'ebrochure', handed && (() => readEbrochure(handed)));
  const [modalOpen, setModalOpen] = useState(false);
  // Returning visitors (ADR 0020): remembered on an earlier visit, read once per page visit, so a
  // request made now shows the greeting next time, not on this page's next opening of the modal.
  const [visitor, setVisitor] = useState(recallVisitor);
  const brochure = state.status === 'success' ? state.data : null;
  const pdfUrl = resolveAssetUrl(brochure?.pdf_file);
  const openModal = () => {
    setModalOpen(true);
  };

  return (
    <>
      <PageMeta {...SEO_PAGES.ebrochure} path={paths.ebrochure} />
      <PageBanner
        title="E-Brochure"
        subtitle="Our complete product catalogue: gears, shafts, gearboxes and precision-machined components."
      />

      <section className={styles.showcase} aria-labelledby="brochure-heading">
        <div className={styles.showcaseInner}>
          <Reveal from="left" className={styles.coverColumn}>
            <CoverCard state={state} />
          </Reveal>

          <Reveal from="right" className={styles.details}>
            <p className={styles.eyebrow}>Product Catalogue {BROCHURE.edition}</p>
            <h2 id="brochure-heading" className={styles.heading}>
              Everything you need to specify the right part
            </h2>
            <p className={styles.lead}>
              One PDF with our full range of gears, transmission shafts, gearboxes and
              agricultural-equipment gears, built from {site.established} onwards for OEMs and the
              aftermarket.
            </p>

            <h3 id="brochure-inside" className={styles.insideHeading}>
              What&apos;s Inside
            </h3>
            <ul className={styles.inside} aria-labelledby="brochure-inside">
              {INSIDE.map((item) => (
                <li key={item}>
                  <CheckIcon className={styles.check} />
                  <span>{item}</span>
                </li>
              ))}
            </ul>

            <div className={styles.actions}>
              <Button onClick={openModal} {...PRELOAD_ON_INTENT}>
                <DownloadIcon className={styles.buttonIcon} />
                Download Catalogue
              </Button>
              <a className={buttonClassName('outline')} href={`#${anchors.ebrochureContact}`}>
                Contact Sales
              </a>
            </div>

            <BrochureStatus state={state} />
          </Reveal>
        </div>
      </section>

      <section className={styles.cta} aria-labelledby="brochure-cta-heading">
        <Reveal className={styles.ctaInner}>
          <div>
            <h2 id="brochure-cta-heading" className={styles.ctaHeading}>
              Get the {BROCHURE.edition} catalogue today
            </h2>
            <p className={styles.ctaText}>
              Free PDF download: leave your name, e-mail and phone and it is yours in seconds.
            </p>
          </div>
          <Button onClick={openModal} className={styles.ctaButton} {...PRELOAD_ON_INTENT}>
            GET NOW
          </Button>
        </Reveal>
      </section>

      <section
        id={anchors.ebrochureContact}
        className={styles.sales}
        aria-labelledby="sales-heading"
      >
        <div className={styles.salesInner}>
          <h2 id="sales-heading" className={styles.salesHeading}>
            Talk to our sales team
          </h2>
          <p className={styles.salesIntro}>
            Need a drawing reviewed, a quote or a part that is not in the catalogue? Our engineers
            are happy to help.
          </p>
          <ul className={styles.salesCards}>
            <li className={styles.salesCard}>
              <span className={styles.salesIcon}>
                <PhoneIcon />
              </span>
              <h3 className={styles.salesCardTitle}>Call sales</h3>
              {site.phones.map((phone) => (
                <a
                  key={phone}
                  href={telHref(phone)}
                  className={`${styles.salesLink} notranslate`}
                  translate="no"
                >
                  {phone}
                </a>
              ))}
            </li>
            <li className={styles.salesCard}>
              <span className={styles.salesIcon}>
                <MailIcon />
              </span>
              <h3 className={styles.salesCardTitle}>E-mail us</h3>
              <a
                href={`mailto:${site.email}`}
                className={`${styles.salesLink} notranslate`}
                translate="no"
              >
                {site.email}
              </a>
            </li>
            <li className={styles.salesCard}>
              <span className={styles.salesIcon}>
                <ChatIcon />
              </span>
              <h3 className={styles.salesCardTitle}>Send an enquiry</h3>
              <Link to={`${paths.contact}#${anchors.contactForm}`} className={styles.salesLink}>
                Write to us
              </Link>
            </li>
          </ul>
        </div>
      </section>

      {modalOpen ? (
        <Suspense fallback={null}>
          <BrochureModal
            open
            onClose={() => {
              setModalOpen(false);
            }}
            pdfUrl={pdfUrl}
            visitor={visitor}
            onForgetVisitor={() => {
              setVisitor(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The cover column is at most 22rem wide (ebrochure-page.module.css .cover). */
const COVER_SIZES = 'min(100vw, 22rem)';

/** The 2025 edition cover with the claims; the uploaded cover when there is one. */
function CoverCard({ state }: { state: AsyncState<Ebrochure | null> }) {
  const fallback = pagesImages['ebrochure-cover'];
  const cover = state.status === 'success' ? resolveAssetUrl(state.data?.cover_image) : null;
  return (
    <figure className={styles.cover}>
      <div className={styles.coverFrame}>
        {state.status === 'loading' ? (
          // Inside the cover's fixed-ratio frame: the loading line takes no space of its own, so
          // nothing moves when the brochure arrives (layout shift).
          <div className={styles.coverStatus}>
            <Spinner label={PUBLIC_MESSAGES.loadingBrochure} />
          </div>
        ) : (
          <ImageWithFallback
            className={styles.coverImage}
            src={cover ?? fallback.src}
            variants={state.status === 'success' ? state.data?.variants : undefined}
            sizes={COVER_SIZES}
            fallbackSrc={fallback.src}
            alt={`Product catalogue ${BROCHURE.edition} edition cover`}
            width={fallback.width}
            height={fallback.height}
            loading="eager"
            fetchPriority="high"
          />
        )}
      </div>
      <span className={styles.edition}>{BROCHURE.edition} Edition</span>
      <figcaption className={styles.claims}>
        {BROCHURE.claims.map((claim) => (
          <span key={claim} className={styles.claim}>
            {claim}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/** Failure / no brochure (SPEC §2); loading shows in the cover, nothing once a brochure is there. */
function BrochureStatus({ state }: { state: AsyncState<Ebrochure | null> }) {
  if (state.status === 'loading') return null;
  if (state.status === 'error') {
    return (
      <div className={styles.status}>
        <Alert>
          <p className={styles.statusLine}>Error: {loadErrorDetail(state.error)}</p>
          <p className={styles.statusHint}>
            Please refresh the page, or contact support if the problem persists.
          </p>
        </Alert>
      </div>
    );
  }
  if (state.data === null) {
    return (
      <div className={styles.status}>
        <Alert tone="info">{PUBLIC_MESSAGES.noBrochure}</Alert>
      </div>
    );
  }
  return null;
}
