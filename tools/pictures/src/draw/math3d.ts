/** Minimal 3D vector maths for the seed's tiny orthographic renderer. */
export type Vec2 = readonly [number, number];
export type Vec3 = readonly [number, number, number];
/** Row-major 3x3 matrix. */
export type Mat3 = readonly [Vec3, Vec3, Vec3];

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const length = (a: Vec3): number => Math.hypot(a[0], a[1], a[2]);
export const normalize = (a: Vec3): Vec3 => {
  const l = length(a);
  return l === 0 ? [0, 0, 1] : scale(a, 1 / l);
};

export const IDENTITY: Mat3 = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
];

export const rotX = (a: number): Mat3 => {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [
    [1, 0, 0],
    [0, c, -s],
    [0, s, c],
  ];
};
export const rotY = (a: number): Mat3 => {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [
    [c, 0, s],
    [0, 1, 0],
    [-s, 0, c],
  ];
};
export const rotZ = (a: number): Mat3 => {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [
    [c, -s, 0],
    [s, c, 0],
    [0, 0, 1],
  ];
};

export const apply = (m: Mat3, v: Vec3): Vec3 => [dot(m[0], v), dot(m[1], v), dot(m[2], v)];

/** a * b (apply b first, then a). */
const mul = (a: Mat3, b: Mat3): Mat3 => {
  const col = (j: 0 | 1 | 2): Vec3 => [b[0][j], b[1][j], b[2][j]];
  const c0 = col(0);
  const c1 = col(1);
  const c2 = col(2);
  const row = (r: Vec3): Vec3 => [dot(r, c0), dot(r, c1), dot(r, c2)];
  return [row(a[0]), row(a[1]), row(a[2])];
};

/** Composes rotations left to right: rotations(a, b, c) applies a first, then b, then c. */
export const rotations = (...ms: Mat3[]): Mat3 => ms.reduce((acc, m) => mul(m, acc), IDENTITY);

export const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
export const smoothstep = (e0: number, e1: number, x: number): number => {
  const t = clamp((x - e0) / (e1 - e0), 0, 1);
  return t * t * (3 - 2 * t);
};

/** Throwing index access for arrays under noUncheckedIndexedAccess. */
export function at<T>(items: readonly T[], index: number): T {
  const n = items.length;
  const item = items[((index % n) + n) % n];
  if (item === undefined) throw new Error('index into an empty list');
  return item;
}
