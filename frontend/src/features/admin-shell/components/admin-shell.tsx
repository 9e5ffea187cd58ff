import { useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { UnreadLeadsProvider } from '@/components/admin/unread-leads';
import { useAccount } from '@/components/admin/use-account';
import { BREAKPOINTS } from '@/config/site';
import { minWidth, useMediaQuery } from '@/lib/use-media-query';
import { ADMIN_LINKS, type AdminLink } from '../lib/admin-links';
import { useUnreadLeadsCount } from '../hooks/use-unread-leads-count';
import styles from './admin-shell.module.css';

/**
 * The admin frame: a top bar 'Admin Panel' with the given actions (Logout) and a sidebar that
 * toggles between wide and narrow; below 768px it is forced narrow and cannot be toggled. It owns
 * the Leads link's unread count; the pages inside may ask it to revalidate (UnreadLeadsProvider).
 * Security and Backups are listed once GET /api/account has answered (a backend without them
 * answers 404: the links never show).
 */
export function AdminShell({ actions, children }: { actions: ReactNode; children: ReactNode }) {
  const isDesktop = useMediaQuery(minWidth(BREAKPOINTS.desktop));
  const [wide, setWide] = useState(true);
  const sidebarId = useId();
  const expanded = isDesktop && wide;
  const { pathname } = useLocation();
  const unreadLeads = useUnreadLeadsCount(pathname);
  const countOf = (link: AdminLink) =>
    link.badge === 'unread-leads' ? (unreadLeads.count ?? 0) : 0;
  const accountOffered = useAccount({ quiet: true }).latest !== null;
  const links = ADMIN_LINKS.filter((link) => !link.needsAccount || accountOffered);

  return (
    <UnreadLeadsProvider revalidate={unreadLeads.revalidate}>
      <div className={styles.shell}>
        <header className={styles.topBar}>
          {isDesktop ? (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={expanded}
              aria-controls={sidebarId}
              onClick={() => {
                setWide((value) => !value);
              }}
            >
              <span className="visually-hidden">
                {expanded ? 'Collapse sidebar' : 'Expand sidebar'}
              </span>
              <svg
                width="22"
                height="22"
                viewBox="0 0 24 24"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M4 6h16M4 12h16M4 18h16" />
              </svg>
            </button>
          ) : null}
          <p className={styles.topTitle}>Admin Panel</p>
          {actions}
        </header>
        <nav
          id={sidebarId}
          className={[styles.sidebar, expanded ? '' : styles.narrow].filter(Boolean).join(' ')}
          aria-label="Admin"
        >
          <ul className={styles.links}>
            {links.map((link) => {
              const count = countOf(link);
              const name = count > 0 ? `${link.label}, ${String(count)} unread` : undefined;
              return (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end
                    title={expanded ? undefined : (name ?? link.label)}
                    aria-label={name}
                    className={({ isActive }) =>
                      [styles.link, isActive ? styles.active : ''].filter(Boolean).join(' ')
                    }
                  >
                    {link.icon}
                    <span className={expanded ? undefined : 'visually-hidden'}>{link.label}</span>
                    {count > 0 ? (
                      <span className={styles.badge} aria-hidden="true">
                        {count > 99 ? '99+' : count}
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <main className={styles.main}>{children}</main>
      </div>
    </UnreadLeadsProvider>
  );
}
