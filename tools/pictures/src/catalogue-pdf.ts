import PDFDocument from 'pdfkit';
import { COMPANY, companyPlace } from '@gear/contract/company';

/** The catalogue's year and edition, printed on its cover picture and in its page headers. */
export const CATALOGUE_YEAR = '2025';
const CATALOGUE_EDITION = `${CATALOGUE_YEAR} Edition`;

/**
 * The e-brochure PDF: a cover, a contents page and one page per product with its main image and
 * the specification text taken from the product description. Page numbers on every page but the
 * cover. Only JPEG images are embedded, so the file stays small.
 */

interface CatalogueProduct {
  readonly title: string;
  readonly descriptionHtml: string;
  readonly image: Buffer;
}

interface CatalogueInput {
  readonly cover: Buffer;
  readonly products: readonly CatalogueProduct[];
}

type Block =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'item'; readonly text: string; readonly marker: string };

const decode = (s: string): string =>
  s
    .replace(/<[^>]*>/g, '')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();

/** Turns the description HTML (editor subset) into plain-text blocks. */
export function htmlToBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const re = /<(h2|h3|p|ol|ul)>([\s\S]*?)<\/\1>/g;
  for (const match of html.matchAll(re)) {
    const tag = match[1];
    const inner = match[2] ?? '';
    if (tag === 'ol' || tag === 'ul') {
      let n = 0;
      for (const li of inner.matchAll(/<li>([\s\S]*?)<\/li>/g)) {
        n += 1;
        blocks.push({
          kind: 'item',
          text: decode(li[1] ?? ''),
          marker: tag === 'ol' ? `${n}.` : '•',
        });
      }
    } else if (tag === 'p') {
      blocks.push({ kind: 'paragraph', text: decode(inner) });
    } else {
      blocks.push({ kind: 'heading', text: decode(inner) });
    }
  }
  return blocks;
}

const NAVY = '#0f2a4a';
const RED = '#d9342b';
const INK = '#1d2833';
const MUTED = '#5b6670';
const A4: readonly [number, number] = [595.28, 841.89];
const M = 48;

export async function buildCataloguePdf(input: CatalogueInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [A4[0], A4[1]],
    margin: M,
    autoFirstPage: false,
    bufferPages: true,
    info: {
      Title: `${COMPANY.companyName} - Product Catalogue`,
      Author: COMPANY.companyName,
      Subject: 'Gears, transmission shafts, gearboxes and agricultural gears',
      Keywords: `gears, shafts, gearboxes, ${COMPANY.address.city}, ${COMPANY.certification}`,
      CreationDate: new Date(Date.UTC(2025, 0, 1)),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

  const [W, H] = A4;
  // Cover: the cover artwork, full bleed.
  doc.addPage({ size: [W, H], margin: 0 });
  doc.save();
  doc.rect(0, 0, W, H).clip();
  doc.image(input.cover, 0, 0, { cover: [W, H], align: 'center', valign: 'center' });
  doc.restore();

  // Contents.
  const firstProductPage = 3;
  doc.addPage();
  header(doc);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(26).text('Contents', M, 70);
  doc.rect(M, 106, 48, 3).fill(RED);
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(10.5)
    .text(
      `${COMPANY.companyName}, ${companyPlace}, has manufactured gears, transmission shafts, precision-machined components, gearboxes and agricultural-equipment gears since ${COMPANY.established}. Our ${COMPANY.certification} certified plant combines CNC machining, gear hobbing, shaping and grinding, heat treatment and an in-house laboratory for hardness, concentricity and surface-finish testing.`,
      M,
      124,
      { width: W - 2 * M, lineGap: 2 },
    );
  let y = doc.y + 22;
  input.products.forEach((p, i) => {
    const page = String(firstProductPage + i);
    const label = `${String(i + 1).padStart(2, '0')}   ${p.title}`;
    doc.font('Helvetica').fontSize(12).fillColor(INK);
    doc.text(label, M, y, { lineBreak: false });
    const labelW = doc.widthOfString(label);
    doc.goTo(M, y - 2, W - 2 * M, 18, `product-${i + 1}`);
    const pageW = doc.widthOfString(page);
    const dotsFrom = M + labelW + 8;
    const dotsTo = W - M - pageW - 8;
    doc.fillColor('#b3bcc4');
    for (let x = dotsFrom; x < dotsTo; x += 5) doc.circle(x, y + 8.5, 0.7).fill();
    doc.fillColor(INK).text(page, W - M - pageW, y, { lineBreak: false });
    y += 25;
  });
  doc
    .fillColor(MUTED)
    .fontSize(9)
    .text(
      'Custom sizes to drawing or sample. Technical data may change without notice.',
      M,
      y + 14,
      { width: W - 2 * M },
    );

  // One page per product.
  input.products.forEach((p, i) => {
    doc.addPage();
    doc.addNamedDestination(`product-${i + 1}`);
    header(doc);
    const blocks = htmlToBlocks(p.descriptionHtml);
    doc
      .fillColor(RED)
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(String(i + 1).padStart(2, '0'), M, 52, { lineBreak: false });
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(22)
      .text(p.title, M + 26, 46, { width: W - 2 * M - 26 });
    const imgY = 86;
    const imgW = 300;
    const imgH = 240;
    doc.image(p.image, M, imgY, { width: imgW, height: imgH });
    doc.rect(M, imgY, imgW, imgH).lineWidth(0.5).strokeColor('#c9d1d8').stroke();
    // Intro (first paragraph and any heading) beside the picture.
    const sideX = M + imgW + 16;
    const sideW = W - M - sideX;
    const firstItem = blocks.findIndex((b) => b.kind === 'item');
    const introBlocks: Block[] = blocks.slice(0, Math.max(0, firstItem - 1));
    let sy = imgY;
    doc.rect(sideX, sy, 3, imgH).fill('#dfe6ec');
    for (const b of introBlocks) {
      const isHeading = b.kind === 'heading';
      doc
        .fillColor(isHeading ? NAVY : INK)
        .font(isHeading ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(isHeading ? 11.5 : 9.5);
      doc.text(b.text, sideX + 12, sy, {
        width: sideW - 12,
        lineGap: 1.5,
        height: imgY + imgH - sy,
        ellipsis: true,
      });
      sy = doc.y + 8;
      if (sy > imgY + imgH - 20) break;
    }
    // Specifications and the rest below, in two columns, sized to fit the page.
    const rest = blocks.filter((b) => !introBlocks.includes(b));
    const top = imgY + imgH + 22;
    const bottom = H - M - 22;
    const colGap = 22;
    const colW = (W - 2 * M - colGap) / 2;
    let size = 11;
    const measure = (fs: number): number =>
      rest.reduce((acc, b) => acc + blockHeight(doc, b, fs, colW), 0);
    while (size > 7 && measure(size) > 2 * (bottom - top) * 0.92) size -= 0.25;
    // Balance the columns: move to the right column at a heading once about half is placed.
    const total = measure(size);
    let col = 0;
    let cy = top;
    let placed = 0;
    for (const b of rest) {
      const h = blockHeight(doc, b, size, colW);
      const breakHere =
        col === 0 && (cy + h > bottom || (b.kind === 'heading' && placed >= total * 0.42));
      if (breakHere) {
        col = 1;
        cy = top;
      }
      const x = M + col * (colW + colGap);
      cy = drawBlock(doc, b, size, x, cy, colW);
      placed += h;
    }
  });

  // Page numbers and footers (not on the cover).
  const range = doc.bufferedPageRange();
  for (let i = range.start + 1; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(M, H - 36)
      .lineTo(W - M, H - 36)
      .lineWidth(0.5)
      .strokeColor('#c9d1d8')
      .stroke();
    doc.fillColor(MUTED).font('Helvetica').fontSize(8);
    doc.text(`${COMPANY.companyName}  ·  ${companyPlace}  ·  ${COMPANY.certification}`, M, H - 28, {
      lineBreak: false,
    });
    const label = `Page ${i + 1} of ${range.count}`;
    doc.text(label, W - M - doc.widthOfString(label), H - 28, { lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument): void {
  const [W] = A4;
  doc.rect(0, 0, W, 26).fill(NAVY);
  doc.rect(0, 26, W, 2).fill(RED);
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .text(COMPANY.companyName.toUpperCase(), M, 9, { lineBreak: false, characterSpacing: 1 });
  const right = `PRODUCT CATALOGUE  ·  ${CATALOGUE_EDITION.toUpperCase()}`;
  doc.font('Helvetica').fontSize(8);
  doc.text(right, W - M - doc.widthOfString(right) - 8, 9.5, {
    lineBreak: false,
    characterSpacing: 0.5,
  });
}

function blockHeight(doc: PDFKit.PDFDocument, b: Block, size: number, width: number): number {
  if (b.kind === 'heading') {
    doc.font('Helvetica-Bold').fontSize(size + 2);
    return doc.heightOfString(b.text, { width }) + 9;
  }
  // Items may start with a bold label: measure in bold, which is never shorter.
  doc.font(b.kind === 'item' ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
  if (b.kind === 'item') return doc.heightOfString(b.text, { width: width - 14, lineGap: 1 }) + 3;
  return doc.heightOfString(b.text, { width, lineGap: 1.5 }) + 7;
}

/** Draws one block at (x, y) and returns where the next block starts. */
function drawBlock(
  doc: PDFKit.PDFDocument,
  b: Block,
  size: number,
  x: number,
  y: number,
  width: number,
): number {
  if (b.kind === 'heading') {
    doc
      .fillColor(NAVY)
      .font('Helvetica-Bold')
      .fontSize(size + 2)
      .text(b.text.toUpperCase(), x, y + 3, { width, characterSpacing: 0.4 });
    const bottom = doc.y;
    doc.rect(x, bottom + 1, 22, 1.6).fill(RED);
    return bottom + 6;
  }
  doc.fillColor(INK).font('Helvetica').fontSize(size);
  if (b.kind === 'item') {
    doc.fillColor(RED).text(b.marker, x, y, { width: 12, lineBreak: false });
    const colon = b.text.indexOf(':');
    if (colon > 0 && colon < 40) {
      doc
        .fillColor(INK)
        .font('Helvetica-Bold')
        .text(b.text.slice(0, colon + 1), x + 14, y, {
          width: width - 14,
          continued: true,
          lineGap: 1,
        });
      doc.font('Helvetica').text(b.text.slice(colon + 1), { lineGap: 1 });
    } else {
      doc.fillColor(INK).text(b.text, x + 14, y, { width: width - 14, lineGap: 1 });
    }
    return doc.y + 3;
  }
  doc.fillColor(MUTED).text(b.text, x, y, { width, lineGap: 1.5 });
  return doc.y + 7;
}
