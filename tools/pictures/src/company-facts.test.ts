import { COMPANY, companyCityLine } from '@gear/contract/company';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildCataloguePdf } from './catalogue-pdf.ts';
import { escapeXml } from './draw/svg-util.ts';
import { certificateSvg } from './site-images/certificate.ts';
import { renderRecipe } from './site-images/scenes.ts';
import { SITE_IMAGE_SPECS, siteImageKey } from './site-images/site-image-specs.ts';

/**
 * One company, one set of facts (issue 18): every picture and document the project draws prints
 * the name, address and certification of @gear/contract/company, the facts the site's footer
 * shows, and none of the old stand-ins.
 */
const STAND_INS = ['Company Name', 'COMPANY NAME', 'GIDC', 'Plot 00'];

const expectNoStandIns = (text: string) => {
  for (const stale of STAND_INS) expect.soft(text).not.toContain(stale);
};

const sceneText = (key: string): string => {
  const spec = SITE_IMAGE_SPECS.find((s) => siteImageKey(s) === key);
  if (!spec) throw new Error(`no site image ${key}`);
  const rendered = renderRecipe(spec);
  return rendered.kind === 'svg' ? rendered.svg : rendered.scene.crisp + rendered.scene.soft;
};

describe('company facts in generated pictures and documents', () => {
  it('the certificate names the company at the address the footer gives', () => {
    const svg = certificateSvg(900, 1200);
    expect(svg).toContain(escapeXml(COMPANY.companyName));
    expect(svg).toContain(escapeXml(COMPANY.address.lines.join(', ')));
    expect(svg).toContain(escapeXml(companyCityLine));
    expect(svg).toContain(COMPANY.certification);
    expect(sceneText('pages/certificate')).toBe(svg);
    expectNoStandIns(svg);
  });

  it('the brochure cover (the page picture, also the seeded one) carries the wordmark', () => {
    const cover = sceneText('pages/ebrochure-cover');
    expect(cover).toContain(escapeXml(COMPANY.wordmark.name));
    expect(cover).toContain(COMPANY.certification);
    expectNoStandIns(cover);
  });

  it('the catalogue PDF is written by the company, from its place', async () => {
    const pdf = (await buildCataloguePdf({ cover: await coverJpeg(), products: [] })).toString(
      'latin1',
    );
    // The document information (author, title, keywords) is kept uncompressed.
    expect(pdf).toContain(`(${COMPANY.companyName})`);
    expect(pdf).toContain(`(${COMPANY.companyName} - Product Catalogue)`);
    expect(pdf).toContain(COMPANY.address.city);
    expectNoStandIns(pdf);
  });
});

function coverJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .jpeg()
    .toBuffer();
}
