import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES } from './uploads.ts';
import {
  bearer,
  bytesBlob,
  expectMessageError,
  login,
  pngBlob,
  useTestBackend,
} from './test-support.ts';

const { backend, state } = useTestBackend({ reset: true });
let token: string;

beforeEach(async () => {
  token = await login(backend().apiUrl);
});

function post(path: string, parts: [string, Blob | string][]): Promise<Response> {
  const data = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, value.type === 'application/pdf' ? 'f.pdf' : 'f.png');
  }
  return fetch(`${backend().apiUrl}${path}`, {
    method: 'POST',
    body: data,
    headers: bearer(token),
  });
}

describe('foreign backend: multipart limits give 400 { message }', () => {
  it('accepts an image of exactly 10 MiB and refuses one byte more', async () => {
    const exact = await post('/gallery/upload', [
      ['images', bytesBlob(MAX_IMAGE_BYTES, 'image/png')],
    ]);
    expect(exact.status).toBe(201);
    await expectMessageError(
      await post('/gallery/upload', [['images', bytesBlob(MAX_IMAGE_BYTES + 1, 'image/jpeg')]]),
      400,
      'File size must be less than 10MB',
    );
    await expectMessageError(
      await post('/api/subcategories', [
        ['title', 'T'],
        ['description', 'D'],
        ['image', bytesBlob(MAX_IMAGE_BYTES + 1, 'image/png')],
      ]),
      400,
      'File size must be less than 10MB',
    );
  });

  it('refuses image fields that are not JPEG, JPG, PNG or GIF', async () => {
    for (const type of ['text/plain', 'image/webp', 'application/pdf', 'image/svg+xml']) {
      await expectMessageError(
        await post('/sliders/addSlider', [
          ['title', 'T'],
          ['description', 'D'],
          ['image', bytesBlob(10, type)],
        ]),
        400,
      );
    }
    await expectMessageError(
      await post('/api/subcategories', [
        ['title', 'T'],
        ['description', 'D'],
        ['image', pngBlob()],
        ['subimg2', bytesBlob(10, 'text/html')],
      ]),
      400,
    );
  });

  it('limits the brochure PDF to 20 MiB and PDFs, and the cover to 10 MiB images', async () => {
    const cover = pngBlob();
    await expectMessageError(
      await post('/api/ebrochure', [
        ['cover_image', cover],
        ['pdf_file', bytesBlob(MAX_PDF_BYTES + 1, 'application/pdf')],
      ]),
      400,
      'PDF file size must be less than 20MB',
    );
    await expectMessageError(
      await post('/api/ebrochure', [
        ['cover_image', cover],
        ['pdf_file', bytesBlob(100, 'image/png')],
      ]),
      400,
    );
    await expectMessageError(
      await post('/api/ebrochure', [
        ['cover_image', bytesBlob(MAX_IMAGE_BYTES + 1, 'image/png')],
        ['pdf_file', bytesBlob(100, 'application/pdf')],
      ]),
      400,
      'Cover image size must be less than 10MB',
    );
    await expectMessageError(
      await post('/api/ebrochure', [
        ['cover_image', bytesBlob(100, 'application/pdf')],
        ['pdf_file', bytesBlob(100, 'application/pdf')],
      ]),
      400,
    );
    expect((await state()).ebrochure).toBeNull();
  });

  it('refuses more than 20 gallery files and unexpected file fields', async () => {
    const parts: [string, Blob][] = Array.from({ length: 21 }, () => ['images', pngBlob()]);
    await expectMessageError(await post('/gallery/upload', parts), 400);
    await expectMessageError(await post('/gallery/upload', [['photo', pngBlob()]]), 400);
    expect((await state()).gallery).toHaveLength(3);
  });

  it('answers 400 (not 500) to a malformed multipart body', async () => {
    for (const path of ['/gallery/upload', '/sliders/addSlider']) {
      const response = await fetch(`${backend().apiUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=xyz', ...bearer(token) },
        body: '--xyz\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n',
      });
      await expectMessageError(response, 400, 'Malformed multipart body');
    }
  });
});
