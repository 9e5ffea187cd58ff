import { pagesImages } from '@/assets/images/site-images';
import { PageBanner } from '@/components/ui/page-banner';
import { Reveal } from '@/components/ui/reveal';
import { PageMeta } from '@/components/ui/page-meta';
import { anchors, paths } from '@/config/paths';
import { SEO_PAGES } from '@/config/seo';
import { mapLinkUrl, site, telHref } from '@/config/site';
import { useLocation } from 'react-router';
import { quotePrefill } from '../lib/quote-prefill';
import { ContactForm } from './contact-form';
import { ClockIcon, ExternalIcon, MailIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import styles from './contact-page.module.css';

/** The postal address as lines: street lines, then "Rajkot, Gujarat 360000", then the country. */
const ADDRESS_LINES = [
  ...site.address.lines,
  `${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
  site.address.country,
];

function Address() {
  return (
    <address className={styles.address}>
      {ADDRESS_LINES.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

/**
 * /contact (SPEC §2 Contact): info cards, the 'Get In Touch!' form and the location map.
 * `/contact?product=<title>` starts the message with a quote request for that product (issue 19).
 */
export function ContactPage() {
  const image = pagesImages.inquiry;
  // `?product=<title>` (SPEC's 'Request Quote'): the message names the products, on the server too.
  const prefill = quotePrefill(useLocation().search);
  return (
    <>
      <PageMeta {...SEO_PAGES.contact} path={paths.contact} />
      <PageBanner
        title="Contact Us"
        subtitle="Questions, drawings or a quote request: our engineers and sales team are ready to help."
      />

      <section className={styles.info} aria-labelledby="info-heading">
        <h2 id="info-heading" className="visually-hidden">
          Contact information
        </h2>
        <ul className={styles.cards}>
          <li className={styles.card}>
            <span className={styles.cardIcon}>
              <PhoneIcon />
            </span>
            <h3 className={styles.cardTitle}>Call Us</h3>
            {site.phones.map((phone) => (
              <a
                key={phone}
                href={telHref(phone)}
                className={`${styles.cardLink} notranslate`}
                translate="no"
              >
                {phone}
              </a>
            ))}
          </li>
          <li className={styles.card}>
            <span className={styles.cardIcon}>
              <MailIcon />
            </span>
            <h3 className={styles.cardTitle}>Email Us</h3>
            <a
              href={`mailto:${site.email}`}
              className={`${styles.cardLink} notranslate`}
              translate="no"
            >
              {site.email}
            </a>
          </li>
          <li className={styles.card}>
            <span className={styles.cardIcon}>
              <PinIcon />
            </span>
            <h3 className={styles.cardTitle}>Visit Us</h3>
            <Address />
          </li>
        </ul>
      </section>

      <section
        id={anchors.contactForm}
        className={styles.formSection}
        aria-labelledby="form-heading"
      >
        <div className={styles.formInner}>
          <Reveal from="left" className={styles.formCard}>
            <h2 id="form-heading" className={styles.formHeading}>
              Get In Touch!
            </h2>
            <p className={styles.formIntro}>
              Fill in the form and our team will get back to you shortly.
            </p>
            {/* A new address with other products starts a new form: the message follows it. */}
            <ContactForm key={prefill} initialMessage={prefill} />
          </Reveal>
          <Reveal from="right" className={styles.formAside}>
            <img
              className={styles.asideImage}
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
            />
            <div className={styles.asideText}>
              <p className={styles.eyebrow}>Talk to an engineer</p>
              <p className={styles.asideLead}>
                Tell us what you need: gears, transmission shafts, gearboxes or a custom machined
                part. Details such as module, number of teeth, material and quantity help us quote
                faster.
              </p>
              <p className={styles.asideMeta}>
                <ClockIcon className={styles.metaIcon} />
                Customer support 24x7
              </p>
            </div>
          </Reveal>
        </div>
      </section>

      <section className={styles.location} aria-labelledby="location-heading">
        <div className={styles.locationInner}>
          <h2 id="location-heading" className={styles.sectionHeading}>
            Our Location
          </h2>
          <div className={styles.locationGrid}>
            <div className={styles.mapFrame}>
              {/* Behind the map: shown while it loads and whenever the maps service is unreachable. */}
              <div className={styles.mapPlaceholder} aria-hidden="true">
                <PinIcon className={styles.mapPin} />
                <span>
                  {site.address.city}, {site.address.region}, {site.address.country}
                </span>
              </div>
              <iframe
                className={styles.map}
                src={site.mapEmbedUrl}
                title={`Map: ${site.companyName}, ${site.address.city}`}
                width={800}
                height={420}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
              />
            </div>
            <div className={styles.visit}>
              <h3 className={`${styles.visitTitle} notranslate`} translate="no">
                {site.companyName}
              </h3>
              <div className={styles.visitRow}>
                <PinIcon className={styles.visitIcon} />
                <Address />
              </div>
              <div className={styles.visitRow}>
                <PhoneIcon className={styles.visitIcon} />
                <a href={telHref(site.phones[0])} className="notranslate" translate="no">
                  {site.phones[0]}
                </a>
              </div>
              <div className={styles.visitRow}>
                <MailIcon className={styles.visitIcon} />
                <a href={`mailto:${site.email}`} className="notranslate" translate="no">
                  {site.email}
                </a>
              </div>
              <a
                className={styles.mapsLink}
                href={mapLinkUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                Open in Google Maps
                <ExternalIcon className={styles.metaIcon} />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
