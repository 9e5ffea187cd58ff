import type { Material } from './material.ts';
import { at, normalize, type Vec2, type Vec3 } from './math3d.ts';
import type { Decal, Face } from './mesh.ts';
import { ccw, rotate2 } from './profiles.ts';

/**
 * Generic solids in local coordinates with the part's axis along +y. A 2D section point (a, b)
 * maps to (a, y, b).
 */

const lift = (p: Vec2, y: number): Vec3 => [p[0], y, p[1]];
/** Outward normal hint of edge a->b of a counter-clockwise outline. */
const edgeOut = (a: Vec2, b: Vec2): Vec3 => normalize([b[1] - a[1], 0, -(b[0] - a[0])]);

export type Edge = Face['edge'];

/** A decal in the horizontal plane at height y (decal units = local units, coordinates (a, b)). */
export const planeDecal = (
  y: number,
  markup: Decal['markup'],
  clip = true,
  center: Vec2 = [0, 0],
): Decal => ({ origin: [center[0], y, center[1]], u: [1, 0, 0], v: [0, 0, 1], markup, clip });

interface PrismOptions {
  readonly y0: number;
  readonly y1: number;
  readonly mat: Material;
  readonly sideMat?: Material;
  readonly holeMat?: Material;
  readonly holes?: readonly (readonly Vec2[])[];
  /** Total rotation of the section from bottom to top (helical teeth), radians. */
  readonly twist?: number;
  readonly bands?: number;
  readonly top?: boolean;
  readonly bottom?: boolean;
  readonly topDecals?: readonly Decal[];
  readonly bottomDecals?: readonly Decal[];
  readonly edge?: Edge;
  readonly sideTint?: number;
  readonly layer?: number;
}

export function prism(outline: readonly Vec2[], o: PrismOptions): Face[] {
  const out = ccw(outline);
  const holes = (o.holes ?? []).map((h) => ccw(h));
  const twist = o.twist ?? 0;
  const bands = twist === 0 ? 1 : (o.bands ?? 3);
  const faces: Face[] = [];
  const layer = o.layer ?? 0;
  const at2 = (j: number): { y: number; pts: Vec2[] } => {
    const t = j / bands;
    return { y: o.y0 + (o.y1 - o.y0) * t, pts: rotate2(out, twist * (t - 0.5)) };
  };
  const topPts = at2(bands).pts;
  const bottomPts = at2(0).pts;
  const walls: Face[] = [];
  for (const h of holes)
    walls.push(...holeWalls(h, o.y0, o.y1, o.holeMat ?? o.sideMat ?? o.mat, layer));
  const capped = o.top !== false || o.bottom !== false;
  if (!capped) faces.push(...walls);
  if (o.top !== false) {
    faces.push({
      pts: topPts.map((p) => lift(p, o.y1)),
      holes: holes.map((h) => h.map((p) => lift(p, o.y1))),
      mat: o.mat,
      hint: [0, 1, 0],
      decals: o.topDecals,
      edge: o.edge,
      layer,
      attached: walls,
    });
  }
  if (o.bottom !== false) {
    faces.push({
      pts: bottomPts.map((p) => lift(p, o.y0)),
      holes: holes.map((h) => h.map((p) => lift(p, o.y0))),
      mat: o.mat,
      hint: [0, -1, 0],
      decals: o.bottomDecals,
      edge: o.edge,
      layer,
      attached: walls,
    });
  }
  const side = o.sideMat ?? o.mat;
  for (let j = 0; j < bands; j += 1) {
    const lo = at2(j);
    const hi = at2(j + 1);
    for (let i = 0; i < out.length; i += 1) {
      const a0 = at(lo.pts, i);
      const b0 = at(lo.pts, i + 1);
      const a1 = at(hi.pts, i);
      const b1 = at(hi.pts, i + 1);
      faces.push({
        pts: [lift(a1, hi.y), lift(b1, hi.y), lift(b0, lo.y), lift(a0, lo.y)],
        mat: side,
        hint: edgeOut(a1, b1),
        tint: o.sideTint,
        layer,
      });
    }
  }
  return faces;
}

/** A single flat face at height y (facing +y or -y) with holes and attached faces. */
export function flatFace(
  outline: readonly Vec2[],
  y: number,
  up: boolean,
  mat: Material,
  extra: {
    readonly holes?: readonly (readonly Vec2[])[];
    readonly decals?: readonly Decal[];
    readonly attached?: readonly Face[];
    readonly follow?: readonly Face[];
    readonly edge?: Edge;
  } = {},
): Face {
  return {
    pts: ccw(outline).map((p) => lift(p, y)),
    holes: extra.holes?.map((h) => h.map((p) => lift(p, y))),
    mat,
    hint: [0, up ? 1 : -1, 0],
    decals: extra.decals,
    attached: extra.attached,
    follow: extra.follow,
    edge: extra.edge,
  };
}

/** Side walls only (no caps) of an extruded outline, optionally twisted. */
export const sideWalls = (
  outline: readonly Vec2[],
  y0: number,
  y1: number,
  mat: Material,
  twist = 0,
  tint?: number,
): Face[] => prism(outline, { y0, y1, mat, twist, top: false, bottom: false, sideTint: tint });

/** Inner walls of a through hole (normals towards the hole's centre). */
export function holeWalls(
  hole: readonly Vec2[],
  y0: number,
  y1: number,
  mat: Material,
  layer = 0,
): Face[] {
  const h = ccw(hole);
  const faces: Face[] = [];
  for (let i = 0; i < h.length; i += 1) {
    const a = at(h, i);
    const b = at(h, i + 1);
    const n = edgeOut(a, b);
    faces.push({
      pts: [lift(a, y1), lift(b, y1), lift(b, y0), lift(a, y0)],
      mat,
      hint: [-n[0], 0, -n[2]],
      tint: 0.62,
      layer,
    });
  }
  return faces;
}

/** Connects two sections with the same point count (cones, bevel tooth flanks). */
export function loft(
  a: readonly Vec2[],
  ya: number,
  b: readonly Vec2[],
  yb: number,
  mat: Material,
  tint?: number,
): Face[] {
  const faces: Face[] = [];
  const sign = yb > ya ? 1 : -1;
  for (let i = 0; i < a.length; i += 1) {
    const a0 = at(a, i);
    const a1 = at(a, i + 1);
    const b0 = at(b, i);
    const b1 = at(b, i + 1);
    const n = edgeOut(a0, a1);
    faces.push({
      pts: [lift(b0, yb), lift(b1, yb), lift(a1, ya), lift(a0, ya)],
      mat,
      hint: normalize([n[0], 0.5 * sign, n[2]]),
      tint,
    });
  }
  return faces;
}

interface CapOptions {
  readonly holes?: readonly (readonly Vec2[])[];
  readonly decals?: readonly Decal[];
  readonly edge?: Edge;
  readonly mat?: Material;
}

interface RevolveOptions {
  readonly mat: Material;
  readonly segments?: number;
  readonly phase?: number;
  /** Per band material override, index = profile segment index. */
  readonly bandMats?: readonly (Material | undefined)[];
  readonly bottomCap?: CapOptions | false;
  readonly topCap?: CapOptions | false;
  readonly tint?: number;
}

/**
 * Solid of revolution about +y. profile: [radius, y] points from bottom to top along the outside.
 * Caps close the ends when the first / last radius is > 0.
 */
export function revolve(profile: readonly Vec2[], o: RevolveOptions): Face[] {
  const n = o.segments ?? 48;
  const phase = o.phase ?? 0;
  const ring = (r: number, y: number): Vec3[] => {
    const pts: Vec3[] = [];
    for (let i = 0; i < n; i += 1) {
      const a = phase + (2 * Math.PI * i) / n;
      pts.push([r * Math.cos(a), y, r * Math.sin(a)]);
    }
    return pts;
  };
  const faces: Face[] = [];
  for (let k = 0; k + 1 < profile.length; k += 1) {
    const [r0, y0] = at(profile, k);
    const [r1, y1] = at(profile, k + 1);
    if (r0 === 0 && r1 === 0) continue;
    const mat = o.bandMats?.[k] ?? o.mat;
    const dr = r1 - r0;
    const dy = y1 - y0;
    const flat = Math.abs(dy) < 1e-9;
    const ra = ring(r0, y0);
    const rb = ring(r1, y1);
    for (let i = 0; i < n; i += 1) {
      const a = phase + (2 * Math.PI * (i + 0.5)) / n;
      const hint: Vec3 = normalize([dy * Math.cos(a), -dr, dy * Math.sin(a)]);
      const pts: Vec3[] = [];
      if (r0 > 0) pts.push(at(ra, i), at(ra, i + 1));
      else pts.push(at(ra, i));
      if (r1 > 0) pts.push(at(rb, i + 1), at(rb, i));
      else pts.push(at(rb, i));
      faces.push({ pts, mat, hint, tint: flat ? (o.tint ?? 1) * 0.97 : o.tint });
    }
  }
  const first = at(profile, 0);
  const last = at(profile, profile.length - 1);
  const cap = (r: number, y: number, opts: CapOptions, up: boolean): Face => ({
    pts: up ? ring(r, y) : ring(r, y).reverse(),
    holes: opts.holes?.map((h) => h.map((p) => lift(p, y))),
    mat: opts.mat ?? o.mat,
    hint: [0, up ? 1 : -1, 0],
    decals: opts.decals,
    edge: opts.edge,
    tint: o.tint,
  });
  if (first[0] > 0 && o.bottomCap !== false)
    faces.push(cap(first[0], first[1], o.bottomCap ?? {}, false));
  if (last[0] > 0 && o.topCap !== false) faces.push(cap(last[0], last[1], o.topCap ?? {}, true));
  return faces;
}
