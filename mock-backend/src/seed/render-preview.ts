import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { buildSeed } from './build-seed.ts';

/**
 * `npm run seed:images -w mock-backend`: renders the whole seed into /tmp/seed-preview (or the
 * folder given as the first argument) and prints the files with their sizes and the timing.
 */
const dir = process.argv[2] ?? '/tmp/seed-preview';
await rm(dir, { recursive: true, force: true });
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const content = await buildSeed(dir);
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);

const label = new Map<string, string>();
content.sliders.forEach((s) => label.set(s.image, `slider ${s.id}: ${s.title}`));
for (const p of content.subcategories) {
  label.set(p.product_image, `product ${p.id} main: ${p.title}`);
  [p.sub_image1, p.sub_image2, p.sub_image3, p.sub_image4, p.sub_image5, p.sub_image6].forEach(
    (u, i) => {
      if (u) label.set(u, `product ${p.id} sub ${i + 1}`);
    },
  );
}
content.gallery.forEach((g) => label.set(g.image, `gallery ${g.id}`));
for (const b of content.ebrochure) {
  label.set(b.cover_image, 'e-brochure cover');
  label.set(b.pdf_file, 'e-brochure PDF');
}

let total = 0;
for (const file of (await readdir(dir)).sort()) {
  const { size } = await stat(path.join(dir, file));
  total += size;
  console.log(
    `${(size / 1024).toFixed(0).padStart(6)} KB  ${file}  ${label.get(`/uploads/${file}`) ?? ''}`,
  );
}
console.log(
  `\n${content.sliders.length} sliders, ${content.subcategories.length} products, ${content.gallery.length} gallery images, ${content.ebrochure.length} e-brochure`,
);
console.log(`${(total / 1024 / 1024).toFixed(2)} MB in ${dir}`);
console.log(
  `buildSeed: ${(ms / 1000).toFixed(2)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s CPU`,
);
