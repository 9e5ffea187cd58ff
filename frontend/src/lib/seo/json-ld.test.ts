import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { breadcrumbLd, organizationLd, productLd, websiteLd } from './json-ld';

const ORIGIN = 'https://gears.example';

describe('organizationLd', () => {
  it('describes the company of config/site.ts with absolute URLs', () => {
    const org = organizationLd(ORIGIN);
    expect(org).toMatchObject({
      '@type': 'Organization',
      '@id': `${ORIGIN}/#organization`,
      name: site.companyName,
      url: `${ORIGIN}/`,
      logo: { '@type': 'ImageObject', url: `${ORIGIN}/logo-512.png` },
      email: site.email,
      telephone: site.phones[0],
      foundingDate: '2005',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Rajkot',
        addressRegion: site.address.region,
        postalCode: site.address.postalCode,
        addressCountry: 'IN',
      },
      hasCertification: { '@type': 'Certification', name: 'ISO 9001:2015' },
    });
    expect(org.contactPoint).toEqual(
      site.phones.map((telephone) => ({
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone,
        email: site.email,
        availableLanguage: 'English',
      })),
    );
    // Only real profiles: the placeholder social link ('#') is left out.
    expect(org.sameAs).toEqual([site.social.linkedin.href, site.social.youtube.href]);
  });

  it('the WebSite is published by it', () => {
    expect(websiteLd(ORIGIN)).toMatchObject({
      '@type': 'WebSite',
      url: `${ORIGIN}/`,
      publisher: { '@id': `${ORIGIN}/#organization` },
    });
  });
});

describe('breadcrumbLd', () => {
  it('numbers the crumbs from 1 with absolute items; the page itself needs no item', () => {
    expect(
      breadcrumbLd(ORIGIN, [
        { name: 'Home', path: '/' },
        { name: 'Products', path: '/product' },
        { name: 'Spur Gears' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Products', item: `${ORIGIN}/product` },
        { '@type': 'ListItem', position: 3, name: 'Spur Gears' },
      ],
    });
  });
});

describe('productLd', () => {
  it('names the product, its images, brand and the Organization as manufacturer', () => {
    expect(
      productLd(ORIGIN, {
        name: 'Spur Gears',
        description: 'Hobbed spur gears.',
        images: [`${ORIGIN}/backend/uploads/a.png`],
        path: '/product/3',
      }),
    ).toEqual({
      '@type': 'Product',
      '@id': `${ORIGIN}/product/3#product`,
      name: 'Spur Gears',
      description: 'Hobbed spur gears.',
      url: `${ORIGIN}/product/3`,
      image: [`${ORIGIN}/backend/uploads/a.png`],
      brand: { '@type': 'Brand', name: site.wordmark.name },
      manufacturer: { '@id': `${ORIGIN}/#organization` },
    });
  });
});
