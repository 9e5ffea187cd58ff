import { apply, type Vec3 } from './math3d.ts';
import {
  emptyBounds,
  meshBounds,
  projector,
  renderMesh,
  viewMatrix,
  type Camera,
  type Mesh,
  type RenderOptions,
  type Viewport,
} from './mesh.ts';
import { createRng, type Rng } from './prng.ts';
import type { LayeredSvg } from './raster.ts';
import { Defs, escapeXml, fmt, fmt3 } from './svg-util.ts';

/**
 * Scene composition: a backdrop (studio sweep, dark studio, workshop, blue steel, blueprint),
 * framed objects, soft cast shadows on the floor, vignette, grain and an optional caption.
 */

export type Backdrop =
  'studio' | 'studioCool' | 'dark' | 'workshop' | 'steelBlue' | 'blueprint' | 'furnace';

export interface SceneItem {
  readonly mesh: Mesh;
  readonly render?: RenderOptions;
  /** Cast a floor shadow (default true). */
  readonly shadow?: boolean;
}

export interface Frame {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface SceneSpec {
  readonly width: number;
  readonly height: number;
  readonly camera: Camera;
  readonly backdrop: Backdrop;
  readonly items: readonly SceneItem[];
  readonly frame?: Frame;
  readonly caption?: { readonly title: string; readonly detail?: string };
  readonly seed: string;
  readonly vignette?: number;
  readonly shadowOpacity?: number;
  readonly softness?: number;
  readonly grain?: number;
  /** Extra crisp markup painted under (before) the objects, in pixels. */
  readonly underlay?: (defs: Defs, vp: Viewport) => string;
  /** Soft light halos around world points (e.g. glowing hot steel), in the soft layer. */
  readonly glows?: readonly {
    readonly at: Vec3;
    readonly radius: number;
    readonly color: string;
    readonly strength: number;
  }[];
  /** Paint items far to near by their centre ('depth', default) or in the given order. */
  readonly order?: 'depth' | 'given';
  /** Extra crisp markup painted over the objects, in pixels. */
  readonly overlay?: (defs: Defs) => string;
}

const isDark = (b: Backdrop): boolean => b !== 'studio' && b !== 'studioCool';

/** Key light direction in world space for a camera (matches material.ts KEY). */
function worldLight(cam: Camera): Vec3 {
  const m = viewMatrix(cam);
  const key: Vec3 = [-0.5, 0.72, 0.55];
  // Inverse of a rotation is its transpose.
  return [
    m[0][0] * key[0] + m[1][0] * key[1] + m[2][0] * key[2],
    m[0][1] * key[0] + m[1][1] * key[1] + m[2][1] * key[2],
    m[0][2] * key[0] + m[1][2] * key[1] + m[2][2] * key[2],
  ];
}

function shadowMarkup(
  items: readonly SceneItem[],
  cam: Camera,
  vp: Viewport,
  floor: number,
): string {
  const m = viewMatrix(cam);
  const project = projector(cam);
  const l = worldLight(cam);
  const ly = Math.max(0.35, l[1]);
  const proj = (p: Vec3, dir: Vec3 | null): readonly [number, number] => {
    const h = p[1] - floor;
    const q: Vec3 = dir
      ? [p[0] - (dir[0] / ly) * h, floor, p[2] - (dir[2] / ly) * h]
      : [p[0], floor, p[2]];
    const v = project(apply(m, q));
    return [vp.ox + vp.scale * v[0], vp.oy - vp.scale * v[1]];
  };
  // One convex hull per item and shadow: blurred anyway, and tiny compared to every face.
  const layer = (dir: Vec3 | null): string => {
    let d = '';
    for (const item of items) {
      if (item.shadow === false) continue;
      const pts: (readonly [number, number])[] = [];
      for (const f of item.mesh) for (const p of f.pts) pts.push(proj(p, dir));
      const hull = convexHull(pts);
      if (hull.length >= 3) d += `M${hull.map((p) => `${fmt(p[0])} ${fmt(p[1])}`).join('L')}Z`;
    }
    return d;
  };
  return (
    `<g opacity=".33"><path d="${layer(l)}" fill="#000"/></g>` +
    `<g opacity=".5"><path d="${layer(null)}" fill="#000"/></g>`
  );
}

/** Andrew's monotone chain convex hull. */
export function convexHull(
  points: readonly (readonly [number, number])[],
): (readonly [number, number])[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const cross = (
    o: readonly [number, number],
    a: readonly [number, number],
    b: readonly [number, number],
  ): number => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: (readonly [number, number])[]): (readonly [number, number])[] => {
    const out: (readonly [number, number])[] = [];
    for (const p of list) {
      while (out.length >= 2) {
        const a = out[out.length - 2];
        const b = out[out.length - 1];
        if (a && b && cross(a, b, p) <= 0) out.pop();
        else break;
      }
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(pts), ...half([...pts].reverse())];
}

function backdropMarkup(
  kind: Backdrop,
  w: number,
  h: number,
  defs: Defs,
  rng: Rng,
  focus: readonly [number, number],
): string {
  const [fx, fy] = focus;
  const rect = (fill: string, opacity = 1): string =>
    `<rect width="${w}" height="${h}" fill="${fill}"${opacity === 1 ? '' : ` opacity="${fmt3(opacity)}"`}/>`;
  const glow = (
    cx: number,
    cy: number,
    r: number,
    color: string,
    alpha: number,
    sy = 1,
  ): string => {
    const g = defs.radial([
      [0, color, alpha],
      [0.45, color, alpha * 0.45],
      [1, color, 0],
    ]);
    return `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(r)}" ry="${fmt(r * sy)}" fill="url(#${g})"/>`;
  };
  let s = '';
  switch (kind) {
    case 'studio':
    case 'studioCool': {
      const cool = kind === 'studioCool';
      const g = defs.linear(
        cool
          ? [
              [0, '#aeb9c4'],
              [0.55, '#d9dfe5'],
              [0.62, '#e4e8ec'],
              [1, '#f3f5f7'],
            ]
          : [
              [0, '#c3c7cb'],
              [0.55, '#e6e8ea'],
              [0.62, '#eceef0'],
              [1, '#fafafa'],
            ],
        0,
        0,
        0,
        1,
      );
      s += rect(`url(#${g})`);
      s += glow(fx, fy, w * 0.55, '#ffffff', 0.85, 0.75);
      break;
    }
    case 'dark': {
      const g = defs.radial(
        [
          [0, '#4a5561'],
          [0.45, '#262d35'],
          [1, '#0c0f13'],
        ],
        fx / w,
        fy / h,
        0.75,
      );
      s += rect(`url(#${g})`);
      const floor = defs.linear(
        [
          [0, '#000000', 0],
          [0.6, '#6d7a88', 0.18],
          [1, '#000000', 0],
        ],
        0,
        0,
        0,
        1,
      );
      s += `<rect y="${fmt(h * 0.62)}" width="${w}" height="${fmt(h * 0.38)}" fill="url(#${floor})"/>`;
      break;
    }
    case 'workshop':
    case 'furnace': {
      const furnace = kind === 'furnace';
      const g = defs.linear(
        furnace
          ? [
              [0, '#110b09'],
              [0.6, '#1f130e'],
              [1, '#0a0706'],
            ]
          : [
              [0, '#1d2631'],
              [0.55, '#2c3744'],
              [0.7, '#1b222b'],
              [1, '#0f1318'],
            ],
        0,
        0,
        0,
        1,
      );
      s += rect(`url(#${g})`);
      // Roof trusses and high windows.
      for (let i = 0; i < 5; i += 1) {
        const x = w * (0.08 + i * 0.22) + rng.range(-20, 20);
        s += `<rect x="${fmt(x)}" y="${fmt(h * 0.04)}" width="${fmt(w * 0.12)}" height="${fmt(h * 0.16)}" fill="${furnace ? '#5a3a22' : '#6f8aa6'}" fill-opacity=".2"/>`;
      }
      // Light shafts from the windows.
      for (let i = 0; i < 3; i += 1) {
        const x = w * (0.15 + i * 0.3) + rng.range(-30, 30);
        const beam = defs.linear(
          [
            [0, furnace ? '#ffb070' : '#cfe2ff', 0.22],
            [1, furnace ? '#ffb070' : '#cfe2ff', 0],
          ],
          0,
          0,
          0,
          1,
        );
        s += `<path d="M${fmt(x)} ${fmt(h * 0.1)}L${fmt(x + w * 0.1)} ${fmt(h * 0.1)}L${fmt(x + w * 0.3)} ${fmt(h)}L${fmt(x + w * 0.05)} ${fmt(h)}Z" fill="url(#${beam})"/>`;
      }
      // Machine silhouettes along the back wall.
      let x = -w * 0.05;
      while (x < w) {
        const mw = rng.range(w * 0.08, w * 0.18);
        const mh = rng.range(h * 0.16, h * 0.34);
        const top = h * 0.62 - mh;
        s += `<rect x="${fmt(x)}" y="${fmt(top)}" width="${fmt(mw)}" height="${fmt(mh)}" rx="${fmt(mw * 0.06)}" fill="${furnace ? '#20130d' : '#111820'}" fill-opacity=".9"/>`;
        s += `<rect x="${fmt(x + mw * 0.1)}" y="${fmt(top + mh * 0.15)}" width="${fmt(mw * 0.3)}" height="${fmt(mh * 0.22)}" fill="${rng.next() > 0.5 ? '#3d6f99' : '#4b5a2f'}" fill-opacity=".5"/>`;
        if (rng.next() > 0.4) {
          s += `<rect x="${fmt(x + mw * 0.55)}" y="${fmt(top - mh * 0.35)}" width="${fmt(mw * 0.25)}" height="${fmt(mh * 0.4)}" fill="#111820" fill-opacity=".9"/>`;
        }
        x += mw + rng.range(w * 0.01, w * 0.06);
      }
      // Floor with a faint sheen.
      const floor = defs.linear(
        [
          [0, furnace ? '#3a2418' : '#3b4652', 1],
          [1, '#0b0e12', 1],
        ],
        0,
        0,
        0,
        1,
      );
      s += `<rect y="${fmt(h * 0.62)}" width="${w}" height="${fmt(h * 0.38)}" fill="url(#${floor})"/>`;
      // Warm bokeh from work lamps.
      for (let i = 0; i < 14; i += 1) {
        const bx = rng.range(0, w);
        const by = rng.range(h * 0.1, h * 0.6);
        const br = rng.range(w * 0.01, w * 0.035);
        s += glow(
          bx,
          by,
          br * 2.2,
          rng.pick(furnace ? ['#ff8a3d', '#ffb347', '#ff5a1f'] : ['#ffb347', '#ffd27a', '#9fd0ff']),
          rng.range(0.25, 0.6),
        );
      }
      s += glow(fx, fy, w * 0.5, furnace ? '#ff7a30' : '#9ab4cf', furnace ? 0.18 : 0.28, 0.7);
      break;
    }
    case 'steelBlue': {
      const g = defs.linear(
        [
          [0, '#0b1a2e'],
          [0.5, '#16314f'],
          [1, '#0a1422'],
        ],
        0,
        0,
        1,
        1,
      );
      s += rect(`url(#${g})`);
      for (let i = 0; i < 6; i += 1) {
        const x = rng.range(-0.2, 1) * w;
        const beam = defs.linear(
          [
            [0, '#5fa8ff', 0],
            [0.5, '#5fa8ff', rng.range(0.06, 0.14)],
            [1, '#5fa8ff', 0],
          ],
          0,
          0,
          1,
          0,
        );
        s += `<path d="M${fmt(x)} 0L${fmt(x + w * 0.08)} 0L${fmt(x + w * 0.38)} ${h}L${fmt(x + w * 0.3)} ${h}Z" fill="url(#${beam})"/>`;
      }
      s += glow(fx, fy, w * 0.45, '#3d7fd0', 0.45, 0.8);
      s += glow(w * 0.9, h * 0.15, w * 0.25, '#ff8a2a', 0.22, 1);
      break;
    }
    case 'blueprint': {
      const g = defs.radial(
        [
          [0, '#1f5a96'],
          [1, '#0c2a4d'],
        ],
        0.5,
        0.45,
        0.8,
      );
      s += rect(`url(#${g})`);
      s += glow(fx, fy, w * 0.4, '#5aa0e6', 0.35, 0.8);
      break;
    }
  }
  return s;
}

/** Blueprint grid and construction lines (crisp). */
function blueprintGrid(w: number, h: number): string {
  let d = '';
  const step = Math.round(w / 32);
  for (let x = 0; x <= w; x += step) d += `M${x} 0V${h}`;
  for (let y = 0; y <= h; y += step) d += `M0 ${y}H${w}`;
  let major = '';
  for (let x = 0; x <= w; x += step * 5) major += `M${x} 0V${h}`;
  for (let y = 0; y <= h; y += step * 5) major += `M0 ${y}H${w}`;
  return (
    `<path d="${d}" stroke="#bfe0ff" stroke-opacity=".08" stroke-width="1"/>` +
    `<path d="${major}" stroke="#bfe0ff" stroke-opacity=".16" stroke-width="1.2"/>`
  );
}

export function composeScene(spec: SceneSpec): LayeredSvg {
  const { width: w, height: h, camera } = spec;
  const rng = createRng(`scene-${spec.seed}`);
  const frame = spec.frame ?? { x: 0.12, y: 0.1, w: 0.76, h: 0.76 };
  const b = emptyBounds();
  for (const item of spec.items) meshBounds(item.mesh, camera, b);
  const bw = Math.max(1e-6, b.maxX - b.minX);
  const bh = Math.max(1e-6, b.maxY - b.minY);
  const scale = Math.min((frame.w * w) / bw, (frame.h * h) / bh);
  const vp: Viewport = {
    scale,
    ox: (frame.x + frame.w / 2) * w - scale * ((b.minX + b.maxX) / 2),
    oy: (frame.y + frame.h / 2) * h - scale * ((b.minY + b.maxY) / 2),
  };
  let floor = Infinity;
  for (const item of spec.items)
    for (const f of item.mesh) for (const p of f.pts) floor = Math.min(floor, p[1]);

  const softDefs = new Defs();
  const focus: [number, number] = [(frame.x + frame.w / 2) * w, (frame.y + frame.h / 2) * h];
  const back = backdropMarkup(spec.backdrop, w, h, softDefs, rng, focus);
  const shadowOpacity = spec.shadowOpacity ?? (isDark(spec.backdrop) ? 0.75 : 0.55);
  const shadows =
    shadowOpacity > 0
      ? `<g opacity="${fmt3(shadowOpacity)}">${shadowMarkup(spec.items, camera, vp, floor)}</g>`
      : '';
  let glowMarkup = '';
  for (const glow of spec.glows ?? []) {
    const v = projector(camera)(apply(viewMatrix(camera), glow.at));
    const g = softDefs.radial([
      [0, glow.color, glow.strength],
      [0.4, glow.color, glow.strength * 0.45],
      [1, glow.color, 0],
    ]);
    const r = glow.radius * scale;
    glowMarkup += `<ellipse cx="${fmt(vp.ox + scale * v[0])}" cy="${fmt(vp.oy - scale * v[1])}" rx="${fmt(r)}" ry="${fmt(r * 0.75)}" fill="url(#${g})"/>`;
  }
  const softness =
    spec.softness ?? (spec.backdrop === 'workshop' || spec.backdrop === 'furnace' ? 9 : 5);
  // Vignette in the soft layer: nearly free at low resolution, and it only darkens the set.
  const vignette = spec.vignette ?? (isDark(spec.backdrop) ? 0.55 : 0.18);
  let vignetteMarkup = '';
  if (vignette > 0) {
    const g = softDefs.radial(
      [
        [0.55, '#000000', 0],
        [1, '#000000', vignette],
      ],
      0.5,
      0.5,
      0.75,
    );
    vignetteMarkup = `<rect width="${w}" height="${h}" fill="url(#${g})"/>`;
  }
  const soft = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(w / softness)}" height="${Math.round(h / softness)}" viewBox="0 0 ${w} ${h}">${softDefs.markup()}${back}${shadows}${glowMarkup}${vignetteMarkup}</svg>`;

  const defs = new Defs();
  let body = '';
  if (spec.backdrop === 'blueprint') body += blueprintGrid(w, h);
  if (spec.underlay) body += spec.underlay(defs, vp);
  const environment = isDark(spec.backdrop) ? 'dark' : 'light';
  const m = viewMatrix(camera);
  const depthOf = (item: SceneItem): number => {
    let sum = 0;
    let count = 0;
    for (const f of item.mesh) {
      for (const p of f.pts) {
        sum += apply(m, p)[2];
        count += 1;
      }
    }
    return count === 0 ? 0 : sum / count;
  };
  const ordered =
    spec.order === 'given'
      ? spec.items
      : [...spec.items]
          .map((item) => ({ item, d: depthOf(item) }))
          .sort((a, b) => a.d - b.d)
          .map((x) => x.item);
  for (const item of ordered) {
    body += renderMesh(item.mesh, camera, vp, defs, { environment, ...item.render });
  }
  if (spec.overlay) body += spec.overlay(defs);
  if (spec.caption) body += captionMarkup(spec.caption, w, h, isDark(spec.backdrop));
  const crisp = `${defs.markup()}${body}`;
  return { width: w, height: h, soft, softness, crisp, grain: spec.grain ?? 0 };
}

/** Small catalogue-style caption in the lower left corner. */
function captionMarkup(
  c: { readonly title: string; readonly detail?: string },
  w: number,
  h: number,
  dark: boolean,
): string {
  const size = Math.max(11, Math.round(w / 70));
  const x = Math.round(w * 0.035);
  const y = Math.round(h - h * 0.05);
  const color = dark ? '#e8eef5' : '#1d2833';
  const accent = '#d9342b';
  let s = `<rect x="${x}" y="${fmt(y - size * (c.detail ? 2.9 : 1.7))}" width="${fmt(size * 2.2)}" height="${fmt(size * 0.22)}" fill="${accent}"/>`;
  s += `<text x="${x}" y="${fmt(c.detail ? y - size * 1.25 : y)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${size}" letter-spacing="${fmt3(size * 0.16)}" fill="${color}" fill-opacity=".85">${escapeXml(c.title.toUpperCase())}</text>`;
  if (c.detail) {
    s += `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${fmt(size * 0.82)}" letter-spacing="${fmt3(size * 0.06)}" fill="${color}" fill-opacity=".6">${escapeXml(c.detail)}</text>`;
  }
  return s;
}
