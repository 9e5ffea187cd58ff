import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_SLIDERS } from '@gear/contract/limits';
import { VALIDATION } from '@gear/contract/messages';
import { errorOf, ebrochureOf, sliderOf } from '../src/test-utils/bodies.ts';
import { makePdf, makePng, pdf, png } from '../src/test-utils/fixtures.ts';
import { startTestApp, type TestApp } from '../src/test-utils/test-app.ts';
import { recordFigures } from './figures.ts';

/**
 * SECURITY.md: 'Limits such as "max 3 sliders" and "one brochure" are checked inside the same
 * serialized section as the write, so 20 parallel creates still give exactly 3.' Real requests,
 * all in flight together; afterwards the uploads folder holds exactly the referenced files.
 */

const FILE = 'concurrency.security.test.ts';
const PARALLEL = 20;

let t: TestApp;
let token: string;
let pngBytes: Buffer;
const pdfBytes = makePdf();

beforeAll(async () => {
  t = await startTestApp();
  token = await t.token();
  pngBytes = await makePng();
});
afterAll(() => t.destroy());

const auth = () => ({ Authorization: `Bearer ${token}` });

const addSlider = (title: string) =>
  t
    .api()
    .post('/sliders/addSlider')
    .set(auth())
    .field('title', title)
    .field('description', 'Precision gears')
    .attach('image', pngBytes, png());

const saveBrochure = () =>
  t
    .api()
    .post('/api/ebrochure')
    .set(auth())
    .attach('cover_image', pngBytes, png('cover.png'))
    .attach('pdf_file', pdfBytes, pdf());

/** Upload files that no record references, plus anything left in the temp folder. */
async function orphans(referenced: Iterable<string>): Promise<number> {
  const names = new Set([...referenced].map((url) => path.basename(url)));
  const stored = await t.uploads();
  const unreferenced = stored.filter((name) => !names.has(name)).length;
  const missing = [...names].filter((name) => !stored.includes(name)).length;
  return unreferenced + missing + (await t.temps()).length;
}

beforeEach(async () => {
  const db = t.handle.store.read();
  for (const slider of db.sliders)
    await t.api().delete(`/sliders/deleteSlider/${slider.id}`).set(auth()).expect(200);
  if (db.ebrochure.length > 0) await t.api().delete('/api/ebrochure').set(auth()).expect(200);
  expect(await t.uploads()).toEqual([]);
});

describe('limits under concurrency', () => {
  it(`${PARALLEL} parallel slider creates with 2 existing → exactly one 201, ${PARALLEL - 1}× 409, 3 sliders, no orphan files`, async () => {
    const existing = [
      sliderOf(await addSlider('one').expect(201)),
      sliderOf(await addSlider('two').expect(201)),
    ];
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => addSlider(`parallel ${i}`)),
    );
    const created = responses.filter((response) => response.status === 201);
    const refused = responses.filter((response) => response.status === 409);
    const serverErrors = responses.filter((response) => response.status >= 500).length;
    for (const response of refused)
      expect.soft(errorOf(response)).toBe(VALIDATION.sliderLimitReached);

    const sliders = t.handle.store.read().sliders;
    const left = await orphans(sliders.map((slider) => slider.image));
    // Every acknowledged slider is stored.
    const acknowledged = [...existing, ...created.map((response) => sliderOf(response))];
    const writesLost = acknowledged.filter(
      (slider) =>
        !sliders.some((stored) => stored.id === slider.id && stored.image === slider.image),
    ).length;

    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(PARALLEL - 1);
    expect(sliders).toHaveLength(MAX_SLIDERS);
    expect(await t.uploads()).toHaveLength(MAX_SLIDERS);
    expect(left).toBe(0);
    expect(writesLost).toBe(0);
    expect(serverErrors).toBe(0);
    recordFigures({
      section: 'Concurrency',
      protection: `Max 3 sliders: ${PARALLEL} parallel creates with 2 existing → exactly one succeeds, no orphan files`,
      test: `${FILE} › ${PARALLEL} parallel slider creates with 2 existing → exactly one 201, ${PARALLEL - 1}× 409, 3 sliders, no orphan files`,
      inputs: PARALLEL,
      serverErrors,
      filesLeft: left,
      writesLost,
      notes: `${created.length}× 201, ${refused.length}× 409; ${sliders.length} sliders and ${sliders.length} files in uploads/ afterwards, 0 temp files`,
    });
  });

  it(`${PARALLEL} parallel brochure creates → one record (one 201, the rest update it), only its two files on disk`, async () => {
    const responses = await Promise.all(Array.from({ length: PARALLEL }, () => saveBrochure()));
    const created = responses.filter((response) => response.status === 201);
    const updated = responses.filter((response) => response.status === 200);
    const serverErrors = responses.filter((response) => response.status >= 500).length;

    const records = t.handle.store.read().ebrochure;
    const [record] = records;
    const left = await orphans(record ? [record.cover_image, record.pdf_file] : []);
    // What is stored is the latest acknowledged save (saves commit one after another).
    const acknowledged = [...created, ...updated].map((response) => ebrochureOf(response));
    const latest = acknowledged
      .map((ack) => ack.updated_at)
      .sort()
      .at(-1);
    const matches = (ack: { cover_image: string; pdf_file: string; updated_at: string }) =>
      ack.updated_at === latest &&
      ack.cover_image === record?.cover_image &&
      ack.pdf_file === record.pdf_file;
    const writesLost = record?.updated_at === latest && acknowledged.some(matches) ? 0 : 1;

    expect(created).toHaveLength(1);
    expect(updated).toHaveLength(PARALLEL - 1);
    expect(records).toHaveLength(1);
    expect(await t.uploads()).toHaveLength(2);
    expect(left).toBe(0);
    expect(writesLost).toBe(0);
    expect(serverErrors).toBe(0);
    recordFigures({
      section: 'Concurrency',
      protection: `One brochure: ${PARALLEL} parallel creates → one record, only its two files on disk`,
      test: `${FILE} › ${PARALLEL} parallel brochure creates → one record (one 201, the rest update it), only its two files on disk`,
      inputs: PARALLEL,
      serverErrors,
      filesLeft: left,
      writesLost,
      notes: `${created.length}× 201 (created), ${updated.length}× 200 (replaced it, old files removed after each commit); ${records.length} record, ${(await t.uploads()).length} files in uploads/`,
    });
  });
});
