import type { ReactNode } from 'react';
import { PageBanner } from '@/components/ui/page-banner';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { SEO_PAGES } from '@/config/seo';

/** The info pages and their routes; titles and descriptions are in config/seo.ts. */
const INFO_PAGE_PATHS = {
  about: paths.about,
  quality: paths.quality,
  certificate: paths.certificate,
  lab: paths.lab,
  team: paths.team,
  infrastructure: paths.infrastructure,
} as const;
type InfoPageKey = keyof typeof INFO_PAGE_PATHS;

/**
 * The frame of a company information page: the head tags, the hero banner with the page's
 * only h1, then the page's sections. The root layout scrolls to the top on every navigation.
 */
export function InfoPage({
  page,
  title,
  subtitle,
  children,
}: {
  /** Which page: its title, description and canonical path. */
  page: InfoPageKey;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageMeta {...SEO_PAGES[page]} path={INFO_PAGE_PATHS[page]} />
      <PageBanner title={title} subtitle={subtitle} />
      {children}
    </>
  );
}
