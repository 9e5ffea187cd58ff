import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { BREAKPOINTS, site } from '@/config/site';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { minWidth, useMediaQuery } from '@/lib/use-media-query';
import { useScrollLock } from '@/lib/use-scroll-lock';
import { usePageTranslation } from '../hooks/use-page-translation';
import { COMPANY_LINKS, TOP_LINKS } from '../nav-links';
import { LanguagePicker } from './language-picker';
import { QuoteListLink } from './quote-list-link';
import styles from './site-header.module.css';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cx(styles.link, isActive && styles.active);

/**
 * The fixed public header (SPEC §2 "Header and navigation"): logo + two-line wordmark, the
 * 'Our Company' dropdown, the top links, the language picker and, when the backend takes quote
 * requests, the quote list (issue 19). Height 60/80/100px below 768,
 * from 768 and from 1024px (--header-height in tokens.css). Below 768px the links live in a
 * slide-in panel with a dark overlay, focus trapped inside and page scrolling locked.
 */
const DESKTOP_QUERY = minWidth(BREAKPOINTS.desktop);
const isWide = () => window.matchMedia(DESKTOP_QUERY).matches;

export function SiteHeader() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const { pathname } = useLocation();
  const translation = usePageTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [companyOpen, setCompanyOpen] = useState(false);
  const [wasDesktop, setWasDesktop] = useState(isDesktop);
  const dropdownRef = useRef<HTMLLIElement>(null);
  const companyButtonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const companyListId = useId();

  // Growing to 768px or wider closes the panel and the dropdown (SPEC §2).
  if (wasDesktop !== isDesktop) {
    setWasDesktop(isDesktop);
    if (isDesktop) {
      setMenuOpen(false);
      setCompanyOpen(false);
    }
  }

  const panelOpen = menuOpen && !isDesktop;
  useScrollLock(panelOpen);
  useFocusTrap(panelRef, panelOpen, closeButtonRef);

  // Escape closes the dropdown (focus back on its button) and the mobile panel; an outside
  // click closes the dropdown.
  useEffect(() => {
    if (!companyOpen && !panelOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && dropdownRef.current?.contains(event.target)) return;
      setCompanyOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (companyOpen) {
        setCompanyOpen(false);
        const focused = document.activeElement;
        if (focused instanceof Node && dropdownRef.current?.contains(focused)) {
          companyButtonRef.current?.focus();
        }
        // On the mobile panel the first Escape closes the dropdown, the next the panel.
        return;
      }
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

  const onCompanyClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Wide screens open on hover, so a mouse click there keeps it open; keyboard activation
    // (detail 0) and narrow screens toggle.
    if (isDesktop && event.detail > 0) setCompanyOpen(true);
    else setCompanyOpen((open) => !open);
  };

  const companyActive = COMPANY_LINKS.some((link) => link.to === pathname);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link
          to={paths.home}
          className={`${styles.brand} notranslate`}
          translate="no"
          onClick={closeAll}
        >
          <img
            className={styles.logo}
            src={site.logo.src}
            alt=""
            width={64}
            height={64}
            fetchPriority="high"
          />
          <span className={styles.wordmark}>
            <span className={styles.wordmarkName}>{site.wordmark.name}</span>
            <span className={styles.wordmarkSubtitle}>{site.wordmark.subtitle}</span>
            <span className="visually-hidden"> – home</span>
          </span>
        </Link>

        <QuoteListLink onNavigate={closeAll} />

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
          <div
            className={styles.overlay}
            role="presentation"
            data-testid="menu-overlay"
            onClick={closeAll}
          />
        ) : null}

        <div
          ref={panelRef}
          id={panelId}
          className={cx(styles.panel, panelOpen && styles.panelOpen)}
          role={isDesktop ? undefined : 'dialog'}
          aria-modal={panelOpen ? true : undefined}
          aria-label={isDesktop ? undefined : 'Menu'}
        >
          <div className={styles.panelHeader}>
            {/* Rendered only while open, so the wordmark exists once in the page otherwise. */}
            {panelOpen ? (
              <span className={`${styles.panelBrand} notranslate`} translate="no">
                <img src={site.logo.src} alt="" width={36} height={36} />
                <span className={styles.wordmark}>
                  <span className={styles.panelBrandName}>{site.wordmark.name}</span>
                  <span className={styles.wordmarkSubtitle}>{site.wordmark.subtitle}</span>
                </span>
              </span>
            ) : null}
            <button
              ref={closeButtonRef}
              type="button"
              className={styles.closeButton}
              onClick={closeAll}
            >
              <span className="visually-hidden">Close menu</span>
              <CloseIcon />
            </button>
          </div>
          <nav aria-label="Main" className={styles.nav}>
            <ul className={styles.list}>
              <li
                ref={dropdownRef}
                className={styles.dropdown}
                // The width is read when the pointer comes, not from isDesktop: the hydrating
                // render has the server's value (false), and a pointer that arrived in the moment
                // before the next render fired no second mouseenter (the dropdown stayed shut).
                onMouseEnter={() => {
                  if (isWide()) setCompanyOpen(true);
                }}
                onMouseLeave={() => {
                  if (isWide()) setCompanyOpen(false);
                }}
                onBlur={(event) => {
                  // Tabbing out of the open dropdown on wide screens closes it.
                  const next = event.relatedTarget;
                  if (isDesktop && !(next instanceof Node && event.currentTarget.contains(next))) {
                    setCompanyOpen(false);
                  }
                }}
              >
                <button
                  ref={companyButtonRef}
                  type="button"
                  className={cx(styles.link, styles.dropdownButton, companyActive && styles.active)}
                  aria-expanded={companyOpen}
                  aria-controls={companyListId}
                  onClick={onCompanyClick}
                >
                  Our Company
                  <ChevronIcon open={companyOpen} />
                </button>
                <ul id={companyListId} className={styles.subList} hidden={!companyOpen}>
                  {COMPANY_LINKS.map((link) => (
                    <li key={link.to}>
                      <NavLink
                        to={link.to}
                        className={({ isActive }) =>
                          cx(styles.subLink, isActive && styles.subActive)
                        }
                        onClick={closeAll}
                      >
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
              {TOP_LINKS.map((link) => (
                <li key={link.to} className={styles.item}>
                  <NavLink to={link.to} className={linkClass} onClick={closeAll}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.language}>
            <span className={styles.languageLabel} aria-hidden="true">
              Language
            </span>
            <LanguagePicker
              language={translation.language}
              onChange={translation.setLanguage}
              status={translation.status}
              placement={isDesktop ? 'down' : 'up'}
            />
          </div>
        </div>
      </div>
    </header>
  );
}

function MenuIcon() {
  return (
    <svg
      width="26"
      height="26"
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
      className={cx(styles.chevron, open && styles.chevronOpen)}
      width="14"
      height="14"
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
