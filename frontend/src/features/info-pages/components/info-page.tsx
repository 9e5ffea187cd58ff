import type { ReactNode } from 'react';
import { PageBanner } from '@/components/ui/page-banner';
import { Section } from '@/components/ui/section';
import { pageTitle } from '@/config/site';

/** The shared frame of the company information pages: banner + one content section. */
export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <PageBanner title={title} />
      <Section>{children}</Section>
    </>
  );
}
