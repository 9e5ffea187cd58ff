import { COMPANY_FACTS, site } from './site';

/**
 * What search engines and link previews show for each public page: the ONE place for titles and
 * meta descriptions (components/ui/page-meta.tsx writes them into the head). A title is the page
 * part only; `pageTitle()` adds the company name. Descriptions stay under ~155 characters so
 * result pages do not cut them.
 */
interface PageSeo {
  /** Page part of the document title; empty for the home page (the company name alone). */
  readonly title: string;
  readonly description: string;
}

const city = `${site.address.city}, ${site.address.country}`;

export const SEO_PAGES = {
  home: {
    title: '',
    description: `Manufacturer of precision gears, transmission shafts, machined components and gearboxes for OEMs and the aftermarket. ${COMPANY_FACTS.certification} certified, ${city}.`,
  },
  about: {
    title: 'About Us',
    description: `A house of gears and shafts since ${COMPANY_FACTS.established}: who we are, what we make for OEM and aftermarket customers, and our commitment to quality.`,
  },
  quality: {
    title: 'Quality & Services',
    description: `Our quality policy and services: ${COMPANY_FACTS.certification} quality management, in-house inspection and on-time delivery of gears and shafts.`,
  },
  certificate: {
    title: 'Certification',
    description: `${site.companyName} is ${COMPANY_FACTS.certification} certified. Read our quality policy and view the certificate of registration.`,
  },
  lab: {
    title: 'Lab Inspection & Equipment',
    description:
      'In-house testing of hardness, concentricity and surface finish: gear lead and profile tester, hardness testers, bench center and metallurgical microscope.',
  },
  team: {
    title: 'Our Team',
    description:
      'Mechanical engineers, agricultural specialists, quality control experts and a customer support team serving the agricultural and automotive sectors.',
  },
  infrastructure: {
    title: 'Infrastructure',
    description: `CNC machining, gear hobbing, grinding, heat treatment and inspection under one roof in ${site.address.city}, including EN-19 transmission shafts hardened to ${COMPANY_FACTS.hardnessHrc}.`,
  },
  products: {
    title: 'Our Products',
    description:
      'Spur, helical and bevel gears, transmission and spline shafts, gearboxes and agricultural-equipment gears, made to drawing or sample. Browse the catalogue.',
  },
  gallery: {
    title: 'Our Gallery',
    description: `Photos of our gears, shafts and machined components, and of the machines and workshop that make them in ${site.address.city}.`,
  },
  ebrochure: {
    title: 'E-Brochure',
    description:
      'Download our product catalogue: technical specifications and tolerances, load data, materials, surface treatments and application guides.',
  },
  contact: {
    title: 'Contact Us',
    description: `Ask for a quote or send a drawing: phone, e-mail and address of ${site.companyName} in ${city}, with a contact form and map.`,
  },
  quote: {
    title: 'Request a Quote',
    description:
      'Your list of gears, shafts and machined parts for a quotation: quantities, notes and drawings sent as one request.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
  },
} as const satisfies Record<string, PageSeo>;

/**
 * A category page of the catalogue (/product?category=<slug>, issue 20): its own title and
 * description, naming the category (a long name's description is cut on a word by the page).
 */
export const categoryPageSeo = (name: string): PageSeo => ({
  title: `${name} | Products`,
  description: `${name} made to drawing or sample in ${city}: browse the range with their specifications and ask for a quote.`,
});

/** Link-preview image of every page without its own (1200x630, served from public/). */
export const DEFAULT_SHARE_IMAGE = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: `The ${site.companyName} factory in ${site.address.city}`,
} as const;

/** A raster logo for search engines (Organization.logo); the header uses the SVG. */
export const RASTER_LOGO_PATH = '/logo-512.png';

/** Longest generated meta description (product pages), in characters. */
export const META_DESCRIPTION_MAX = 155;
