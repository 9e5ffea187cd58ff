import { COMPANY } from '@gear/contract/company';
import type { Material } from '../draw/material.ts';
import { normalize, rotY, type Vec3 } from '../draw/math3d.ts';
import {
  emptyBounds,
  meshBounds,
  transformMesh,
  viewMatrix,
  type Camera,
  type Face,
  type Viewport,
} from '../draw/mesh.ts';
import type { Rng } from '../draw/prng.ts';
import { convexHull, type Frame } from '../draw/scene.ts';
import { fmt, type Defs } from '../draw/svg-util.ts';
import { text, type Markup } from './decals.ts';
import { cyl, panel, SITE_MATS as S, type Part } from './kit.ts';
import { ellipsoid, PEOPLE_MATS as W, person } from './people.ts';

/**
 * The works from the road, at eye level through a perspective camera: a long steel shed with a
 * north-light (sawtooth) roof, a plastered two-storey office block with the company's sign, a
 * paved yard with a tempo being loaded at the shed door, the compound wall with its sliding gate,
 * trees, a hazy sky and a distant tree line. Millimetres, y up, the road towards +z.
 */

const matte = (name: string, base: readonly [number, number, number], metal = 0.02): Material => ({
  name,
  base,
  metal,
  spec: 0.08,
  shininess: 8,
  gain: 1,
  emissive: 0,
});

const F = {
  plaster: matte('cream plaster', [0.86, 0.82, 0.74]),
  plasterDim: matte('shaded plaster', [0.74, 0.7, 0.63]),
  plinth: matte('oxide plinth', [0.52, 0.36, 0.3]),
  coping: matte('wall coping', [0.7, 0.68, 0.64]),
  cladding: matte('colour-coated sheet', [0.66, 0.71, 0.76], 0.12),
  roofSheet: matte('galvalume', [0.72, 0.73, 0.74], 0.3),
  glass: { ...matte('north-light glazing', [0.5, 0.58, 0.64], 0.45), spec: 0.4, shininess: 30 },
  steel: matte('painted steel', [0.3, 0.33, 0.37], 0.2),
  shutter: matte('rolling shutter', [0.62, 0.64, 0.66], 0.25),
  paving: matte('concrete paving', [0.6, 0.59, 0.56]),
  road: matte('road', [0.42, 0.41, 0.4]),
  verge: matte('dusty verge', [0.6, 0.54, 0.45]),
  shadow: matte('shadow', [0.3, 0.3, 0.32]),
  cab: matte('tempo cab', [0.85, 0.86, 0.84], 0.08),
  cabStripe: matte('tempo stripe', [0.2, 0.34, 0.56], 0.08),
  cargo: matte('tempo body', [0.46, 0.5, 0.55], 0.1),
  tyre: matte('tyre', [0.09, 0.09, 0.1]),
  tank: matte('water tank', [0.12, 0.12, 0.13]),
  leaf: matte('neem foliage', [0.33, 0.38, 0.26]),
  leafDark: matte('neem shade', [0.22, 0.28, 0.19]),
  trunk: matte('trunk', [0.34, 0.29, 0.24]),
} as const satisfies Record<string, Material>;

const quad = (
  pts: readonly Vec3[],
  mat: Material,
  hint: Vec3,
  extra: Partial<Face> = {},
): Face => ({
  pts,
  mat,
  hint,
  ...extra,
});

/** Axis-aligned block [x0, x1] x [y0, y1] x [z0, z1] without its bottom. */
function block(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  mat: Material,
  sides: Material = mat,
): Part {
  return [
    quad(
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      mat,
      [0, 1, 0],
    ),
    quad(
      [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      mat,
      [0, 0, 1],
    ),
    quad(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      sides,
      [0, 0, -1],
    ),
    quad(
      [
        [x0, y0, z0],
        [x0, y0, z1],
        [x0, y1, z1],
        [x0, y1, z0],
      ],
      sides,
      [-1, 0, 0],
    ),
    quad(
      [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
      sides,
      [1, 0, 0],
    ),
  ];
}

/** A flat ground patch at height y. */
const ground = (x0: number, x1: number, z0: number, z1: number, mat: Material, y = 0): Part => [
  quad(
    [
      [x0, y, z0],
      [x1, y, z0],
      [x1, y, z1],
      [x0, y, z1],
    ],
    mat,
    [0, 1, 0],
  ),
];

// ---------------------------------------------------------------------------------------------
// Markup

const ribs =
  (w: number, h: number, pitch: number, opacity = 0.14): Markup =>
  () => {
    let d = '';
    for (let x = -w / 2 + pitch / 2; x < w / 2; x += pitch)
      d += `M${fmt(x)} ${fmt(-h / 2)}V${fmt(h / 2)}`;
    return `<path d="${d}" stroke="#1f2830" stroke-opacity="${opacity}" stroke-width="${fmt(pitch * 0.18)}"/>`;
  };

/** A band of steel-framed windows (glass reflecting the sky). */
const windowBand =
  (w: number, h: number, cols: number): Markup =>
  (defs) => {
    const g = defs.linear(
      [
        [0, '#b7c6cf'],
        [0.5, '#7f929f'],
        [1, '#4d5c68'],
      ],
      0,
      0,
      0,
      1,
    );
    let s = `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h)}" fill="url(#${g})"/>`;
    let d = '';
    const cw = w / cols;
    for (let i = 0; i <= cols; i += 1) d += `M${fmt(-w / 2 + i * cw)} ${fmt(-h / 2)}V${fmt(h / 2)}`;
    d += `M${fmt(-w / 2)} ${fmt(-h / 6)}H${fmt(w / 2)}`;
    for (let i = 0; i < cols; i += 1) {
      const x = -w / 2 + (i + 0.5) * cw;
      d += `M${fmt(x)} ${fmt(-h / 6)}V${fmt(h / 2)}`;
    }
    s += `<path d="${d}" stroke="#2d3338" stroke-width="${fmt(h * 0.045)}"/>`;
    return s;
  };

/** Office window: a darker glass with a frame and a hint of curtains inside. */
const officeWindow =
  (w: number, h: number, rng: Rng): Markup =>
  (defs) => {
    const g = defs.linear(
      [
        [0, '#8ea0ad'],
        [0.55, '#4f5f6b'],
        [1, '#2c3640'],
      ],
      0,
      0,
      0.3,
      1,
    );
    let s = `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h)}" fill="url(#${g})"/>`;
    if (rng.next() > 0.45) {
      const cw = w * rng.range(0.2, 0.35);
      s += `<rect x="${fmt(rng.next() > 0.5 ? -w / 2 : w / 2 - cw)}" y="${fmt(-h / 2)}" width="${fmt(cw)}" height="${fmt(h)}" fill="#d9d2c0" fill-opacity=".55"/>`;
    }
    s += `<path d="M0 ${fmt(-h / 2)}V${fmt(h / 2)}M${fmt(-w / 2)} ${fmt(-h * 0.1)}H${fmt(w / 2)}" stroke="#e8e6e0" stroke-width="${fmt(w * 0.035)}"/>`;
    s += `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h)}" fill="none" stroke="#e8e6e0" stroke-width="${fmt(w * 0.06)}"/>`;
    return s;
  };

const shutterMarkup =
  (w: number, h: number): Markup =>
  () => {
    let d = '';
    for (let y = -h / 2; y < h / 2; y += 90) d += `M${fmt(-w / 2)} ${fmt(y)}H${fmt(w / 2)}`;
    return (
      `<path d="${d}" stroke="#3e454c" stroke-opacity=".35" stroke-width="16"/>` +
      `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h * 0.1)}" fill="#3e454c" fill-opacity=".45"/>` +
      `<rect x="${fmt(-w / 2)}" y="${fmt(h / 2 - 160)}" width="${fmt(w)}" height="160" fill="#1d2126" fill-opacity=".3"/>`
    );
  };

/** The company's sign on the office parapet: navy board, white letters, a red rule. */
const signBoard =
  (w: number, h: number): Markup =>
  () =>
    `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h)}" fill="#15284a"/>` +
    `<rect x="${fmt(-w / 2)}" y="${fmt(h / 2 - h * 0.1)}" width="${fmt(w)}" height="${fmt(h * 0.1)}" fill="#b5162b"/>` +
    text(
      0,
      -h * 0.02,
      h * 0.42,
      COMPANY.wordmark.name,
      `fill="#f4f4f0" font-weight="bold" text-anchor="middle" letter-spacing="${fmt(h * 0.06)}"`,
    ) +
    text(
      0,
      h * 0.3,
      h * 0.17,
      `${COMPANY.wordmark.subtitle} · ${COMPANY.address.city.toUpperCase()}`,
      `fill="#c9d6e8" text-anchor="middle" letter-spacing="${fmt(h * 0.05)}"`,
    );

/** Plaster weathering: darker towards the ground, a few rain streaks from the coping. */
const weathering =
  (w: number, h: number): Markup =>
  (defs) => {
    const g = defs.linear(
      [
        [0, '#000000', 0.1],
        [0.2, '#000000', 0],
        [0.75, '#5a4a36', 0],
        [1, '#5a4a36', 0.18],
      ],
      0,
      0,
      0,
      1,
    );
    let s = `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h)}" fill="url(#${g})"/>`;
    for (let i = 0; i < 4; i += 1) {
      const x = -w / 2 + (w * (i + 0.3 + ((i * 37) % 10) / 25)) / 4;
      s += `<rect x="${fmt(x)}" y="${fmt(-h / 2)}" width="${fmt(w * 0.02)}" height="${fmt(h * (0.25 + ((i * 13) % 7) / 20))}" fill="#4b4136" fill-opacity=".08"/>`;
    }
    return s;
  };

/** Small plate on the gate pillar. */
const pillarPlate =
  (w: number, h: number): Markup =>
  () =>
    `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h)}" fill="#f2efe6" stroke="#15284a" stroke-width="${fmt(h * 0.08)}"/>` +
    text(
      0,
      h * 0.1,
      h * 0.19,
      COMPANY.certification,
      'fill="#15284a" font-weight="bold" text-anchor="middle"',
    );

// ---------------------------------------------------------------------------------------------
// Buildings

/** Sawtooth shed: teeth step along +x, glazing faces -x (north), ridges run along z. */
function shed(
  x0: number,
  teeth: number,
  pitch: number,
  zb: number,
  zf: number,
  eave: number,
  rise: number,
): Part[] {
  const parts: Part[] = [];
  const x1 = x0 + teeth * pitch;
  const dado = 3000;
  // Plastered lower wall, cladding above, on the front and the left end.
  parts.push([
    quad(
      [
        [x0, 0, zf],
        [x1, 0, zf],
        [x1, dado, zf],
        [x0, dado, zf],
      ],
      F.plaster,
      [0, 0, 1],
    ),
    quad(
      [
        [x0, 0, zb],
        [x0, 0, zf],
        [x0, dado, zf],
        [x0, dado, zb],
      ],
      F.plaster,
      [-1, 0, 0],
    ),
  ]);
  parts.push(block(x0 - 60, x1 + 60, 0, 450, zf - 20, zf + 60, F.plinth));
  for (let i = 0; i < teeth; i += 1) {
    const xa = x0 + i * pitch;
    const xb = xa + pitch;
    const tooth: Face[] = [];
    // Cladding bay with ribs.
    tooth.push(
      ...panel(
        pitch,
        eave - dado,
        [(xa + xb) / 2, (dado + eave) / 2, zf],
        F.cladding,
        ribs(pitch, eave - dado, 220),
      ),
    );
    // Gable triangle over the bay.
    tooth.push(
      quad(
        [
          [xa, eave, zf],
          [xb, eave, zf],
          [xa, eave + rise, zf],
        ],
        F.cladding,
        [0, 0, 1],
      ),
    );
    // Roof slope (seen only from above) and the north-light glazing in 3 m panels.
    tooth.push(
      quad(
        [
          [xa, eave + rise, zf],
          [xb, eave, zf],
          [xb, eave, zb],
          [xa, eave + rise, zb],
        ],
        F.roofSheet,
        [rise, pitch, 0],
      ),
    );
    const n = Math.round((zf - zb) / 3000);
    for (let k = 0; k < n; k += 1) {
      const za = zb + ((zf - zb) * k) / n;
      const zc = zb + ((zf - zb) * (k + 1)) / n;
      tooth.push(
        quad(
          [
            [xa, eave, za],
            [xa, eave, zc],
            [xa, eave + rise, zc],
            [xa, eave + rise, za],
          ],
          F.glass,
          [-1, 0, 0],
          { edge: { color: '#2a3036', width: 1.2, opacity: 0.8 }, tint: 0.94 + 0.03 * (k % 3) },
        ),
      );
    }
    // Eave gutter.
    tooth.push(...block(xa, xb, eave - 180, eave, zf, zf + 160, F.steel));
    parts.push(tooth);
  }
  // Left end: cladding over the dado, ribbed.
  parts.push(
    panel(
      zf - zb,
      eave - dado,
      [x0, (dado + eave) / 2, (zb + zf) / 2],
      F.cladding,
      ribs(zf - zb, eave - dado, 220),
      '-x',
    ),
  );
  // Window bands on the front and the end.
  for (let i = 0; i < teeth; i += 1) {
    const xa = x0 + i * pitch;
    if (i === 4 || i === 7) continue;
    parts.push(
      panel(
        pitch - 900,
        1500,
        [xa + pitch / 2, 2050, zf + 15],
        F.glass,
        windowBand(pitch - 900, 1500, 4),
      ),
    );
  }
  for (let k = 0; k < 3; k += 1) {
    const zc = zb + (zf - zb) * (0.2 + 0.3 * k);
    parts.push(panel(4200, 1500, [x0 - 15, 2050, zc], F.glass, windowBand(4200, 1500, 3), '-x'));
  }
  // Roller shutters of the two bays without windows.
  for (const i of [4, 7]) {
    const xc = x0 + (i + 0.5) * pitch;
    parts.push(panel(4600, 5200, [xc, 2600, zf + 20], F.shutter, shutterMarkup(4600, 5200)));
    parts.push(block(xc - 2500, xc + 2500, 5200, 5700, zf, zf + 500, F.steel));
  }
  return parts;
}

/** Two-storey office block with chajjas, a porch, the sign on the parapet and a roof tank. */
function office(x0: number, x1: number, zb: number, zf: number, rng: Rng): Part[] {
  const parts: Part[] = [];
  const h = 7400;
  parts.push(block(x0, x1, 0, h, zb, zf, F.plaster, F.plasterDim));
  parts.push(block(x0 - 80, x1 + 80, h, h + 900, zb - 80, zf + 80, F.plaster, F.plasterDim));
  parts.push(block(x0 - 120, x1 + 120, h + 900, h + 1000, zb - 120, zf + 120, F.coping));
  parts.push(block(x0 - 40, x1 + 40, 0, 600, zb - 40, zf + 40, F.plinth));
  // Floor band.
  parts.push(block(x0 - 60, x1 + 60, 3500, 3750, zb - 60, zf + 60, F.coping));
  // Windows with chajjas on both floors (front) and the left end.
  const cols = 5;
  const bay = (x1 - x0) / cols;
  for (const y of [1900, 5500]) {
    for (let c = 0; c < cols; c += 1) {
      const xc = x0 + (c + 0.5) * bay;
      if (y < 3000 && c === 2) continue;
      parts.push(panel(1800, 1400, [xc, y, zf + 12], F.glass, officeWindow(1800, 1400, rng)));
      parts.push(block(xc - 1150, xc + 1150, y + 900, y + 1000, zf, zf + 600, F.coping));
    }
    for (const zc of [zb + (zf - zb) * 0.3, zb + (zf - zb) * 0.72]) {
      parts.push(panel(1500, 1400, [x0 - 12, y, zc], F.glass, officeWindow(1500, 1400, rng), '-x'));
      parts.push(block(x0 - 600, x0, y + 900, y + 1000, zc - 950, zc + 950, F.coping));
    }
  }
  // Porch: slab on two columns over the glazed entrance.
  const xc = x0 + 2.5 * bay;
  parts.push(
    panel(2000, 2400, [xc, 1200, zf + 12], F.glass, (defs) => {
      const g = defs.linear(
        [
          [0, '#5d6d78'],
          [1, '#1f2830'],
        ],
        0,
        0,
        0,
        1,
      );
      return `<rect x="-1000" y="-1200" width="2000" height="2400" fill="url(#${g})"/><path d="M0 -1200V1200M-1000 -1200H1000V1200H-1000Z" stroke="#cfcbc2" stroke-width="60" fill="none"/>`;
    }),
  );
  parts.push(block(xc - 1800, xc + 1800, 3000, 3250, zf, zf + 2600, F.coping));
  for (const dx of [-1600, 1600])
    parts.push(cyl(130, 3000, F.plaster, 'y', [xc + dx, 0, zf + 2400], 16));
  parts.push(block(xc - 1900, xc + 1900, 0, 150, zf, zf + 2900, F.coping));
  // Sign on the parapet.
  const sw = Math.min(9000, x1 - x0 - 1200);
  parts.push(
    block(xc - sw / 2 - 60, xc + sw / 2 + 60, h + 350, h + 2050, zf + 60, zf + 160, F.steel),
  );
  parts.push(panel(sw, 1600, [xc, h + 1200, zf + 170], F.steel, signBoard(sw, 1600)));
  // Water tanks on the roof.
  parts.push(cyl(750, 1300, F.tank, 'y', [x1 - 1500, h + 1000, zb + 1600], 24));
  parts.push(cyl(620, 1100, F.tank, 'y', [x1 - 3200, h + 1000, zb + 1400], 24));
  return parts;
}

/** A light goods tempo with its cab towards +z, loaded with crates at the tailboard. */
function tempo(x: number, z: number): Part[] {
  const parts: Part[] = [];
  const w = 2000;
  // Cab.
  parts.push(block(x - w / 2, x + w / 2, 700, 2500, z + 3600, z + 5200, F.cab));
  parts.push(block(x - w / 2 - 10, x + w / 2 + 10, 700, 1050, z + 3600, z + 5210, F.cabStripe));
  parts.push(
    panel(w - 300, 800, [x, 1950, z + 5212], F.glass, (defs) => {
      const g = defs.linear(
        [
          [0, '#aebfca'],
          [1, '#39454f'],
        ],
        0,
        0,
        0,
        1,
      );
      return `<rect x="-850" y="-400" width="1700" height="800" rx="60" fill="url(#${g})"/>`;
    }),
  );
  parts.push(
    panel(
      900,
      650,
      [x - w / 2 - 12, 1950, z + 4700],
      F.glass,
      () => '<rect x="-450" y="-325" width="900" height="650" fill="#3d4952"/>',
      '-x',
    ),
  );
  parts.push(block(x - w / 2 - 40, x + w / 2 + 40, 400, 700, z + 5050, z + 5300, F.steel));
  // Chassis and body.
  parts.push(block(x - 700, x + 700, 450, 800, z, z + 3600, F.steel));
  parts.push(block(x - w / 2 - 50, x + w / 2 + 50, 800, 950, z, z + 3500, F.cargo));
  for (const [x0, x1] of [
    [x - w / 2 - 50, x - w / 2 + 30],
    [x + w / 2 - 30, x + w / 2 + 50],
  ] as const) {
    parts.push(block(x0, x1, 950, 1600, z, z + 3500, F.cargo));
  }
  parts.push(block(x - w / 2 - 50, x + w / 2 + 50, 950, 1900, z + 3420, z + 3520, F.cargo));
  // Crates on the bed.
  parts.push(block(x - 900, x + 50, 950, 1900, z + 2300, z + 3300, S.wood));
  parts.push(block(x + 100, x + 900, 950, 1700, z + 2400, z + 3300, S.wood));
  parts.push(block(x - 850, x + 0, 950, 1750, z + 1300, z + 2200, S.wood));
  // Wheels.
  for (const wz of [z + 700, z + 4400]) {
    for (const side of [-1, 1]) {
      parts.push(
        cyl(420, 260, F.tyre, side < 0 ? '-x' : 'x', [x + side * (w / 2 - 240), 420, wz], 20),
      );
    }
  }
  return parts;
}

/** A neem tree: a trunk and an irregular crown of overlapping clumps. */
function tree(x: number, z: number, k: number, rng: Rng): Part[] {
  const parts: Part[] = [cyl(220 * k, 3600 * k, F.trunk, 'y', [x, 0, z], 10)];
  for (let i = 0; i < 34; i += 1) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next()) * 3000 * k;
    const y = (4300 + rng.range(-1100, 1700)) * k;
    const c: Vec3 = [x + Math.cos(a) * r, y, z + Math.sin(a) * r * 0.8];
    const s = rng.range(650, 1100) * k;
    const low = y < 4000 * k;
    parts.push(ellipsoid(s, s * 0.62, s, c, low || i % 4 === 0 ? F.leafDark : F.leaf, 14));
  }
  return parts;
}

/** Compound wall along z = zw from xa to xb: plinth band, plaster, coping, pillars. */
function compoundWall(xa: number, xb: number, zw: number): Part[] {
  const parts: Part[] = [];
  const h = 1800;
  // Short segments, one part each: long parts sort badly against their neighbours.
  const n = Math.max(1, Math.round((xb - xa) / 3000));
  for (let i = 0; i < n; i += 1) {
    const x0 = xa + ((xb - xa) * i) / n;
    const x1 = xa + ((xb - xa) * (i + 1)) / n;
    parts.push([
      ...block(x0, x1, 420, h, zw - 115, zw + 115, F.plaster, F.plasterDim),
      ...block(x0, x1, 0, 420, zw - 135, zw + 135, F.plinth),
      ...block(x0 - 30, x1 + 30, h, h + 90, zw - 150, zw + 150, F.coping),
      ...panel(
        x1 - x0,
        h - 420,
        [(x0 + x1) / 2, (h + 420) / 2, zw + 117],
        F.plaster,
        weathering(x1 - x0, h - 420),
      ),
    ]);
    if (i < n - 1) {
      parts.push(
        block(x1 - 170, x1 + 170, 0, h + 160, zw - 170, zw + 170, F.plaster, F.plasterDim),
      );
    }
  }
  return parts;
}

/** One leaf of the swing gate (square-tube frame, vertical bars), hinged at (x, z), opened by `turn`. */
function gateLeaf(x: number, z: number, width: number, turn: number): Part[] {
  const parts: Part[] = [];
  const h = 1950;
  parts.push(block(0, width, 120, 220, -30, 30, F.steel));
  parts.push(block(0, width, h - 100, h, -30, 30, F.steel));
  parts.push(block(0, width, 1000, 1060, -25, 25, F.steel));
  parts.push(block(0, 70, 120, h, -35, 35, F.steel));
  parts.push(block(width - 70, width, 120, h, -35, 35, F.steel));
  for (let bx = 160; bx < width - 80; bx += 160)
    parts.push(block(bx - 16, bx + 16, 220, h - 100, -16, 16, F.steel));
  return parts.map((p) => transformMesh(p, { rot: rotY(turn), pos: [x, 0, z] }));
}

// ---------------------------------------------------------------------------------------------

interface FactoryScene {
  readonly camera: Camera;
  readonly base: Part[];
  readonly parts: Part[];
  readonly frame: Frame;
  readonly underlay: (defs: Defs, vp: Viewport) => string;
  readonly overlay: (defs: Defs, w: number, h: number) => string;
}

/** Viewer distance and camera: eye about 5 m above the road (across the road), 14 m outside the gate. */
const DIST = 42000;
const CAMERA: Camera = { yaw: 0.35, pitch: 0.125, perspective: DIST };

export function factoryExterior(rng: Rng, w: number, h: number): FactoryScene {
  const base: Part[] = [];
  const parts: Part[] = [];
  const zWall = 25000;
  const gateA = -12600;
  const gateB = -6600;
  // Ground: road and verge outside, paved yard inside.
  base.push(ground(-32000, 30000, zWall + 300, 34000, F.road));
  base.push(ground(-32000, 30000, zWall + 150, zWall + 2200, F.verge, 2));
  base.push(ground(-60000, 60000, -40000, zWall, F.paving));
  // Concrete bays of the yard, each a shade apart, with their joints.
  for (let x = -36000; x < 36000; x += 6000) {
    for (let z = -10000; z < zWall - 200; z += 5000) {
      const z1 = Math.min(z + 5000, zWall - 200);
      base.push([
        quad(
          [
            [x, 1, z],
            [x + 6000, 1, z],
            [x + 6000, 1, z1],
            [x, 1, z1],
          ],
          F.paving,
          [0, 1, 0],
          { tint: rng.range(0.97, 1.02), edge: { color: '#5d574c', width: 0.8, opacity: 0.22 } },
        ),
      ]);
    }
  }
  base.push(ground(gateA, gateB, zWall - 150, zWall + 2200, F.paving, 3));
  // Shed, office, tempo, people, trees.
  parts.push(...shed(-22000, 9, 6000, -32000, -10000, 7200, 2700));
  parts.push(...office(-17000, -3500, -7200, -1200, rng));
  parts.push(...tempo(5000, -8800));
  parts.push(
    ...person(
      { shirt: W.greyShirt, trousers: W.navyTrousers, skin: W.skinB, hat: W.hatYellow },
      {
        at: [3400, 0, -6400],
        facing: 1.2,
        leftHand: [150, 1250, 380],
        rightHand: [-150, 1250, 380],
      },
    ),
    ...person(
      { shirt: W.navyShirt, trousers: W.greyTrousers, skin: W.skinA, hat: W.hatWhite },
      { at: [2700, 0, -4200], facing: 2.2, headTurn: 0.3 },
    ),
  );
  parts.push(
    ...tree(-26000, -4000, 1.1, rng),
    ...tree(26000, -4500, 1.0, rng),
    ...tree(-30000, 16000, 0.9, rng),
  );
  // Compound wall with the gate pillars and the half-open sliding gate.
  parts.push(
    ...compoundWall(-42000, gateA - 650, zWall),
    ...compoundWall(gateB + 650, 40000, zWall),
  );
  for (const x of [gateA - 300, gateB + 300]) {
    parts.push(block(x - 350, x + 350, 0, 2500, zWall - 350, zWall + 350, F.plaster, F.plasterDim));
    parts.push(block(x - 420, x + 420, 2500, 2650, zWall - 420, zWall + 420, F.coping));
  }
  parts.push(panel(660, 360, [gateA - 300, 1750, zWall + 352], F.plaster, pillarPlate(660, 360)));
  const leaf = (gateB - gateA) / 2 - 60;
  parts.push(...gateLeaf(gateA + 20, zWall - 200, leaf, 1.25));
  parts.push(...gateLeaf(gateB - 20, zWall - 200, leaf, Math.PI - 1.35));

  // Sun shadows of the buildings on the ground (key light direction in the world).
  const m = viewMatrix(CAMERA);
  const key = normalize([-0.5, 0.72, 0.55]);
  const sun: Vec3 = [
    m[0][0] * key[0] + m[1][0] * key[1] + m[2][0] * key[2],
    m[0][1] * key[0] + m[1][1] * key[1] + m[2][1] * key[2],
    m[0][2] * key[0] + m[1][2] * key[1] + m[2][2] * key[2],
  ];
  const cast = (x0: number, x1: number, z0: number, z1: number, hgt: number): Part => {
    const dx = (-sun[0] / sun[1]) * hgt;
    const dz = (-sun[2] / sun[1]) * hgt;
    const hull = convexHull([
      [x0, z0],
      [x1, z0],
      [x1, z1],
      [x0, z1],
      [x0 + dx, z0 + dz],
      [x1 + dx, z0 + dz],
      [x1 + dx, z1 + dz],
      [x0 + dx, z1 + dz],
    ]);
    return [
      quad(
        hull.map(([x, z]): Vec3 => [x, 5, z]),
        F.shadow,
        [0, 1, 0],
      ),
    ];
  };
  base.push(cast(-17000, -3500, -7200, -1200, 8300));
  base.push(cast(-42000, gateA - 650, zWall - 115, zWall + 115, 1850));
  base.push(cast(gateB + 650, 30000, zWall - 115, zWall + 115, 1850));
  base.push(cast(4000, 6000, -8800, -3600, 2200));

  return {
    camera: CAMERA,
    base,
    parts,
    frame: frameFor([...base, ...parts], CAMERA, w, h, [-3000, -600], 46000),
    underlay: (defs, vp) => skyAndTrees(defs, vp, w, h, rng),
    overlay: (defs) => atmosphere(defs, w, h),
  };
}

/**
 * The frame that shows a chosen window of the projection plane (centre world point projected,
 * width in projection units) whatever the scene's overall bounds.
 */
function frameFor(
  meshes: readonly Part[],
  cam: Camera,
  w: number,
  h: number,
  centre: readonly [number, number],
  width: number,
): Frame {
  const b = emptyBounds();
  for (const mesh of meshes) meshBounds(mesh, cam, b);
  const s = w / width;
  const fw = (s * (b.maxX - b.minX)) / w;
  const fh = (s * (b.maxY - b.minY)) / h;
  return {
    x: (w / 2 + s * ((b.minX + b.maxX) / 2 - centre[0])) / w - fw / 2,
    y: (h / 2 + s * ((b.minY + b.maxY) / 2 - centre[1])) / h - fh / 2,
    w: fw,
    h: fh,
  };
}

/** Screen y of the horizon. */
const horizonY = (vp: Viewport): number => vp.oy - vp.scale * DIST * Math.tan(CAMERA.pitch);

/** Hazy warm sky, a soft sun, and distant tree lines and roofs on the horizon. */
function skyAndTrees(defs: Defs, vp: Viewport, w: number, h: number, rng: Rng): string {
  const hy = horizonY(vp);
  const sky = defs.linear(
    [
      [0, '#8ea6ba'],
      [0.55, '#c3cdd2'],
      [0.85, '#e4ddcc'],
      [1, '#ece2cc'],
    ],
    0,
    0,
    0,
    hy,
    'userSpaceOnUse',
  );
  let s = `<rect width="${w}" height="${h}" fill="url(#${sky})"/>`;
  const sun = defs.radial(
    [
      [0, '#fff6e0', 0.9],
      [0.3, '#fbe6bd', 0.35],
      [1, '#fbe6bd', 0],
    ],
    0.5,
    0.5,
    0.5,
  );
  s += `<ellipse cx="${fmt(w * 0.12)}" cy="${fmt(hy * 0.18)}" rx="${fmt(w * 0.35)}" ry="${fmt(w * 0.28)}" fill="url(#${sun})"/>`;
  // Two rows of distant trees: a far, pale one and a nearer, darker one.
  const row = (base: number, amp: number, color: string, opacity: number, step: number): string => {
    let d = `M0 ${fmt(base + 40)}L0 ${fmt(base)}`;
    let x = 0;
    while (x < w) {
      const cw = step * rng.range(0.6, 1.6);
      const ch = amp * rng.range(0.35, 1);
      d += `Q${fmt(x + cw * 0.1)} ${fmt(base - ch)} ${fmt(x + cw / 2)} ${fmt(base - ch)}Q${fmt(x + cw * 0.9)} ${fmt(base - ch)} ${fmt(x + cw)} ${fmt(base - ch * rng.range(0, 0.4))}`;
      x += cw;
    }
    d += `L${w} ${fmt(base + 40)}Z`;
    return `<path d="${d}" fill="${color}" fill-opacity="${opacity}"/>`;
  };
  s += row(hy + 2, 34, '#9aa59c', 0.75, 60);
  s += row(hy + 6, 22, '#7f8c7e', 0.85, 46);
  // A distant pylon and a water tower, barely there.
  s += `<path d="M${fmt(w * 0.9)} ${fmt(hy)}l14 -120l14 120M${fmt(w * 0.9 + 2)} ${fmt(hy - 90)}h24M${fmt(w * 0.9 + 6)} ${fmt(hy - 60)}h16" stroke="#8d968f" stroke-width="2" fill="none" stroke-opacity=".7"/>`;
  const g = defs.linear(
    [
      [0, '#cdbf9f'],
      [1, '#9d927c'],
    ],
    0,
    0,
    0,
    1,
  );
  s += `<rect y="${fmt(hy + 4)}" width="${w}" height="${fmt(h - hy)}" fill="url(#${g})"/>`;
  return s;
}

/** Aerial haze over the distance, a warm grade and a gentle vignette. */
function atmosphere(defs: Defs, w: number, h: number): string {
  const haze = defs.linear(
    [
      [0, '#e8dcc4', 0],
      [0.3, '#e8dcc4', 0.08],
      [0.45, '#efe4cd', 0.12],
      [0.65, '#e8dcc4', 0.03],
      [1, '#e8dcc4', 0],
    ],
    0,
    0,
    0,
    1,
  );
  const vignette = defs.radial(
    [
      [0.6, '#10141a', 0],
      [1, '#10141a', 0.4],
    ],
    0.5,
    0.5,
    0.75,
  );
  return (
    `<rect width="${w}" height="${h}" fill="url(#${haze})"/>` +
    `<rect width="${w}" height="${h}" fill="url(#${vignette})"/>`
  );
}
