import { PageBanner } from '@/components/ui/page-banner';
import { Section } from '@/components/ui/section';
import { anchors } from '@/config/paths';
import { fullAddress, pageTitle, site, telHref } from '@/config/site';
import styles from './contact-page.module.css';

/** /contact (SPEC §2 Contact). The 'Get In Touch!' form comes next. */
export function ContactPage() {
  return (
    <>
      <title>{pageTitle('Contact Us')}</title>
      <PageBanner title="Contact Us" />
      <Section muted>
        <ul className={styles.cards}>
          <li className={styles.card}>
            <h3>Phone</h3>
            {site.phones.map((phone) => (
              <p key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </p>
            ))}
          </li>
          <li className={styles.card}>
            <h3>E-mail</h3>
            <p>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          </li>
          <li className={styles.card}>
            <h3>Address</h3>
            <p>{fullAddress}</p>
          </li>
        </ul>
      </Section>
      <Section id={anchors.contactForm} heading="Get In Touch!">
        <p>
          Write to <a href={`mailto:${site.email}`}>{site.email}</a> or call us; the contact form is
          coming soon.
        </p>
      </Section>
      <Section heading="Our Location" muted>
        <iframe
          className={styles.map}
          src={site.mapEmbedUrl}
          title={`Map of ${site.address.city}`}
          width={1200}
          height={400}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </Section>
    </>
  );
}
