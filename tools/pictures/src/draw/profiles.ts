import { at, type Vec2 } from './math3d.ts';

/** Closed 2D outlines (counter-clockwise) used as gear, sprocket, spline and bore sections. */

const polar = (r: number, a: number): Vec2 => [r * Math.cos(a), r * Math.sin(a)];
const inv = (a: number): number => Math.tan(a) - a;

function signedArea(pts: readonly Vec2[]): number {
  let s = 0;
  for (let i = 0; i < pts.length; i += 1) {
    const a = at(pts, i);
    const b = at(pts, i + 1);
    s += a[0] * b[1] - b[0] * a[1];
  }
  return s / 2;
}

export const ccw = (pts: readonly Vec2[]): Vec2[] =>
  signedArea(pts) < 0 ? [...pts].reverse() : [...pts];

export function circle(r: number, segments: number, phase = 0, cx = 0, cy = 0): Vec2[] {
  const pts: Vec2[] = [];
  for (let i = 0; i < segments; i += 1) {
    const a = phase + (2 * Math.PI * i) / segments;
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return pts;
}

interface InvoluteOptions {
  readonly pressureAngleDeg?: number;
  /** In modules. */
  readonly addendum?: number;
  /** In modules. */
  readonly dedendum?: number;
  readonly flankSteps?: number;
  readonly rootSteps?: number;
  readonly phase?: number;
}

/**
 * External involute gear outline from tooth count and module. Each flank follows the involute of
 * the base circle from the root (radial below the base circle) to the tip; root and tip are arcs.
 */
export function involuteGear(teeth: number, module: number, opts: InvoluteOptions = {}): Vec2[] {
  const alpha = ((opts.pressureAngleDeg ?? 20) * Math.PI) / 180;
  const rp = (module * teeth) / 2;
  const rb = rp * Math.cos(alpha);
  const ra = rp + module * (opts.addendum ?? 1);
  const rf = Math.max(module * 0.5, rp - module * (opts.dedendum ?? 1.25));
  const flankSteps = opts.flankSteps ?? 5;
  const rootSteps = opts.rootSteps ?? 3;
  const phase = opts.phase ?? 0;
  const halfPitch = Math.PI / (2 * teeth) + inv(alpha);
  const halfAt = (rho: number): number => {
    const r = Math.max(rho, rb);
    return Math.max(0.012, halfPitch - inv(Math.acos(rb / r)));
  };
  const pts: Vec2[] = [];
  const start = Math.max(rf, rb);
  for (let i = 0; i < teeth; i += 1) {
    const c = phase + (2 * Math.PI * i) / teeth;
    const flank: number[] = [];
    for (let s = 0; s <= flankSteps; s += 1) {
      // Denser near the tip where the involute curves most.
      const t = Math.sin((s / flankSteps) * (Math.PI / 2));
      flank.push(start + (ra - start) * t);
    }
    if (rf < rb) pts.push(polar(rf, c - halfAt(rb)));
    for (const rho of flank) pts.push(polar(rho, c - halfAt(rho)));
    pts.push(polar(ra, c));
    for (const rho of [...flank].reverse()) pts.push(polar(rho, c + halfAt(rho)));
    if (rf < rb) pts.push(polar(rf, c + halfAt(rb)));
    // Root arc to the next tooth.
    const a0 = c + halfAt(rb);
    const a1 = c + (2 * Math.PI) / teeth - halfAt(rb);
    for (let s = 1; s < rootSteps; s += 1)
      pts.push(polar(rf * 0.995, a0 + ((a1 - a0) * s) / rootSteps));
  }
  return pts;
}

export const gearRadii = (
  teeth: number,
  module: number,
  addendum = 1,
  dedendum = 1.25,
): { pitch: number; tip: number; root: number } => ({
  pitch: (teeth * module) / 2,
  tip: (teeth * module) / 2 + module * addendum,
  root: (teeth * module) / 2 - module * dedendum,
});

/** The hole of an internal (ring) gear: the tooth spaces of the ring are the "teeth" of this. */
export function internalGearHole(teeth: number, module: number, flankSteps = 4): Vec2[] {
  return involuteGear(teeth, module, {
    addendum: 1.25,
    dedendum: 1,
    flankSteps,
    rootSteps: 2,
    phase: Math.PI / teeth,
  });
}

/** Roller-chain sprocket: circular roller seats on the pitch circle, straight flanks, narrow tips. */
export function sprocket(teeth: number, pitch: number, roller: number): Vec2[] {
  const rp = pitch / (2 * Math.sin(Math.PI / teeth));
  const ro = (pitch * (0.6 + 1 / Math.tan(Math.PI / teeth))) / 2;
  const rs = roller * 0.505;
  const pts: Vec2[] = [];
  for (let i = 0; i < teeth; i += 1) {
    const th = (2 * Math.PI * i) / teeth;
    const cx = rp * Math.cos(th);
    const cy = rp * Math.sin(th);
    const steps = 9;
    for (let s = 0; s <= steps; s += 1) {
      const phi = th - Math.PI / 2 + 0.25 - ((Math.PI + 0.5) * s) / steps;
      pts.push([cx + rs * Math.cos(phi), cy + rs * Math.sin(phi)]);
    }
    const mid = th + Math.PI / teeth;
    const tipHalf = (0.06 * pitch) / ro;
    pts.push(polar(ro * 0.97, mid - tipHalf * 2.2));
    pts.push(polar(ro, mid - tipHalf));
    pts.push(polar(ro, mid + tipHalf));
    pts.push(polar(ro * 0.97, mid + tipHalf * 2.2));
  }
  return ccw(pts);
}

export const sprocketRadii = (teeth: number, pitch: number): { pitch: number; tip: number } => ({
  pitch: pitch / (2 * Math.sin(Math.PI / teeth)),
  tip: (pitch * (0.6 + 1 / Math.tan(Math.PI / teeth))) / 2,
});

/** Straight-sided spline (e.g. 6-spline PTO stub) with n keys of given width. */
export function straightSpline(n: number, major: number, minor: number, width: number): Vec2[] {
  const pts: Vec2[] = [];
  const hw = width / 2;
  for (let i = 0; i < n; i += 1) {
    const th = (2 * Math.PI * i) / n;
    const u: Vec2 = [Math.cos(th), Math.sin(th)];
    const t: Vec2 = [-Math.sin(th), Math.cos(th)];
    const dMinor = Math.sqrt(Math.max(0, minor * minor - hw * hw));
    const dMajor = Math.sqrt(Math.max(0, major * major - hw * hw));
    const p = (d: number, side: number): Vec2 => [
      u[0] * d + t[0] * hw * side,
      u[1] * d + t[1] * hw * side,
    ];
    pts.push(p(dMinor, -1));
    pts.push(p(dMajor, -1));
    pts.push(polar(major, th));
    pts.push(p(dMajor, 1));
    pts.push(p(dMinor, 1));
    const a0 = th + Math.asin(hw / minor);
    const a1 = th + (2 * Math.PI) / n - Math.asin(hw / minor);
    for (let s = 1; s < 4; s += 1) pts.push(polar(minor, a0 + ((a1 - a0) * s) / 4));
  }
  return pts;
}

/** Circular bore with a keyway slot towards +y. */
export function boreWithKeyway(
  r: number,
  keyWidth: number,
  keyDepth: number,
  segments = 40,
): Vec2[] {
  const hw = keyWidth / 2;
  const a0 = Math.asin(Math.min(0.99, hw / r));
  const pts: Vec2[] = [];
  const start = Math.PI / 2 + a0;
  const end = Math.PI / 2 - a0 + 2 * Math.PI;
  for (let s = 0; s <= segments; s += 1) pts.push(polar(r, start + ((end - start) * s) / segments));
  pts.push([hw, r + keyDepth]);
  pts.push([-hw, r + keyDepth]);
  return pts;
}

export function roundedRect(w: number, h: number, r: number, cornerSteps = 5): Vec2[] {
  const pts: Vec2[] = [];
  const corners: readonly [number, number, number][] = [
    [w / 2 - r, h / 2 - r, 0],
    [-w / 2 + r, h / 2 - r, Math.PI / 2],
    [-w / 2 + r, -h / 2 + r, Math.PI],
    [w / 2 - r, -h / 2 + r, (3 * Math.PI) / 2],
  ];
  for (const [cx, cy, a] of corners) {
    for (let s = 0; s <= cornerSteps; s += 1) {
      const ang = a + ((Math.PI / 2) * s) / cornerSteps;
      pts.push([cx + r * Math.cos(ang), cy + r * Math.sin(ang)]);
    }
  }
  return pts;
}

export const hexagon = (r: number, phase = 0): Vec2[] => circle(r, 6, phase);

export const rotate2 = (pts: readonly Vec2[], a: number): Vec2[] => {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return pts.map((p) => [p[0] * c - p[1] * s, p[0] * s + p[1] * c]);
};

export const scale2 = (pts: readonly Vec2[], k: number): Vec2[] =>
  pts.map((p) => [p[0] * k, p[1] * k]);
