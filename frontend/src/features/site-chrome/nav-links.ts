import { paths } from '@/config/paths';

interface NavLinkItem {
  readonly label: string;
  readonly to: string;
}

/** The 'Our Company' dropdown (SPEC §2 "Header and navigation"). */
export const COMPANY_LINKS: readonly NavLinkItem[] = [
  { label: 'About Us', to: paths.about },
  { label: 'Quality & Services', to: paths.quality },
  { label: 'Certification', to: paths.certificate },
  { label: 'Lab Inspection & Equipment', to: paths.lab },
  { label: 'Our Team', to: paths.team },
];

/** Top-level links after the dropdown. */
export const TOP_LINKS: readonly NavLinkItem[] = [
  { label: 'Infrastructure', to: paths.infrastructure },
  { label: 'Products', to: paths.products },
  { label: 'Gallery', to: paths.gallery },
  { label: 'E-Brochure', to: paths.ebrochure },
  { label: 'Contact', to: paths.contact },
];

/** Footer quick links (SPEC §2 "Footer"). */
export const FOOTER_LINKS: readonly NavLinkItem[] = [
  { label: 'About Us', to: paths.about },
  { label: 'Infrastructure', to: paths.infrastructure },
  { label: 'Products', to: paths.products },
  { label: 'Our Gallery', to: paths.gallery },
  { label: 'E-Brochure', to: paths.ebrochure },
  { label: 'Contact Us', to: paths.contact },
];
