import { Link } from 'react-router';
import { fullAddress, site, telHref } from '@/config/site';
import { FOOTER_LINKS } from '../nav-links';
import styles from './site-footer.module.css';

const SOCIAL = [site.social.linkedin, site.social.youtube, site.social.instagram];

/** The public footer (SPEC §2 "Footer"). */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <span className={styles.brandName}>{site.wordmark.name}</span>
          <span className={styles.brandSubtitle}>{site.wordmark.subtitle}</span>
          <p>
            Gears, transmission shafts, precision-machined components and gearboxes since{' '}
            {site.established}. {site.certification} certified.
          </p>
          <ul className={styles.social} aria-label="Social media">
            {SOCIAL.map((link) => (
              <li key={link.label}>
                {link.href === '#' ? (
                  // A placeholder account (SPEC §2): shown, but not a link anywhere.
                  <span>{link.label}</span>
                ) : (
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Footer">
          <h2 className={styles.heading}>Quick Links</h2>
          <ul className={styles.list}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={styles.heading}>Get In Touch</h2>
          <address className={styles.address}>
            <p>{fullAddress}</p>
            <ul className={styles.list}>
              {site.phones.map((phone) => (
                <li key={phone}>
                  <a href={telHref(phone)}>{phone}</a>
                </li>
              ))}
              <li>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
            </ul>
          </address>
        </div>
      </div>
      <div className={styles.bottom}>
        <p>
          © {site.copyrightYear} {site.companyName}. All rights reserved. Designed by{' '}
          {site.designerCredit.href === '#' ? (
            site.designerCredit.label
          ) : (
            <a href={site.designerCredit.href} target="_blank" rel="noopener noreferrer">
              {site.designerCredit.label}
            </a>
          )}
          .
        </p>
      </div>
    </footer>
  );
}
