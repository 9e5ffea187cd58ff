/** Section 4: a ~10 MB photographic JPEG uploaded to the gallery; time, files and memory. */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { UploadSection } from './results.ts';
import { log } from './servers.ts';

/** The contract's cap is 10 MiB per image: stay just under it. */
const MAX_BYTES = 10 * 1024 * 1024;
/** 24 MP, a common camera size; 50 MP is the mock's decode limit. */
const WIDTH = 6000;
const HEIGHT = 4000;
/** Grain amplitude: photographic noise so the JPEG does not compress to a few hundred KB. */
const GRAIN = 64;

/** Deterministic pixels: smooth colour fields plus grain from a fixed-seed LCG. */
function pixels(): Buffer {
  const data = Buffer.alloc(WIDTH * HEIGHT * 3);
  let state = 0x9e3779b9;
  const noise = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state / 4294967296 - 0.5) * GRAIN;
  };
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const i = (y * WIDTH + x) * 3;
      data[i] = clamp(128 + 100 * Math.sin(x / 310 + y / 520) + noise());
      data[i + 1] = clamp(110 + 90 * Math.cos(y / 270) + noise());
      data[i + 2] = clamp(90 + 80 * Math.sin((x + y) / 450) + noise());
    }
  }
  return data;
}

function clamp(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

/** The largest JPEG under 10 MiB (binary search on the quality). */
async function photographicJpeg(): Promise<{
  data: Buffer;
  width: number;
  height: number;
  quality: number;
}> {
  const raw = pixels();
  const encode = (quality: number) =>
    sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
  let low = 50;
  let high = 100;
  let best: { data: Buffer; quality: number } | null = null;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const data = await encode(quality);
    if (data.length < MAX_BYTES) {
      best = { data, quality };
      low = quality + 1;
    } else {
      high = quality - 1;
    }
  }
  if (!best) throw new Error('could not make a JPEG under 10 MiB');
  return { ...best, width: WIDTH, height: HEIGHT };
}

/** VmRSS and VmHWM of a process, in bytes (Linux /proc). */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match?.[1] ? Number(match[1]) * 1024 : NaN;
  };
  return { rss: kib('VmRSS'), hwm: kib('VmHWM') };
}

function listFiles(dir: string): Map<string, number> {
  const files = new Map<string, number>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile()) files.set(entry.name, fs.statSync(path.join(dir, entry.name)).size);
  }
  return files;
}

export async function runUpload(options: {
  nginxOrigin: string;
  token: string;
  mockPid: number;
  uploadsDir: string;
}): Promise<UploadSection> {
  const image = await photographicJpeg();
  log(
    `upload: generated ${WIDTH}x${HEIGHT} JPEG, quality ${image.quality}, ${image.data.length} bytes`,
  );
  const before = listFiles(options.uploadsDir);
  const rssBefore = memoryOf(options.mockPid).rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    try {
      rssPeak = Math.max(rssPeak, memoryOf(options.mockPid).rss);
    } catch {
      // the process is gone; the request will fail and say so
    }
  }, 10);
  const endpoint = 'POST /backend/gallery/upload';
  const form = new FormData();
  form.append(
    'images',
    new Blob([new Uint8Array(image.data)], { type: 'image/jpeg' }),
    'bench-photo.jpg',
  );
  const started = performance.now();
  let status: number;
  let body: string;
  try {
    const response = await fetch(`${options.nginxOrigin}/backend/gallery/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${options.token}` },
      body: form,
    });
    body = await response.text();
    status = response.status;
  } finally {
    clearInterval(sampler);
  }
  const answerMs = performance.now() - started;
  rssPeak = Math.max(rssPeak, memoryOf(options.mockPid).rss);
  const hwmAfter = memoryOf(options.mockPid).hwm;
  if (status < 200 || status >= 300) log(`upload answered ${status}: ${body.slice(0, 300)}`);
  const files = [...listFiles(options.uploadsDir)]
    .filter(([name]) => !before.has(name))
    .map(([name, bytes], index) => ({ name: describeFile(name, index), bytes }))
    .sort((a, b) => fileRank(a.name) - fileRank(b.name) || a.name.localeCompare(b.name));
  const derivatives = files.filter((file) => file.name.endsWith('.webp')).length;
  log(
    `upload: HTTP ${status} in ${Math.round(answerMs)} ms, ${files.length} files, peak RSS ${Math.round(rssPeak / 1e6)} MB`,
  );
  return {
    endpoint,
    fileBytes: image.data.length,
    width: image.width,
    height: image.height,
    status,
    answerMs,
    files,
    derivatives,
    rssBeforeBytes: rssBefore,
    rssPeakBytes: rssPeak,
    hwmAfterBytes: hwmAfter,
  };
}

/** The original first, then the derivatives by width. */
function fileRank(name: string): number {
  return name.startsWith('original') ? 0 : Number.parseInt(name, 10) || Number.MAX_SAFE_INTEGER;
}

/** "original.jpg" / "480w.webp" from a uuid-based name (uuids change every run; the report must diff). */
function describeFile(name: string, index: number): string {
  const width = /[-_.](\d{3,4})w?\.webp$/i.exec(name);
  if (width?.[1]) return `${width[1]}w.webp`;
  const ext = path.extname(name).toLowerCase();
  return ext === '.webp' ? `derivative-${index + 1}.webp` : `original${ext}`;
}
