import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { BREAKPOINTS, site } from '@/config/site';
import { minWidth, useMediaQuery } from '@/lib/use-media-query';
import { COMPANY_LINKS, TOP_LINKS } from '../nav-links';
import styles from './site-header.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  [styles.link, isActive ? styles.active : ''].filter(Boolean).join(' ');

/**
 * The fixed public header: logo + two-line wordmark, the 'Our Company' dropdown and the top
 * links; below 768px a slide-in panel with an overlay that locks page scrolling.
 */
export function SiteHeader() {
  const isDesktop = useMediaQuery(minWidth(BREAKPOINTS.desktop));
  const [menuOpen, setMenuOpen] = useState(false);
  const [companyOpen, setCompanyOpen] = useState(false);
  const [wasDesktop, setWasDesktop] = useState(isDesktop);
  const dropdownRef = useRef<HTMLLIElement>(null);
  const panelId = useId();
  const companyListId = useId();

  // Growing to the desktop width closes the panel and the dropdown (SPEC §2).
  if (wasDesktop !== isDesktop) {
    setWasDesktop(isDesktop);
    if (isDesktop) {
      setMenuOpen(false);
      setCompanyOpen(false);
    }
  }

  const panelOpen = menuOpen && !isDesktop;

  // Lock page scrolling while the mobile panel is open.
  useEffect(() => {
    if (!panelOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [panelOpen]);

  // Close the dropdown on an outside click or Escape.
  useEffect(() => {
    if (!companyOpen && !panelOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && dropdownRef.current?.contains(event.target)) return;
      setCompanyOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setCompanyOpen(false);
      setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [companyOpen, panelOpen]);

  const closeAll = () => {
    setCompanyOpen(false);
    setMenuOpen(false);
  };

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.brand} onClick={closeAll}>
          <img
            className={styles.logo}
            src={site.logo.src}
            alt=""
            width={56}
            height={56}
            fetchPriority="high"
          />
          <span className={styles.wordmark}>
            <span className={styles.wordmarkName}>{site.wordmark.name}</span>
            <span className={styles.wordmarkSubtitle}>{site.wordmark.subtitle}</span>
            <span className="visually-hidden"> – home</span>
          </span>
        </Link>

        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => {
            setMenuOpen(true);
          }}
        >
          <span className="visually-hidden">Open menu</span>
          <MenuIcon />
        </button>

        {panelOpen ? (
          <button
            type="button"
            className={styles.overlay}
            aria-label="Close menu"
            tabIndex={-1}
            onClick={closeAll}
          />
        ) : null}

        <div
          id={panelId}
          className={[styles.panel, panelOpen ? styles.panelOpen : ''].filter(Boolean).join(' ')}
        >
          <div className={styles.panelHeader}>
            <button type="button" className={styles.closeButton} onClick={closeAll}>
              <span className="visually-hidden">Close menu</span>
              <CloseIcon />
            </button>
          </div>
          <nav aria-label="Main">
            <ul className={styles.list}>
              <li
                ref={dropdownRef}
                className={styles.dropdown}
                onMouseEnter={
                  isDesktop
                    ? () => {
                        setCompanyOpen(true);
                      }
                    : undefined
                }
                onMouseLeave={
                  isDesktop
                    ? () => {
                        setCompanyOpen(false);
                      }
                    : undefined
                }
              >
                <button
                  type="button"
                  className={styles.dropdownButton}
                  aria-expanded={companyOpen}
                  aria-controls={companyListId}
                  onClick={() => {
                    setCompanyOpen((open) => !open);
                  }}
                >
                  Our Company
                  <ChevronIcon open={companyOpen} />
                </button>
                <ul id={companyListId} className={styles.subList} hidden={!companyOpen}>
                  {COMPANY_LINKS.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} className={linkClass} onClick={closeAll}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
              {TOP_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={linkClass} onClick={closeAll}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}

function MenuIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg
      className={[styles.chevron, open ? styles.chevronOpen : ''].filter(Boolean).join(' ')}
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}
