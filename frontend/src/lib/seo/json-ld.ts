import { DEFAULT_SHARE_IMAGE, RASTER_LOGO_PATH } from '@/config/seo';
import { site, type SiteIdentity } from '@/config/site';
import type { JsonLdNode } from './head';
import { absoluteUrl } from './site-origin';

/** ISO 3166-1 codes of the countries the site configuration may name. */
const COUNTRY_CODES: Readonly<Record<string, string>> = { India: 'IN' };

const organizationId = (origin: string) => `${origin}/#organization`;
const websiteId = (origin: string) => `${origin}/#website`;

/**
 * The company (config/site.ts) as a schema.org Organization.
 *
 * ISO 9001:2015 is `hasCertification` → `Certification`: schema.org's property for exactly this
 * ("Organizations can be ISO certified"). `hasCredential` expects an
 * EducationalOccupationalCredential (degrees, licences of people) and `award` is free text for
 * prizes; neither says "certified management system".
 */
export function organizationLd(origin: string, identity: SiteIdentity = site): JsonLdNode {
  const { address } = identity;
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: identity.companyName,
    alternateName: identity.wordmark.name,
    url: `${origin}/`,
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(RASTER_LOGO_PATH, origin),
      width: 512,
      height: 512,
    },
    image: absoluteUrl(DEFAULT_SHARE_IMAGE.path, origin),
    foundingDate: String(identity.established),
    email: identity.email,
    telephone: identity.phones[0],
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.lines.join(', '),
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: COUNTRY_CODES[address.country] ?? address.country,
    },
    contactPoint: identity.phones.map((telephone) => ({
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone,
      email: identity.email,
      availableLanguage: 'English',
    })),
    hasCertification: {
      '@type': 'Certification',
      name: identity.certification,
      about: 'Quality management system',
    },
    // Placeholder links ('#') are not profiles.
    sameAs: Object.values(identity.social)
      .map((link) => link.href)
      .filter((href) => /^https?:\/\//.test(href)),
  };
}

/** The site itself, published by the Organization. */
export function websiteLd(origin: string, identity: SiteIdentity = site): JsonLdNode {
  return {
    '@type': 'WebSite',
    '@id': websiteId(origin),
    name: identity.companyName,
    url: `${origin}/`,
    inLanguage: 'en',
    publisher: { '@id': organizationId(origin) },
  };
}

export interface Crumb {
  readonly name: string;
  /** Path on the site; the last crumb (the page itself) may leave it out. */
  readonly path?: string;
}

export function breadcrumbLd(origin: string, crumbs: readonly Crumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path === undefined ? {} : { item: absoluteUrl(crumb.path, origin) }),
    })),
  };
}

interface ProductLdInput {
  readonly name: string;
  readonly description: string;
  /** Absolute image URLs, the main image first. */
  readonly images: readonly string[];
  readonly path: string;
  /** The product's category name (issue 20). */
  readonly category?: string | undefined;
  /** Its specifications as schema.org PropertyValue nodes (issue 20). */
  readonly properties?: readonly JsonLdNode[] | undefined;
}

/** A catalogue item made by the Organization (no offers: prices are quoted on request). */
export function productLd(
  origin: string,
  product: ProductLdInput,
  identity: SiteIdentity = site,
): JsonLdNode {
  return {
    '@type': 'Product',
    '@id': `${absoluteUrl(product.path, origin)}#product`,
    name: product.name,
    description: product.description,
    url: absoluteUrl(product.path, origin),
    ...(product.images.length > 0 ? { image: [...product.images] } : {}),
    ...(product.category ? { category: product.category } : {}),
    ...(product.properties && product.properties.length > 0
      ? { additionalProperty: [...product.properties] }
      : {}),
    brand: { '@type': 'Brand', name: identity.wordmark.name },
    manufacturer: { '@id': organizationId(origin) },
  };
}
