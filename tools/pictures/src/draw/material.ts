import { clamp, dot, normalize, smoothstep, type Vec3 } from './math3d.ts';
import type { Rgb } from './svg-util.ts';

/**
 * A surface finish for the flat-shaded renderer. Colours are sRGB 0..1.
 * metal: 0 = painted/diffuse, 1 = bare metal reflecting the studio environment.
 */
export interface Material {
  readonly name: string;
  readonly base: Rgb;
  readonly metal: number;
  /** Specular highlight strength and tightness. */
  readonly spec: number;
  readonly shininess: number;
  /** Overall brightness factor. */
  readonly gain?: number;
  /** Self-illumination (glowing hot steel), 0..1. */
  readonly emissive?: number;
}

const mat = (
  name: string,
  base: Rgb,
  metal: number,
  spec: number,
  shininess: number,
  gain = 1,
  emissive = 0,
): Material => ({ name, base, metal, spec, shininess, gain, emissive });

export const MATERIALS = {
  steel: mat('steel', [0.74, 0.76, 0.79], 0.85, 0.55, 40),
  brightSteel: mat('bright steel', [0.84, 0.86, 0.88], 0.9, 0.8, 60),
  groundSteel: mat('ground steel', [0.7, 0.72, 0.74], 0.8, 0.45, 25),
  caseHardened: mat('case-hardened', [0.6, 0.58, 0.55], 0.85, 0.5, 30),
  temper: mat('heat-tinted', [0.7, 0.6, 0.46], 0.8, 0.45, 28),
  blackened: mat('black oxide', [0.22, 0.23, 0.25], 0.85, 0.5, 40, 0.9),
  phosphate: mat('phosphated', [0.3, 0.31, 0.3], 0.6, 0.2, 14),
  bronze: mat('phosphor bronze', [0.86, 0.62, 0.34], 0.85, 0.6, 36),
  brass: mat('brass', [0.9, 0.75, 0.4], 0.85, 0.7, 44),
  castIron: mat('cast iron', [0.42, 0.43, 0.45], 0.35, 0.12, 10),
  paintBlue: mat('RAL 5010 paint', [0.16, 0.3, 0.52], 0.08, 0.35, 30),
  paintGrey: mat('RAL 7031 paint', [0.32, 0.37, 0.42], 0.08, 0.3, 24),
  paintGreen: mat('RAL 6011 paint', [0.3, 0.44, 0.3], 0.08, 0.3, 24),
  paintOrange: mat('safety orange', [0.92, 0.42, 0.1], 0.05, 0.4, 30),
  yellow: mat('guard yellow', [0.95, 0.72, 0.08], 0.04, 0.35, 26),
  rubber: mat('rubber', [0.08, 0.08, 0.09], 0.05, 0.2, 12),
  hot: mat('red hot', [1, 0.42, 0.08], 0, 0.05, 8, 1, 1),
} as const satisfies Record<string, Material>;

const toLinear = (c: number): number => Math.pow(c, 2.2);
const toSrgb = (c: number): number => Math.pow(clamp(c, 0, 1), 1 / 2.2);

/** Lights in view space: x right, y up, z towards the viewer. */
const KEY = normalize([-0.5, 0.72, 0.55]);
const FILL = normalize([0.85, 0.15, 0.45]);
const HALF_KEY = normalize([KEY[0], KEY[1], KEY[2] + 1]);
const SOFTBOX = normalize([-0.45, 0.65, 0.6]);
const STRIP = normalize([0.75, 0.35, 0.55]);
/** A narrow overhead strip light: the crisp highlight line along shafts. */
const TOP_STRIP = normalize([0.05, 1, 0.3]);
/** Tall softboxes either side of the set, at object height: vertical streaks on cylinders. */
const SIDE_LEFT = normalize([-0.85, -0.05, 0.5]);
const SIDE_RIGHT = normalize([0.9, 0.05, 0.35]);

/** 'light': white sweep studio (bright floor); 'dark': dark studio or workshop floor. */
export type Environment = 'light' | 'dark';

/** Brightness of the studio environment seen in a reflection direction. */
function environment(r: Vec3, kind: Environment): number {
  const light = kind === 'light';
  // Behind the object (r.z < 0) is the lit backdrop; towards the camera the unlit studio.
  const backdrop = smoothstep(0.35, -0.55, r[2]);
  const up = smoothstep(0.1, 0.8, r[1]);
  const down = smoothstep(-0.1, -0.7, r[1]);
  let e = light
    ? 0.03 + 0.55 * backdrop + 0.16 * up + 0.16 * down
    : 0.02 + 0.1 * backdrop + 0.16 * up + 0.04 * down;
  e += 1.0 * Math.exp((dot(r, SOFTBOX) - 1) * 7);
  e += 1.4 * Math.exp((dot(r, TOP_STRIP) - 1) * 24);
  e += 0.5 * Math.exp((dot(r, STRIP) - 1) * 9);
  e += (light ? 0.8 : 0.9) * Math.exp((dot(r, SIDE_LEFT) - 1) * 10);
  e += (light ? 0.45 : 0.6) * Math.exp((dot(r, SIDE_RIGHT) - 1) * 14);
  return e;
}

/** Flat shading of one facet with view-space unit normal n. Returns sRGB 0..1. */
export function shade(m: Material, n: Vec3, kind: Environment = 'light'): Rgb {
  const glow = m.emissive ?? 0;
  if (glow > 0) {
    // Incandescent steel: hotter (yellower) where the surface faces up or towards the viewer.
    const heat = clamp(0.45 + 0.35 * n[1] + 0.3 * n[2], 0, 1);
    const hot: Rgb = [1, 0.93, 0.62];
    const channel = (b: number, h: number): number =>
      clamp((b + (h - b) * heat * heat * 0.9) * (0.6 + 0.4 * heat) * glow, 0, 1);
    return [channel(m.base[0], hot[0]), channel(m.base[1], hot[1]), channel(m.base[2], hot[2])];
  }
  const ndv = Math.max(0, n[2]);
  const r: Vec3 = [2 * ndv * n[0], 2 * ndv * n[1], 2 * ndv * n[2] - 1];
  const diffuse = 0.16 + 0.78 * Math.max(0, dot(n, KEY)) + 0.22 * Math.max(0, dot(n, FILL));
  const env = environment(r, kind);
  const spec = m.spec * Math.pow(Math.max(0, dot(n, HALF_KEY)), m.shininess);
  const gain = m.gain ?? 1;
  const fresnel = 0.04 + 0.5 * Math.pow(1 - ndv, 4);
  const out = m.base.map((c) => {
    const lin = toLinear(c);
    const metalPart = lin * env * m.metal;
    const diffusePart = lin * diffuse * (1 - m.metal);
    const coat = (1 - m.metal) * fresnel * env * 0.6;
    const highlight = spec * (m.metal > 0.5 ? 0.55 + 0.45 * lin : 1);
    const v = toSrgb((metalPart + diffusePart + coat + highlight) * gain);
    // Gentle S-curve: deeper darks and crisper highlights, like a graded product photo.
    return clamp(0.5 + (v - 0.5) * 1.22 + 0.02, 0, 1);
  });
  return [out[0] ?? 0, out[1] ?? 0, out[2] ?? 0];
}
