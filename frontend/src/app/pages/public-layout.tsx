import { Outlet } from 'react-router';
import { ChatButton } from '@/features/site-chrome/components/chat-button';
import { SiteFooter } from '@/features/site-chrome/components/site-footer';
import { SiteHeader } from '@/features/site-chrome/components/site-header';
import styles from './public-layout.module.css';

/** Header, footer and chat button around every public page (never on /admin paths). */
export default function PublicLayout() {
  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ChatButton />
    </div>
  );
}
