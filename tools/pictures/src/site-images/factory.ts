import type { Material } from '../draw/material.ts';
import type { Vec3 } from '../draw/math3d.ts';
import type { Face } from '../draw/mesh.ts';
import type { Rng } from '../draw/prng.ts';
import { fmt, type Defs } from '../draw/svg-util.ts';
import { text, type Markup } from './decals.ts';
import { box, cyl, panel, sheet, SITE_MATS as S, type Part } from './kit.ts';

/** Factory exterior: a sawtooth-roof machine hall, an office block, a yard with trees. */

const quad = (
  pts: readonly Vec3[],
  mat: Material,
  hint: Vec3,
  markup?: Markup,
  center?: Vec3,
  u?: Vec3,
  v?: Vec3,
): Face => ({
  pts,
  mat,
  hint,
  decals: markup && center && u && v ? [{ origin: center, u, v, markup, clip: true }] : undefined,
});

/** Sawtooth roof over x0..x1, teeth stepping along z from z0 (glazed faces towards +z). */
function sawtoothRoof(
  x0: number,
  x1: number,
  z0: number,
  depth: number,
  teeth: number,
  y0: number,
  h: number,
): Part[] {
  const parts: Part[] = [];
  const p = depth / teeth;
  for (let i = 0; i < teeth; i += 1) {
    const za = z0 + i * p;
    const zb = za + p;
    const w = x1 - x0;
    const slope = quad(
      [
        [x0, y0 + h, za],
        [x1, y0 + h, za],
        [x1, y0, zb],
        [x0, y0, zb],
      ],
      S.roof,
      [0, p, h],
      roofSheet(w, Math.hypot(p, h)),
      [(x0 + x1) / 2, y0 + h / 2, (za + zb) / 2],
      [1, 0, 0],
      [0, -h / Math.hypot(p, h), p / Math.hypot(p, h)],
    );
    const glass = quad(
      [
        [x0, y0, za],
        [x1, y0, za],
        [x1, y0 + h, za],
        [x0, y0 + h, za],
      ],
      S.glass,
      [0, 0, -1],
      roofGlazing(w, h),
      [(x0 + x1) / 2, y0 + h / 2, za],
      [1, 0, 0],
      [0, -1, 0],
    );
    const endR = quad(
      [
        [x1, y0, za],
        [x1, y0, zb],
        [x1, y0 + h, za],
      ],
      S.concrete,
      [1, 0, 0],
    );
    const endL = quad(
      [
        [x0, y0, za],
        [x0, y0, zb],
        [x0, y0 + h, za],
      ],
      S.concrete,
      [-1, 0, 0],
    );
    parts.push([slope, glass, endR, endL]);
  }
  return parts;
}

const roofSheet =
  (w: number, l: number): Markup =>
  () => {
    let d = '';
    for (let x = -w / 2; x <= w / 2; x += 120) d += `M${fmt(x)} ${fmt(-l / 2)}V${fmt(l / 2)}`;
    return `<path d="${d}" stroke="#ffffff" stroke-opacity=".18" stroke-width="18"/><rect x="${fmt(-w / 2)}" y="${fmt(-l / 2)}" width="${fmt(w)}" height="${fmt(l * 0.08)}" fill="#000" fill-opacity=".25"/>`;
  };

const roofGlazing =
  (w: number, h: number): Markup =>
  (defs: Defs) => {
    const g = defs.linear(
      [
        [0, '#cfe3f5'],
        [1, '#6d8fae'],
      ],
      0,
      0,
      0,
      1,
    );
    let s = `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h)}" fill="url(#${g})"/>`;
    let d = '';
    for (let x = -w / 2; x <= w / 2; x += 220) d += `M${fmt(x)} ${fmt(-h / 2)}V${fmt(h / 2)}`;
    s += `<path d="${d}" stroke="#3b4650" stroke-width="22"/>`;
    return s;
  };

const wallWindows =
  (w: number, h: number, rows: number, lit: boolean, rng: Rng): Markup =>
  (defs) => {
    const g = defs.linear(
      [
        [0, '#a9c6df'],
        [1, '#4e6d8a'],
      ],
      0,
      0,
      0,
      1,
    );
    let s = '';
    const cols = Math.floor(w / 520);
    const cw = w / cols;
    const rh = h / rows;
    for (let r = 0; r < rows; r += 1) {
      for (let c = 0; c < cols; c += 1) {
        const x = -w / 2 + c * cw + cw * 0.12;
        const y = -h / 2 + r * rh + rh * 0.2;
        const warm = lit && rng.next() > 0.6;
        s += `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(cw * 0.76)}" height="${fmt(rh * 0.55)}" fill="${warm ? '#ffe2a8' : `url(#${g})`}" stroke="#2b3138" stroke-width="14"/>`;
      }
    }
    return s;
  };

const shutterDoor =
  (w: number, h: number): Markup =>
  () => {
    let s = `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h)}" fill="#9aa3ab"/>`;
    let d = '';
    for (let y = -h / 2; y < h / 2; y += 40) d += `M${fmt(-w / 2)} ${fmt(y)}H${fmt(w / 2)}`;
    s += `<path d="${d}" stroke="#6f7880" stroke-width="8"/>`;
    s += `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h)}" fill="none" stroke="#f2c200" stroke-width="40"/>`;
    return s;
  };

const brandBand =
  (w: number, h: number): Markup =>
  () =>
    `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h)}" fill="#0f1f3d"/>` +
    `<rect x="${fmt(-w / 2)}" y="${fmt(h / 2 - h * 0.12)}" width="${fmt(w)}" height="${fmt(h * 0.12)}" fill="#c8102e"/>` +
    text(
      0,
      h * 0.16,
      h * 0.46,
      'EXAMPLE GEARS',
      'fill="#ffffff" font-weight="bold" text-anchor="middle" letter-spacing="40"',
    );

const tree = (x: number, z: number, k: number): Part[] => [
  cyl(40 * k, 500 * k, S.woodDark, 'y', [x, 0, z], 10),
  box(520 * k, 520 * k, 520 * k, S.treeGreen, [x, 420 * k, z], { radius: 240 * k }),
  box(380 * k, 380 * k, 380 * k, S.treeGreen, [x + 60 * k, 820 * k, z + 40 * k], {
    radius: 180 * k,
  }),
];

interface FactoryScene {
  readonly base: Part[];
  readonly parts: Part[];
}

export function factoryExterior(rng: Rng): FactoryScene {
  const base: Part[] = [
    sheet(16000, 12000, [0, 0, 1500], S.asphalt, (defs) => {
      void defs.id('yard');
      let s = '';
      for (let x = -7000; x <= 7000; x += 900) {
        s += `<rect x="${fmt(x)}" y="2600" width="60" height="900" fill="#e8e3d0" fill-opacity=".7"/>`;
      }
      s += `<rect x="-8000" y="3900" width="16000" height="90" fill="#f2c200" fill-opacity=".8"/>`;
      return s;
    }),
  ];
  const parts: Part[] = [];
  // Machine hall.
  const hx0 = -3800;
  const hx1 = 5200;
  const hz0 = -3800;
  const hz1 = 600;
  const wallH = 1500;
  parts.push(
    box(hx1 - hx0, wallH, hz1 - hz0, S.concrete, [(hx0 + hx1) / 2, 0, (hz0 + hz1) / 2], {
      radius: 10,
    }),
  );
  parts.push(...sawtoothRoof(hx0, hx1, hz0, hz1 - hz0, 5, wallH, 650));
  parts.push(
    panel(
      hx1 - hx0 - 200,
      500,
      [(hx0 + hx1) / 2, wallH - 330, hz1 + 1],
      S.concrete,
      wallWindows(hx1 - hx0 - 200, 500, 1, false, rng),
    ),
  );
  parts.push(panel(900, 1000, [3000, 500, hz1 + 2], S.machineGrey, shutterDoor(900, 1000)));
  parts.push(panel(900, 1000, [1600, 500, hz1 + 2], S.machineGrey, shutterDoor(900, 1000)));
  // Office block.
  const ox = -2500;
  parts.push(box(2800, 1900, 1300, S.machineWhite, [ox, 0, 1400], { radius: 8 }));
  parts.push(
    panel(2600, 1000, [ox, 950, 2051], S.machineWhite, wallWindows(2600, 1000, 2, true, rng)),
  );
  parts.push(panel(2800, 380, [ox, 1700, 2052], S.red, brandBand(2800, 380)));
  parts.push(
    panel(600, 700, [ox + 700, 350, 2053], S.glass, (defs) => {
      void defs.id('door');
      return '<rect x="-300" y="-350" width="600" height="700" fill="#2a3a48"/><path d="M0 -350V350" stroke="#9aa3ab" stroke-width="24"/>';
    }),
  );
  parts.push(box(900, 40, 420, S.concrete, [ox + 700, 0, 2260]));
  // Trees and a truck-loading pallet.
  parts.push(...tree(-5000, 2600, 1), ...tree(-4300, 3300, 0.8), ...tree(6200, 1800, 1.1));
  parts.push(box(500, 300, 400, S.wood, [2400, 0, 1600], { radius: 4 }));
  parts.push(box(400, 260, 400, S.wood, [2950, 0, 1650], { radius: 4 }));
  return { base, parts };
}
