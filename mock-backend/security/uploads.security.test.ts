import { once } from 'node:events';
import { readFile, readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BROCHURE_DOWNLOAD_FILE_NAME } from '@gear/contract/brochure-constants';
import { IMAGE_MAX_BYTES, PDF_MAX_BYTES } from '@gear/contract/limits';
import { VALIDATION } from '@gear/contract/messages';
import { galleryItemsOf, productOf, sliderOf, ebrochureOf } from '../src/test-utils/bodies.ts';
import { makeGif, makeJpeg, makePdf, makePng } from '../src/test-utils/fixtures.ts';
import { startTestApp, type TestApp } from '../src/test-utils/test-app.ts';
import { IMAGE_TOO_LARGE_MESSAGE, TOO_MANY_FRAMES_MESSAGE } from '../src/uploads/uploads.ts';
import { MAX_GIF_FRAMES } from '../src/uploads/reencode-image.ts';
import { recordFigures } from './figures.ts';
import type * as FsUtils from '../src/lib/fs-utils.ts';

/** True when the text holds a C0 control character or DEL (what must never be echoed back). */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * SECURITY.md "Uploads": every file an admin route accepts, attacked straight at the API (the
 * nginx limits are proven by the e2e suite). Each test counts its inputs, the 5xx it saw and the
 * files it left behind in uploads/ and the temp folder.
 */

// A real failure of the store's db.json write, switched on by the one test that needs it.
const injected = vi.hoisted(() => ({ failDbWrite: false, failures: 0 }));
vi.mock('../src/lib/fs-utils.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof FsUtils>();
  return {
    ...actual,
    async writeFileAtomic(file: string, data: string | Buffer, mode?: number) {
      if (injected.failDbWrite && path.basename(file) === 'db.json') {
        injected.failures += 1;
        throw Object.assign(new Error('EIO: i/o error, write (injected)'), { code: 'EIO' });
      }
      await actual.writeFileAtomic(file, data, mode);
    },
  };
});

const FILE = 'uploads.security.test.ts';
const UUID_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(png|jpg|gif|pdf)$/;

// ---------------------------------------------------------------------------------------------
// Hand-made files
// ---------------------------------------------------------------------------------------------

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of exactly `total` bytes: a private ancillary chunk (decoders skip it) pads it. */
function pngOfSize(base: Buffer, total: number): Buffer {
  const iendAt = base.length - 12;
  const padding = total - base.length - 12;
  if (padding < 0) throw new Error('base PNG too big');
  return Buffer.concat([
    base.subarray(0, iendAt),
    pngChunk('prVt', Buffer.alloc(padding, 0x41)),
    base.subarray(iendAt),
  ]);
}

/** A valid PDF of exactly `total` bytes (a comment line pads it). */
function pdfOfSize(total: number): Buffer {
  const base = makePdf();
  const padding = Buffer.alloc(total - base.length, 0x20);
  padding[0] = 0x25; // '%'
  padding[padding.length - 1] = 0x0a;
  return Buffer.concat([base.subarray(0, base.length - 6), padding, base.subarray(-6)]);
}

/** A 1-bit grayscale PNG declaring width x height whose pixels are real (zlib bomb, ~50 KB). */
function pixelFloodPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  const raw = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An RGB PNG whose header declares width x height, followed by 1 KiB of pixel data. */
function headerOnlyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An animated GIF of `frames` frames on a width x height screen, each frame one 1x1 pixel block. */
function manyFrameGif(width: number, height: number, frames: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80; // global colour table of 2 entries
  const frame = Buffer.alloc(23);
  Buffer.from([0x21, 0xf9, 4, 0, 1, 0, 0, 0]).copy(frame, 0); // graphic control, delay 1
  frame[8] = 0x2c; // image descriptor: at 0,0
  frame.writeUInt16LE(width, 13);
  frame.writeUInt16LE(height, 15);
  Buffer.from([2, 2, 0x44, 1, 0]).copy(frame, 18); // LZW: clear, pixel 0, end
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x21, 0xff, 0x0b]),
    Buffer.from('NETSCAPE2.0', 'latin1'),
    Buffer.from([3, 1, 0, 0, 0]),
    Buffer.concat(Array.from({ length: frames }, () => frame)),
    Buffer.from([0x3b]),
  ]);
}

/** A real 16x16 animation of `frames` differently coloured frames. */
async function animatedGif(frames: number): Promise<Buffer> {
  const stills = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({
        create: {
          width: 16,
          height: 16,
          channels: 3,
          background: { r: (i * 2) % 256, g: 255 - ((i * 2) % 256), b: (i * 37) % 256 },
        },
      })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(stills, { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** A JPEG whose SOF header declares 65000 x 65000 pixels. */
async function hugeHeaderJpeg(): Promise<Buffer> {
  const jpeg = Buffer.from(await makeJpeg());
  for (let i = 2; i < jpeg.length - 9; i += 1) {
    if (jpeg[i] === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2)) {
      jpeg.writeUInt16BE(65000, i + 5);
      jpeg.writeUInt16BE(65000, i + 7);
      return jpeg;
    }
  }
  throw new Error('no SOF marker');
}

/** A JPEG carrying `text` in a COM segment right after SOI. */
function jpegWithComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)]);
}

/** A GIF carrying `text` in a comment extension right after the colour table. */
function gifWithComment(gifBytes: Buffer, text: string): Buffer {
  const flags = gifBytes[10] ?? 0;
  const tableEnd = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const body = Buffer.from(text, 'latin1');
  const blocks: Buffer[] = [];
  for (let i = 0; i < body.length; i += 255) {
    const piece = body.subarray(i, i + 255);
    blocks.push(Buffer.from([piece.length]), piece);
  }
  return Buffer.concat([
    gifBytes.subarray(0, tableEnd),
    Buffer.from([0x21, 0xfe]),
    ...blocks,
    Buffer.from([0]),
    gifBytes.subarray(tableEnd),
  ]);
}

const SCRIPT = '<script>alert(document.cookie)</script>';
const HTML_PAGE = `<!DOCTYPE html><html><body><h1>hi</h1>${SCRIPT}</body></html>`;

// ---------------------------------------------------------------------------------------------
// Raw multipart (full control over names and bytes)
// ---------------------------------------------------------------------------------------------

type Part =
  | { name: string; value: string }
  | {
      name: string;
      filename: string | Buffer;
      contentType: string;
      data: Buffer;
      /** Replaces the whole Content-Disposition line (RFC 5987 `filename*=` tests). */
      disposition?: string;
    };

function multipart(parts: Part[], boundary = `----gear${Math.random().toString(16).slice(2)}`) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`, 'latin1'));
    if ('value' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n`, 'latin1'),
        Buffer.from(part.value, 'utf8'),
        Buffer.from('\r\n', 'latin1'),
      );
    } else {
      const filename =
        typeof part.filename === 'string' ? Buffer.from(part.filename, 'utf8') : part.filename;
      chunks.push(
        part.disposition === undefined
          ? Buffer.concat([
              Buffer.from(
                `Content-Disposition: form-data; name="${part.name}"; filename="`,
                'latin1',
              ),
              filename,
              Buffer.from('"', 'latin1'),
            ])
          : Buffer.from(`Content-Disposition: ${part.disposition}`, 'latin1'),
        Buffer.from(`\r\nContent-Type: ${part.contentType}\r\n\r\n`, 'latin1'),
        part.data,
        Buffer.from('\r\n', 'latin1'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`, 'latin1'));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

// ---------------------------------------------------------------------------------------------
// The app and the routes
// ---------------------------------------------------------------------------------------------

let t: TestApp;
let token: string;
let validPng: Buffer;
let validJpeg: Buffer;
let validGif: Buffer;
const validPdf = makePdf();

beforeAll(async () => {
  t = await startTestApp();
  token = await t.token();
  [validPng, validJpeg, validGif] = await Promise.all([makePng(), makeJpeg(), makeGif()]);
});
afterAll(() => t.destroy());

const auth = () => ({ Authorization: `Bearer ${token}` });

type Route = 'slider' | 'product' | 'productSub' | 'gallery' | 'cover' | 'pdf';
const URLS: Record<Route, string> = {
  slider: '/sliders/addSlider',
  product: '/api/subcategories',
  productSub: '/api/subcategories',
  gallery: '/gallery/upload',
  cover: '/api/ebrochure',
  pdf: '/api/ebrochure',
};

type FilePart = {
  filename: string | Buffer;
  contentType: string;
  data: Buffer;
  disposition?: string;
};

/** The full multipart body of a create on `route`, with `file` in the attacked field and valid rest. */
function createParts(route: Route, file: FilePart): Part[] {
  switch (route) {
    case 'slider':
      return [
        { name: 'title', value: 'Gears' },
        { name: 'description', value: 'Precision gears' },
        { name: 'image', ...file },
      ];
    case 'product':
      return [
        { name: 'title', value: 'Spur gear' },
        { name: 'description', value: '<p>Hardened steel</p>' },
        { name: 'image', ...file },
      ];
    case 'productSub':
      return [
        { name: 'title', value: 'Spur gear' },
        { name: 'description', value: '<p>Hardened steel</p>' },
        { name: 'image', filename: 'main.png', contentType: 'image/png', data: validPng },
        { name: 'subimg1', ...file },
      ];
    case 'gallery':
      return [{ name: 'images', ...file }];
    case 'cover':
      // The valid PDF first: it is stored before the cover fails, and must be removed again.
      return [
        {
          name: 'pdf_file',
          filename: 'catalogue.pdf',
          contentType: 'application/pdf',
          data: validPdf,
        },
        { name: 'cover_image', ...file },
      ];
    case 'pdf':
      return [
        { name: 'cover_image', filename: 'cover.png', contentType: 'image/png', data: validPng },
        { name: 'pdf_file', ...file },
      ];
  }
}

function post(route: Route, file: FilePart) {
  const { body, contentType } = multipart(createParts(route, file));
  return t.api().post(URLS[route]).set(auth()).set('Content-Type', contentType).send(body);
}

/** Delete everything created, so each test starts from an empty store and uploads folder. */
async function clearAll() {
  const db = t.handle.store.read();
  for (const slider of db.sliders)
    await t.api().delete(`/sliders/deleteSlider/${slider.id}`).set(auth()).expect(200);
  for (const product of db.subcategories)
    await t.api().delete(`/api/subcategories/${product.id}`).set(auth()).expect(200);
  for (const item of db.gallery)
    await t.api().delete(`/gallery/${item.id}`).set(auth()).expect(200);
  if (db.ebrochure.length > 0) await t.api().delete('/api/ebrochure').set(auth()).expect(200);
}

async function filesLeft(): Promise<number> {
  return (await t.uploads()).length + (await t.temps()).length;
}

function createdUrls(route: Route, response: { body: unknown }): string[] {
  switch (route) {
    case 'slider':
      return [sliderOf(response).image];
    case 'product':
    case 'productSub': {
      const product = productOf(response);
      return [product.product_image, product.sub_image1].filter(
        (url): url is string => typeof url === 'string' && url !== '',
      );
    }
    case 'gallery':
      return galleryItemsOf(response).map((item) => item.image);
    case 'cover':
    case 'pdf': {
      const record = ebrochureOf(response);
      return [record.cover_image, record.pdf_file];
    }
  }
}

beforeEach(async () => {
  await clearAll();
  expect(await filesLeft()).toBe(0);
});

// ---------------------------------------------------------------------------------------------

describe('size caps straight at the API', () => {
  it('one byte over the cap → 413 and nothing on disk; exactly at the cap → accepted', async () => {
    const cases: { route: Route; kind: 'image' | 'pdf' }[] = [
      { route: 'slider', kind: 'image' },
      { route: 'product', kind: 'image' },
      { route: 'productSub', kind: 'image' },
      { route: 'gallery', kind: 'image' },
      { route: 'cover', kind: 'image' },
      { route: 'pdf', kind: 'pdf' },
    ];
    const atCapPng = pngOfSize(validPng, IMAGE_MAX_BYTES);
    const overPng = pngOfSize(validPng, IMAGE_MAX_BYTES + 1);
    const atCapPdf = pdfOfSize(PDF_MAX_BYTES);
    const overPdf = pdfOfSize(PDF_MAX_BYTES + 1);
    // The at-cap files are valid: the decoder accepts them as they are.
    expect((await sharp(atCapPng).metadata()).format).toBe('png');
    expect(atCapPng.length).toBe(IMAGE_MAX_BYTES);
    expect(overPng.length).toBe(IMAGE_MAX_BYTES + 1);
    expect(atCapPdf.length).toBe(PDF_MAX_BYTES);
    expect(overPdf.length).toBe(PDF_MAX_BYTES + 1);

    let inputs = 0;
    let serverErrors = 0;
    let left = 0;
    const sizeMessages = new Set<string>([
      VALIDATION.imageSize,
      VALIDATION.coverImageSize,
      VALIDATION.pdfSize,
    ]);
    for (const { route, kind } of cases) {
      const over =
        kind === 'pdf'
          ? { filename: 'big.pdf', contentType: 'application/pdf', data: overPdf }
          : { filename: 'big.png', contentType: 'image/png', data: overPng };
      const refused = await post(route, over);
      inputs += 1;
      if (refused.status >= 500) serverErrors += 1;
      expect.soft(refused.status, `${route} +1 byte`).toBe(413);
      const error = z.object({ error: z.string() }).parse(refused.body).error;
      expect
        .soft(
          sizeMessages.has(error) || error === VALIDATION.galleryImageSize('big.png'),
          `${route}: ${error}`,
        )
        .toBe(true);
      left += await filesLeft();
      expect.soft(await filesLeft(), `${route} +1 byte left files`).toBe(0);

      const at =
        kind === 'pdf'
          ? { filename: 'at-cap.pdf', contentType: 'application/pdf', data: atCapPdf }
          : { filename: 'at-cap.png', contentType: 'image/png', data: atCapPng };
      const accepted = await post(route, at);
      inputs += 1;
      if (accepted.status >= 500) serverErrors += 1;
      expect.soft(accepted.status, `${route} at cap`).toBe(201);
      await clearAll();
      left += await filesLeft();
      expect.soft(await filesLeft()).toBe(0);
    }
    expect(serverErrors).toBe(0);
    recordFigures({
      section: 'Uploads',
      protection:
        'Oversize by one byte (image 10 MiB + 1, PDF 20 MiB + 1) → 413, nothing on disk; exactly at the cap accepted',
      test: `${FILE} › one byte over the cap → 413 and nothing on disk; exactly at the cap → accepted`,
      inputs,
      serverErrors,
      filesLeft: left,
      writesLost: 0,
      notes:
        'slider, product main + sub image, gallery, brochure cover (10 MiB) and PDF (20 MiB); the over/at pairs differ by one byte',
    });
  });
});

describe('the bytes decide, not the name or the declared type', () => {
  it('wrong magic bytes, HTML/JS/SVG disguised as images or PDFs, a JPEG named .pdf, a PDF named .png → 4xx, nothing stored', async () => {
    const disguises: [string, Buffer][] = [
      ['html', Buffer.from(HTML_PAGE)],
      ['js', Buffer.from('alert(document.cookie);//')],
      [
        'svg',
        Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}</svg>`),
      ],
      [
        'svg with BOM and XML declaration',
        Buffer.from(
          `\uFEFF<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`,
        ),
      ],
      ['php', Buffer.from('<?php system($_GET["c"]); ?>')],
      ['empty file', Buffer.alloc(0)],
      [
        'ELF executable',
        Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(64)]),
      ],
      ['zip', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64)])],
      ['HTML with %PDF- after offset 0', Buffer.from(`<html>%PDF-1.4 ${SCRIPT}</html>`)],
    ];
    const targets: { route: Route; filename: string; contentType: string }[] = [
      { route: 'slider', filename: 'photo.png', contentType: 'image/png' },
      { route: 'product', filename: 'photo.jpg', contentType: 'image/jpeg' },
      { route: 'productSub', filename: 'photo.jpeg', contentType: 'image/jpg' },
      { route: 'gallery', filename: 'photo.gif', contentType: 'image/gif' },
      { route: 'cover', filename: 'cover.png', contentType: 'image/png' },
      { route: 'pdf', filename: 'catalogue.pdf', contentType: 'application/pdf' },
    ];
    const cases: {
      label: string;
      route: Route;
      file: { filename: string; contentType: string; data: Buffer };
    }[] = [];
    for (const [label, data] of disguises) {
      for (const { route, filename, contentType } of targets) {
        cases.push({
          label: `${label} as ${filename} on ${route}`,
          route,
          file: { filename, contentType, data },
        });
      }
    }
    // Real files of another allowed type under an allowed name and type.
    const crossed: [string, Route, string, string, Buffer][] = [
      ['JPEG named .pdf', 'pdf', 'catalogue.pdf', 'application/pdf', validJpeg],
      ['PNG named .pdf', 'pdf', 'catalogue.pdf', 'application/pdf', validPng],
      ['PDF named .png', 'slider', 'photo.png', 'image/png', validPdf],
      ['PDF named .jpg', 'gallery', 'photo.jpg', 'image/jpeg', validPdf],
      ['PDF named .gif', 'cover', 'cover.gif', 'image/gif', validPdf],
      ['JPEG named .png', 'slider', 'photo.png', 'image/png', validJpeg],
      ['GIF named .png', 'product', 'photo.png', 'image/png', validGif],
      ['PNG named .jpg', 'gallery', 'photo.jpg', 'image/jpeg', validPng],
      ['PNG named .gif', 'cover', 'cover.gif', 'image/gif', validPng],
      [
        'PNG signature then garbage',
        'slider',
        'photo.png',
        'image/png',
        Buffer.concat([PNG_SIGNATURE, Buffer.from(HTML_PAGE)]),
      ],
      [
        'JPEG SOI then garbage',
        'product',
        'photo.jpg',
        'image/jpeg',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML_PAGE)]),
      ],
      [
        'GIF89a then garbage',
        'gallery',
        'photo.gif',
        'image/gif',
        Buffer.from(`GIF89a${HTML_PAGE}`),
      ],
      [
        'SVG declared image/svg+xml',
        'slider',
        'logo.svg',
        'image/svg+xml',
        Buffer.from(`<svg>${SCRIPT}</svg>`),
      ],
      ['HTML declared text/html', 'gallery', 'page.html', 'text/html', Buffer.from(HTML_PAGE)],
      ['PNG declared text/html', 'slider', 'photo.png', 'text/html', validPng],
      [
        'PDF declared application/octet-stream',
        'pdf',
        'catalogue.pdf',
        'application/octet-stream',
        validPdf,
      ],
      ['PNG named .png.html', 'gallery', 'photo.png.html', 'image/png', validPng],
    ];
    for (const [label, route, filename, contentType, data] of crossed) {
      cases.push({ label, route, file: { filename, contentType, data } });
    }

    let serverErrors = 0;
    let left = 0;
    const statuses = new Map<number, number>();
    for (const { label, route, file } of cases) {
      const response = await post(route, file);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) serverErrors += 1;
      expect.soft(response.status, label).toBeGreaterThanOrEqual(400);
      expect.soft(response.status, label).toBeLessThan(500);
      const files = await filesLeft();
      left += files;
      expect.soft(files, `${label}: files left`).toBe(0);
    }
    const db = t.handle.store.read();
    expect([db.sliders, db.subcategories, db.gallery, db.ebrochure].flat()).toEqual([]);
    expect(serverErrors).toBe(0);
    recordFigures({
      section: 'Uploads',
      protection:
        'Wrong magic bytes; HTML/JS/SVG disguised as images or PDFs; JPEG named .pdf; PDF named .png → 4xx, nothing stored',
      test: `${FILE} › wrong magic bytes, HTML/JS/SVG disguised … → 4xx, nothing stored`,
      inputs: cases.length,
      serverErrors,
      filesLeft: left,
      writesLost: 0,
      notes: `answers: ${[...statuses].map(([status, count]) => `${count}× ${status}`).join(', ')}; 6 upload fields (slider, product main/sub, gallery, brochure cover/PDF)`,
    });
  });
});

describe('polyglots', () => {
  it('images with script payloads are stored only re-encoded (no script bytes); %PDF- + HTML is served as a PDF attachment', async () => {
    const textChunkPng = (() => {
      const iendAt = validPng.length - 12;
      return Buffer.concat([
        validPng.subarray(0, iendAt),
        pngChunk('tEXt', Buffer.from(`Comment\0${HTML_PAGE}`, 'latin1')),
        validPng.subarray(iendAt),
      ]);
    })();
    const images: {
      label: string;
      route: Route;
      file: { filename: string; contentType: string; data: Buffer };
      format: string;
    }[] = [
      {
        label: 'PNG + HTML after IEND',
        route: 'slider',
        format: 'png',
        file: {
          filename: 'a.png',
          contentType: 'image/png',
          data: Buffer.concat([validPng, Buffer.from(HTML_PAGE)]),
        },
      },
      {
        label: 'PNG with <script> in a tEXt chunk',
        route: 'product',
        format: 'png',
        file: { filename: 'b.png', contentType: 'image/png', data: textChunkPng },
      },
      {
        label: 'JPEG with <script> in a COM segment',
        route: 'gallery',
        format: 'jpeg',
        file: {
          filename: 'c.jpg',
          contentType: 'image/jpeg',
          data: jpegWithComment(validJpeg, HTML_PAGE),
        },
      },
      {
        label: 'JPEG + HTML after EOI',
        route: 'cover',
        format: 'jpeg',
        file: {
          filename: 'd.jpg',
          contentType: 'image/jpeg',
          data: Buffer.concat([validJpeg, Buffer.from(HTML_PAGE)]),
        },
      },
      {
        label: 'GIF with <script> in a comment extension + HTML after the trailer',
        route: 'gallery',
        format: 'gif',
        file: {
          filename: 'e.gif',
          contentType: 'image/gif',
          data: Buffer.concat([gifWithComment(validGif, HTML_PAGE), Buffer.from(HTML_PAGE)]),
        },
      },
      {
        label: 'GIF/JS polyglot (GIF89a=1;<script>)',
        route: 'slider',
        format: 'gif',
        file: {
          filename: 'f.gif',
          contentType: 'image/gif',
          data: Buffer.from(`GIF89a=1;${SCRIPT}`),
        },
      },
      {
        label: 'JPEG with EXIF carrying <script>',
        route: 'productSub',
        format: 'jpeg',
        file: {
          filename: 'g.jpg',
          contentType: 'image/jpeg',
          data: await sharp(validJpeg)
            .withExif({ IFD0: { ImageDescription: SCRIPT } })
            .jpeg()
            .toBuffer(),
        },
      },
    ];
    let inputs = 0;
    let serverErrors = 0;
    let reencoded = 0;
    let rejected = 0;
    for (const { label, route, file, format } of images) {
      // The payload really is in the input.
      expect.soft(file.data.toString('latin1').toLowerCase(), label).toContain('<script');
      const response = await post(route, file);
      inputs += 1;
      if (response.status >= 500) serverErrors += 1;
      if (response.status !== 201) {
        expect.soft(response.status, label).toBe(400);
        rejected += 1;
        expect.soft(await filesLeft(), label).toBe(0);
        continue;
      }
      reencoded += 1;
      const imageUrls = createdUrls(route, response).filter((url) => !url.endsWith('.pdf'));
      for (const url of imageUrls) {
        const name = path.basename(url);
        expect.soft(name, label).toMatch(UUID_NAME);
        const stored = await readFile(path.join(t.handle.paths.uploadsDir, name));
        expect
          .soft(stored.toString('latin1').toLowerCase(), `${label}: stored bytes`)
          .not.toContain('<script');
        expect
          .soft(stored.toString('latin1').toLowerCase(), `${label}: stored bytes`)
          .not.toContain('<html');
        const served = await t.api().get(url).expect(200);
        expect.soft(served.headers['x-content-type-options']).toBe('nosniff');
        expect.soft(served.headers['content-type']).toMatch(/^image\/(png|jpeg|gif)$/);
      }
      const main = imageUrls.find((url) => url.endsWith(format === 'jpeg' ? '.jpg' : `.${format}`));
      expect.soft(main, `${label}: kept its detected format`).toBeDefined();
      await clearAll();
    }

    // %PDF- + HTML: a PDF cannot be re-encoded; it is stored as <uuid>.pdf and only ever served
    // as application/pdf, attachment, nosniff (a browser downloads it, never renders the HTML).
    const pdfPolyglots = [
      Buffer.from(`%PDF-1.4\n${HTML_PAGE}`),
      Buffer.concat([validPdf, Buffer.from(HTML_PAGE)]),
    ];
    let attachments = 0;
    for (const data of pdfPolyglots) {
      const response = await post('pdf', {
        filename: 'page.html.pdf',
        contentType: 'application/pdf',
        data,
      });
      inputs += 1;
      if (response.status >= 500) serverErrors += 1;
      expect.soft(response.status).toBe(201);
      const { pdf_file: pdfUrl } = ebrochureOf(response);
      const name = path.basename(pdfUrl);
      expect.soft(name).toMatch(UUID_NAME);
      expect.soft(name.endsWith('.pdf')).toBe(true);
      const served = await t.api().get(pdfUrl).buffer(true).expect(200);
      expect.soft(served.headers['content-type']).toBe('application/pdf');
      expect
        .soft(served.headers['content-disposition'])
        .toBe(`attachment; filename="${BROCHURE_DOWNLOAD_FILE_NAME}"`);
      expect.soft(served.headers['x-content-type-options']).toBe('nosniff');
      attachments += 1;
      await clearAll();
    }
    expect(serverErrors).toBe(0);
    expect(await filesLeft()).toBe(0);
    recordFigures({
      section: 'Uploads',
      protection:
        'Polyglots (image + script, %PDF- + HTML) never served as something a browser executes',
      test: `${FILE} › images with script payloads are stored only re-encoded …; %PDF- + HTML is served as a PDF attachment`,
      inputs,
      serverErrors,
      filesLeft: await filesLeft(),
      writesLost: 0,
      notes: `${reencoded} image polyglots stored re-encoded with 0 '<script' bytes, ${rejected} rejected (400); ${attachments} PDF polyglots stored as <uuid>.pdf, served application/pdf + attachment + nosniff`,
    });
  });
});

describe('decompression bombs', () => {
  it('pixel-flood PNG/JPEG and many-frame GIFs → quick 400 with bounded memory', async () => {
    const floods: {
      label: string;
      route: Route;
      file: { filename: string; contentType: string; data: Buffer };
      message: string;
    }[] = [
      {
        label: 'PNG 20000x20000 (1-bit, zlib bomb)',
        route: 'slider',
        message: IMAGE_TOO_LARGE_MESSAGE,
        file: {
          filename: 'flood.png',
          contentType: 'image/png',
          data: pixelFloodPng(20_000, 20_000),
        },
      },
      {
        label: 'PNG declaring 60000x60000 (RGB, header only)',
        route: 'gallery',
        message: IMAGE_TOO_LARGE_MESSAGE,
        file: {
          filename: 'flood.png',
          contentType: 'image/png',
          data: headerOnlyPng(60_000, 60_000),
        },
      },
      {
        label: 'JPEG declaring 65000x65000',
        route: 'product',
        message: IMAGE_TOO_LARGE_MESSAGE,
        file: { filename: 'flood.jpg', contentType: 'image/jpeg', data: await hugeHeaderJpeg() },
      },
      {
        label: 'GIF 7100x7100 single frame',
        route: 'cover',
        message: IMAGE_TOO_LARGE_MESSAGE,
        file: {
          filename: 'flood.gif',
          contentType: 'image/gif',
          data: manyFrameGif(7100, 7100, 1),
        },
      },
      {
        label: 'GIF 1000x1000, 1000 frames',
        route: 'gallery',
        message: TOO_MANY_FRAMES_MESSAGE,
        file: {
          filename: 'frames.gif',
          contentType: 'image/gif',
          data: manyFrameGif(1000, 1000, 1000),
        },
      },
      {
        label: 'GIF 700x700, 1000 frames',
        route: 'slider',
        message: TOO_MANY_FRAMES_MESSAGE,
        file: {
          filename: 'frames.gif',
          contentType: 'image/gif',
          data: manyFrameGif(700, 700, 1000),
        },
      },
      {
        label: 'GIF 1x1, 450000 frames (~10 MiB)',
        route: 'gallery',
        message: TOO_MANY_FRAMES_MESSAGE,
        file: {
          filename: 'frames.gif',
          contentType: 'image/gif',
          data: manyFrameGif(1, 1, 450_000),
        },
      },
    ];
    let serverErrors = 0;
    let slowest = 0;
    let peakGrowth = 0;
    const timings: string[] = [];
    for (const { label, route, file, message } of floods) {
      expect.soft(file.data.length, label).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 5);
      const started = performance.now();
      const response = await post(route, file);
      const elapsed = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      if (response.status >= 500) serverErrors += 1;
      expect.soft(response.status, label).toBe(400);
      expect.soft(z.object({ error: z.string() }).parse(response.body).error, label).toBe(message);
      expect.soft(elapsed, `${label}: ${Math.round(elapsed)} ms`).toBeLessThan(5000);
      slowest = Math.max(slowest, elapsed);
      peakGrowth = Math.max(peakGrowth, peak - before);
      timings.push(String(Math.round(elapsed)));
      expect.soft(await filesLeft(), label).toBe(0);
    }
    // The control: an animation of exactly MAX_GIF_FRAMES frames is accepted and stays animated.
    const animation = await post('gallery', {
      filename: 'spin.gif',
      contentType: 'image/gif',
      data: await animatedGif(MAX_GIF_FRAMES),
    });
    if (animation.status >= 500) serverErrors += 1;
    expect(animation.status).toBe(201);
    const [animationUrl] = createdUrls('gallery', animation);
    const storedAnimation = await sharp(
      path.join(t.handle.paths.uploadsDir, path.basename(animationUrl ?? '')),
    ).metadata();
    expect(storedAnimation.pages).toBe(MAX_GIF_FRAMES);
    await clearAll();
    const growthMb = Math.round(peakGrowth / 1024 / 1024);
    expect(growthMb).toBeLessThan(200);
    expect(serverErrors).toBe(0);
    recordFigures({
      section: 'Uploads',
      protection: 'Pixel-flood PNG/JPEG and many-frame GIF → quick 400, bounded memory',
      test: `${FILE} › pixel-flood PNG/JPEG and many-frame GIFs → quick 400 with bounded memory`,
      inputs: floods.length + 1,
      serverErrors,
      filesLeft: await filesLeft(),
      writesLost: 0,
      notes: `answers in ${timings.join(' / ')} ms, slowest ${Math.round(slowest)} ms (limit 5000), peak RSS growth +${growthMb} MB (limit 200); 50 MP input cap, GIFs over ${MAX_GIF_FRAMES} frames refused before decoding; control: a ${MAX_GIF_FRAMES}-frame GIF accepted and still animated`,
    });
  });
});

describe('hostile file names', () => {
  it('../, NUL, 1000+ characters, control characters, unicode → a random <uuid>.<ext> inside the uploads folder (or a 400)', async () => {
    const names: [string, string | Buffer][] = [
      ['../ traversal', '../../etc/passwd.png'],
      ['deep ../ traversal', `${'../'.repeat(12)}tmp/evil.png`],
      ['backslash traversal', '..\\..\\..\\windows\\win.png'],
      ['absolute path', '/etc/cron.d/evil.png'],
      ['URL-encoded traversal', '..%2F..%2Fetc%2Fpasswd.png'],
      ['up from the temp folder', '.tmp/../../db.json.png'],
      ['onto db.json', '../db.json.png'],
      ['dotfile', '.htaccess.png'],
      ['only an extension', '.png'],
      ['NUL before the extension', 'evil.php\0.png'],
      ['NUL after the extension', 'evil.png\0.php'],
      ['NUL then traversal', '\0../../evil.png'],
      ['1000-character name', `${'a'.repeat(996)}.png`],
      ['5000-character name', `${'b'.repeat(4996)}.png`],
      ['control characters and ANSI escape', 'a\x01\x02\x1b[31mred\x7f.png'],
      ['tab and vertical tab', 'tab\there\x0b.png'],
      ['CR LF header injection', 'a\r\nX-Injected: 1\r\n.png'],
      ['quote inside', 'a".png'],
      ['right-to-left override', 'gear\u202egnp.exe.png'],
      ['zero-width and combining characters', 'ge\u200bar\u0301.png'],
      ['CJK', '歯車の写真.png'],
      ['emoji', '⚙️🔥.png'],
      ['Windows reserved name', 'CON.png'],
      ['trailing dots and spaces', 'evil.png. . '],
      ['latin1 byte', Buffer.from([0xe9, 0x2e, 0x70, 0x6e, 0x67])],
      ['invalid UTF-8', Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0x2e, 0x70, 0x6e, 0x67])],
      ['shell metacharacters', '$(reboot);`id`|x&.png'],
      ['percent and format strings', '%s%n%x%00.png'],
    ];
    const cases: { label: string; route: Route; file: FilePart }[] = names.map(
      ([label, filename]) => ({
        label,
        route: 'gallery',
        file: { filename, contentType: 'image/png', data: validPng },
      }),
    );
    cases.push(
      {
        label: "RFC 5987 filename*=UTF-8''..%2F..%2Fevil.png",
        route: 'gallery',
        file: {
          filename: '',
          contentType: 'image/png',
          data: validPng,
          disposition: `form-data; name="images"; filename*=UTF-8''..%2F..%2F%E2%80%AEevil.png`,
        },
      },
      {
        label: '../ on the slider',
        route: 'slider',
        file: { filename: '../../../etc/passwd.png', contentType: 'image/png', data: validPng },
      },
      {
        label: '../ on a product',
        route: 'product',
        file: { filename: '../../x.jpg', contentType: 'image/jpeg', data: validJpeg },
      },
      {
        label: '../ on the brochure PDF',
        route: 'pdf',
        file: { filename: '../../../db.json.pdf', contentType: 'application/pdf', data: validPdf },
      },
    );

    const uploadsDir = path.resolve(t.handle.paths.uploadsDir);
    let serverErrors = 0;
    let stored = 0;
    const refused: string[] = [];
    for (const { label, route, file } of cases) {
      const response = await post(route, file);
      if (response.status >= 500) serverErrors += 1;
      expect
        .soft([201, 400], `${label}: ${response.status} ${response.text}`)
        .toContain(response.status);
      // Whatever is echoed is free of control characters.
      expect.soft(hasControlCharacter(response.text), label).toBe(false);
      if (response.status === 400) {
        refused.push(label);
        continue;
      }
      stored += 1;
      for (const url of createdUrls(route, response)) {
        expect.soft(url, label).toMatch(/^\/uploads\/[^/]+$/);
        const name = path.basename(url);
        expect.soft(name, label).toMatch(UUID_NAME);
        expect.soft(path.dirname(path.resolve(uploadsDir, name)), label).toBe(uploadsDir);
      }
      if (route !== 'gallery') await clearAll();
    }

    // Every file on disk has a server-made name inside the uploads folder, and nothing was written
    // where a client name points.
    const onDisk = await t.uploads();
    expect(onDisk.length).toBe(t.handle.store.read().gallery.length);
    for (const name of onDisk) {
      expect.soft(name).toMatch(UUID_NAME);
      expect.soft(path.dirname(path.resolve(uploadsDir, name))).toBe(uploadsDir);
    }
    expect(await t.temps()).toEqual([]);
    for (const [, filename] of names) {
      const text = (typeof filename === 'string' ? filename : filename.toString('latin1')).replace(
        /\0/g,
        '',
      );
      for (const candidate of [
        path.resolve(uploadsDir, text),
        path.resolve(uploadsDir, path.basename(text)),
      ]) {
        const exists = await readFile(candidate).then(
          () => true,
          () => false,
        );
        expect.soft(exists, candidate).toBe(false);
      }
    }
    // Only the files the backend itself keeps exist under DATA_DIR.
    const all = (await readdir(t.dataDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(t.dataDir, path.join(entry.parentPath, entry.name)));
    for (const file of all) {
      expect
        .soft(file)
        .toMatch(
          /^(db\.json|db\.json\.bak|db\.lock|\.jwt-secret|account\.json|activity\.jsonl|uploads\/[0-9a-f-]{36}\.(png|jpg|gif|pdf))$/,
        );
    }
    expect(serverErrors).toBe(0);
    await clearAll();
    recordFigures({
      section: 'Uploads',
      protection:
        'Hostile file names (../, NUL, 1000+ chars, control characters, unicode) → random <uuid>.<ext> inside uploads/',
      test: `${FILE} › ../, NUL, 1000+ characters, control characters, unicode → a random <uuid>.<ext> inside the uploads folder`,
      inputs: cases.length,
      serverErrors,
      filesLeft: await filesLeft(),
      writesLost: 0,
      notes: `${stored} stored, every one as <uuid>.<ext> resolving inside uploads/; ${refused.length} refused with 400 (${refused.join('; ')}); 0 files outside uploads/`,
    });
  });
});

describe('aborted uploads', () => {
  it('200 uploads cut off mid-body → no partial files, no leaked descriptors, the server still answers', async () => {
    const server = t.handle.app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
    const { port } = address;
    const openFds = async () => (await readdir('/proc/self/fd')).length;
    const big = pngOfSize(validPng, 2 * 1024 * 1024);

    function send(body: Buffer, contentType: string, cut: number): Promise<number | null> {
      return new Promise((resolve) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/sliders/addSlider',
          agent: false,
          headers: { ...auth(), 'Content-Type': contentType, 'Content-Length': body.length },
        });
        let status: number | null = null;
        req.on('response', (res) => {
          status = res.statusCode ?? null;
          res.resume();
          res.on('end', () => {
            resolve(status);
          });
        });
        req.on('error', () => {
          resolve(status);
        });
        req.on('close', () => {
          resolve(status);
        });
        if (cut >= body.length) {
          req.end(body);
          return;
        }
        req.write(body.subarray(0, cut), () => {
          // Let the server read, start the temp file and write part of it, then cut the socket.
          setTimeout(() => req.destroy(), 8);
        });
      });
    }

    // Warm up (one complete upload), so lazily opened descriptors are counted in the baseline.
    const complete = multipart(
      createParts('slider', { filename: 'ok.png', contentType: 'image/png', data: validPng }),
    );
    expect(await send(complete.body, complete.contentType, Infinity)).toBe(201);
    await clearAll();
    const fdsBefore = await openFds();

    const { body, contentType } = multipart(
      createParts('slider', { filename: 'big.png', contentType: 'image/png', data: big }),
    );
    const fileStart = body.indexOf(PNG_SIGNATURE);
    const cuts = [
      Math.floor(fileStart / 2), // inside the part headers
      fileStart, // the file part opened, no byte of it yet
      fileStart + 64 * 1024,
      fileStart + 1024 * 1024,
      body.length - 4, // the whole file, only the closing boundary missing
    ];
    let peakTemps = 0;
    const sampler = setInterval(() => {
      void t.temps().then((temps) => {
        peakTemps = Math.max(peakTemps, temps.length);
      });
    }, 5);
    const ABORTS = 200;
    const statuses: (number | null)[] = [];
    const started = performance.now();
    for (let wave = 0; wave < ABORTS; wave += 10) {
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            send(body, contentType, cuts[(wave + i) % cuts.length] ?? 0),
          ),
        )),
      );
    }
    const abortMs = performance.now() - started;
    clearInterval(sampler);

    // Give the server a moment to notice every closed socket and clean up, then measure.
    let left = Infinity;
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const connections = await new Promise<number>((resolve) => {
        server.getConnections((_error, count) => {
          resolve(count);
        });
      });
      left = await filesLeft();
      if (left === 0 && connections === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const fdsAfter = await openFds();
    const serverErrors = statuses.filter((status) => status !== null && status >= 500).length;

    // Still answering: a read and a complete upload over the same listener.
    const alive = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/sliders/getSliders', agent: false }, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
        .on('error', reject);
    });
    const afterwards = await send(complete.body, complete.contentType, Infinity);
    await clearAll();
    await new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    );

    expect(peakTemps, 'the aborts really left partial temp files to clean up').toBeGreaterThan(0);
    expect(left).toBe(0);
    expect(t.handle.store.read().sliders).toEqual([]);
    expect(fdsAfter - fdsBefore, `descriptors ${fdsBefore} → ${fdsAfter}`).toBeLessThanOrEqual(2);
    expect(serverErrors).toBe(0);
    expect(alive).toBe(200);
    expect(afterwards).toBe(201);
    recordFigures({
      section: 'Uploads',
      protection:
        '200 aborted uploads in a row → no partial files, no leaked descriptors, server still answers',
      test: `${FILE} › 200 uploads cut off mid-body → no partial files, no leaked descriptors, the server still answers`,
      inputs: ABORTS,
      serverErrors,
      filesLeft: left,
      writesLost: 0,
      notes: `cut in part headers / at file start / 64 KiB / 1 MiB / before the closing boundary (40 each), 10 at a time, ${Math.round(abortMs)} ms; up to ${peakTemps} partial temp files seen mid-run, 0 after; open descriptors ${fdsBefore} → ${fdsAfter}; afterwards GET 200 and a full upload 201`,
    });
  });
});

describe('a store write that fails after the upload', () => {
  it('removes the uploaded files and leaves db.json unchanged', async () => {
    // Existing records, so replace operations can be attacked too.
    const slider = sliderOf(
      await post('slider', { filename: 'a.png', contentType: 'image/png', data: validPng }).expect(
        201,
      ),
    );
    const [item] = galleryItemsOf(
      await post('gallery', { filename: 'b.png', contentType: 'image/png', data: validPng }).expect(
        201,
      ),
    );
    if (!item) throw new Error('no gallery item');
    const dbBefore = await readFile(t.handle.paths.dbFile);
    const uploadsBefore = (await t.uploads()).sort();
    expect(uploadsBefore).toHaveLength(2);

    const attempts: { label: string; run: () => Promise<{ status: number }> }[] = [
      {
        label: 'slider create',
        run: () => post('slider', { filename: 's.png', contentType: 'image/png', data: validPng }),
      },
      {
        label: 'product create (main + sub image)',
        run: () =>
          post('productSub', { filename: 'p.jpg', contentType: 'image/jpeg', data: validJpeg }),
      },
      {
        label: 'gallery upload',
        run: () => post('gallery', { filename: 'g.gif', contentType: 'image/gif', data: validGif }),
      },
      {
        label: 'brochure create (cover + PDF)',
        run: () =>
          post('pdf', { filename: 'c.pdf', contentType: 'application/pdf', data: validPdf }),
      },
      {
        label: 'slider image replace',
        run: () => {
          const { body, contentType } = multipart(
            createParts('slider', { filename: 'r.png', contentType: 'image/png', data: validPng }),
          );
          return t
            .api()
            .put(`/sliders/updateSlider/${slider.id}`)
            .set(auth())
            .set('Content-Type', contentType)
            .send(body);
        },
      },
      {
        label: 'gallery image replace',
        run: () => {
          const { body, contentType } = multipart([
            { name: 'images', filename: 'r.png', contentType: 'image/png', data: validPng },
          ]);
          return t
            .api()
            .put(`/gallery/${item.id}`)
            .set(auth())
            .set('Content-Type', contentType)
            .send(body);
        },
      },
    ];
    let storeFaults = 0;
    let otherErrors = 0;
    let left = 0;
    injected.failures = 0;
    injected.failDbWrite = true;
    try {
      for (const { label, run } of attempts) {
        const response = await run();
        // A failing disk is a server fault: 500 (or 503) is the honest answer, never a 2xx.
        if (response.status === 500 || response.status === 503) storeFaults += 1;
        else otherErrors += 1;
        expect.soft([500, 503], label).toContain(response.status);
        const now = (await t.uploads()).sort();
        left += now.length - uploadsBefore.length + (await t.temps()).length;
        expect.soft(now, `${label}: uploads`).toEqual(uploadsBefore);
        expect.soft(await t.temps(), `${label}: temps`).toEqual([]);
        expect
          .soft((await readFile(t.handle.paths.dbFile)).equals(dbBefore), `${label}: db.json`)
          .toBe(true);
      }
    } finally {
      injected.failDbWrite = false;
    }
    expect(injected.failures).toBe(attempts.length);
    // The in-memory state was not swapped either, and the next write works.
    expect(t.handle.store.read().sliders).toEqual([slider]);
    await post('slider', { filename: 'ok.png', contentType: 'image/png', data: validPng }).expect(
      201,
    );
    await clearAll();
    expect(otherErrors).toBe(0);
    recordFigures({
      section: 'Uploads',
      protection:
        'A store write failing after the upload → the uploaded files are removed, db.json unchanged',
      test: `${FILE} › a store write that fails after the upload removes the uploaded files and leaves db.json unchanged`,
      inputs: attempts.length,
      serverErrors: otherErrors,
      filesLeft: left,
      writesLost: 0,
      notes: `${storeFaults}/${attempts.length} injected db.json write failures (EIO) answered 500: a server fault, expected, counted here and not as unexpected 5xx; creates and replaces on slider, product, gallery, brochure; db.json byte-identical, the replaced files kept`,
    });
  });
});
