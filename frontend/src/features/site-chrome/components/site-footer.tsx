import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { site, telHref, type SocialLink } from '@/config/site';
import { companyAddressLine } from '@gear/contract/company';
import { FOOTER_LINKS } from '../nav-links';
import {
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
  YouTubeIcon,
} from './social-icons';
import styles from './site-footer.module.css';

/** A professional network, a video site and a photo-sharing site (SPEC §2 Footer). */
const SOCIAL: readonly { link: SocialLink; icon: ReactNode }[] = [
  { link: site.social.linkedin, icon: <LinkedInIcon /> },
  { link: site.social.youtube, icon: <YouTubeIcon /> },
  { link: site.social.instagram, icon: <InstagramIcon /> },
];

/** An account that does not exist yet is configured with href '#'. */
const isPlaceholder = (link: SocialLink) => link.href === '#' || link.href === '';

/** The public footer (SPEC §2 "Footer"): links, address, phones, e-mail, social, copyright. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={`${styles.brand} notranslate`} translate="no">
            <img src={site.logo.src} alt="" width={44} height={44} loading="lazy" />
            <span>
              <span className={styles.brandName}>{site.wordmark.name}</span>
              <span className={styles.brandSubtitle}>{site.wordmark.subtitle}</span>
            </span>
          </p>
          <p className={styles.blurb}>
            Gears, transmission shafts, precision-machined components and gearboxes for OEMs and the
            aftermarket since {site.established}. {site.certification} certified.
          </p>
          <ul className={styles.social} aria-label="Social media">
            {SOCIAL.map(({ link, icon }) => (
              <li key={link.label}>
                {isPlaceholder(link) ? (
                  // The placeholder account (SPEC §2): shown honestly, not a link anywhere.
                  <span
                    className={`${styles.socialLink} ${styles.socialDisabled}`}
                    title={`${link.label}: coming soon`}
                  >
                    {icon}
                    <span className="visually-hidden">{link.label} (coming soon)</span>
                  </span>
                ) : (
                  <a
                    className={styles.socialLink}
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={link.label}
                  >
                    {icon}
                    <span className="visually-hidden">{link.label} (opens in a new tab)</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Footer">
          <h2 className={styles.heading}>Quick Links</h2>
          <ul className={styles.links}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={styles.heading}>Get In Touch</h2>
          <address className={styles.contact}>
            <p className={styles.contactRow}>
              <PinIcon />
              <span>{companyAddressLine}</span>
            </p>
            {site.phones.map((phone) => (
              <p key={phone} className={styles.contactRow}>
                <PhoneIcon />
                <a href={telHref(phone)} className="notranslate" translate="no">
                  {phone}
                </a>
              </p>
            ))}
            <p className={styles.contactRow}>
              <MailIcon />
              <a href={`mailto:${site.email}`} className="notranslate" translate="no">
                {site.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <p>
            Copyright © {site.copyrightYear}{' '}
            <span className="notranslate" translate="no">
              {site.companyName}
            </span>
            . All rights reserved.
          </p>
          <p>
            Designed by{' '}
            {isPlaceholder(site.designerCredit) ? (
              <span className="notranslate" translate="no">
                {site.designerCredit.label}
              </span>
            ) : (
              <a
                className="notranslate"
                translate="no"
                href={site.designerCredit.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {site.designerCredit.label}
              </a>
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
