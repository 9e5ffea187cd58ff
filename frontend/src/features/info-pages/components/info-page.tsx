import type { ReactNode } from 'react';
import { PageBanner } from '@/components/ui/page-banner';
import { pageTitle } from '@/config/site';

/**
 * The frame of a company information page: the document title, the hero banner with the page's
 * only h1, then the page's sections. The root layout scrolls to the top on every navigation.
 */
export function InfoPage({
  title,
  documentTitle = title,
  subtitle,
  children,
}: {
  title: string;
  /** The tab title, when it differs from the banner heading. */
  documentTitle?: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <title>{pageTitle(documentTitle)}</title>
      <PageBanner title={title} subtitle={subtitle} />
      {children}
    </>
  );
}
