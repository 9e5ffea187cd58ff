import type { Decal } from './mesh.ts';
import type { Rng } from './prng.ts';
import { escapeXml, fmt3, type Defs } from './svg-util.ts';

/** Surface-finish decals drawn in a face's plane (units = local units). */

const wedge = (r: number, a: number, w: number): string => {
  const x0 = r * Math.cos(a - w);
  const y0 = r * Math.sin(a - w);
  const x1 = r * Math.cos(a + w);
  const y1 = r * Math.sin(a + w);
  return `M0 0L${fmt3(x0)} ${fmt3(y0)}A${fmt3(r)} ${fmt3(r)} 0 0 1 ${fmt3(x1)} ${fmt3(y1)}Z`;
};

interface SpunOptions {
  readonly rOuter: number;
  readonly rInner?: number;
  /** Direction of the bright anisotropic streak, radians in the face plane. */
  readonly angle?: number;
  readonly strength?: number;
  readonly rings?: number;
}

const circlePath = (r: number): string =>
  `M${fmt3(r)} 0A${fmt3(r)} ${fmt3(r)} 0 1 0 ${fmt3(-r)} 0A${fmt3(r)} ${fmt3(r)} 0 1 0 ${fmt3(r)} 0Z`;
const annulus = (outer: number, inner: number): string => circlePath(outer) + circlePath(inner);

/**
 * Turned / faced metal: bright and dark "bow-tie" anisotropic reflections through the centre plus
 * faint concentric tool marks.
 */
export function spunFinish(rng: Rng, o: SpunOptions): Decal['markup'] {
  const angle = o.angle ?? -0.9;
  const k = o.strength ?? 1;
  const rings = o.rings ?? 6;
  const ringRadii: number[] = [];
  for (let i = 0; i < rings; i += 1)
    ringRadii.push(rng.range(o.rInner ?? o.rOuter * 0.2, o.rOuter));
  const ringWidths = ringRadii.map(() => rng.range(0.002, 0.006) * o.rOuter);
  const ringLight = ringRadii.map(() => rng.next() > 0.5);
  const ringOpacity = ringRadii.map(() => rng.range(0.04, 0.11));
  return (defs: Defs) => {
    const r = o.rOuter;
    const bright = defs.radial(
      [
        [0, '#ffffff', 0],
        [0.35, '#ffffff', 0.55 * k],
        [0.8, '#ffffff', 0.3 * k],
        [1, '#ffffff', 0.1 * k],
      ],
      0,
      0,
      r,
      'userSpaceOnUse',
    );
    const dark = defs.radial(
      [
        [0, '#000000', 0],
        [0.5, '#000000', 0.3 * k],
        [1, '#000000', 0.18 * k],
      ],
      0,
      0,
      r,
      'userSpaceOnUse',
    );
    let s = '';
    // Nested wedges of low opacity give a soft angular falloff of the anisotropic streaks.
    for (const [w, a] of [
      [0.3, 0.45],
      [0.12, 0.5],
    ] as const) {
      s += `<path d="${wedge(r, angle, w)}${wedge(r, angle + Math.PI, w)}" fill="url(#${bright})" fill-opacity="${a}"/>`;
    }
    s += `<path d="${wedge(r, angle + Math.PI / 2, 0.45)}${wedge(r, angle - Math.PI / 2, 0.45)}" fill="url(#${dark})" fill-opacity=".6"/>`;
    // Tool marks as thin filled annuli (much cheaper to rasterise than stroked, transformed
    // circles), one path per tone.
    for (const light of [true, false]) {
      let d = '';
      let opacity = 0;
      let count = 0;
      ringRadii.forEach((rr, i) => {
        if (ringLight[i] !== light) return;
        const half = (ringWidths[i] ?? 0.01) / 2;
        d += annulus(rr + half, rr - half);
        opacity += ringOpacity[i] ?? 0.05;
        count += 1;
      });
      if (count > 0) {
        s += `<path d="${d}" fill="${light ? '#ffffff' : '#000000'}" fill-rule="evenodd" fill-opacity="${fmt3(opacity / count)}"/>`;
      }
    }
    return s;
  };
}

/** A pair of chamfer rings (dark groove + light edge) at radius r. */
export const chamferRing =
  (r: number, width: number): Decal['markup'] =>
  () =>
    `<path d="${annulus(r + width / 2, r - width / 2)}" fill="#000" fill-rule="evenodd" fill-opacity=".28"/>` +
    `<path d="${annulus(r + width * 1.3, r + width * 0.7)}" fill="#fff" fill-rule="evenodd" fill-opacity=".22"/>`;

/** Laser-etched / stamped text centred at (x, y) in the face plane. */
export const engraving =
  (text: string, x: number, y: number, size: number, rotate = 0, opacity = 0.38): Decal['markup'] =>
  () =>
    `<text x="${fmt3(x)}" y="${fmt3(y)}" transform="rotate(${fmt3(rotate)} ${fmt3(x)} ${fmt3(y)})" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${fmt3(size)}" letter-spacing="${fmt3(size * 0.12)}" text-anchor="middle" fill="#111" fill-opacity="${fmt3(opacity)}">${escapeXml(text)}</text>`;

/** Shaft end: centre drill hole with chamfer rings. */
export const centreHole =
  (r: number): Decal['markup'] =>
  (defs) => {
    const g = defs.radial(
      [
        [0, '#050505'],
        [0.55, '#1b1b1b'],
        [1, '#7a7a7a'],
      ],
      0,
      0,
      r * 0.16,
      'userSpaceOnUse',
      -r * 0.04,
      -r * 0.04,
    );
    return (
      `<circle r="${fmt3(r * 0.93)}" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="${fmt3(r * 0.04)}"/>` +
      `<circle r="${fmt3(r * 0.16)}" fill="url(#${g})"/>`
    );
  };

/** Flat linear sheen across a face (softbox falloff): lighter on one side, darker on the other. */
export const linearSheen =
  (extent: number, angle = 0.6, strength = 0.35): Decal['markup'] =>
  (defs) => {
    const dx = Math.cos(angle) * extent;
    const dy = Math.sin(angle) * extent;
    const g = defs.linear(
      [
        [0, '#ffffff', strength],
        [0.4, '#ffffff', strength * 0.15],
        [0.6, '#000000', strength * 0.2],
        [1, '#000000', strength * 0.8],
      ],
      -dx,
      -dy,
      dx,
      dy,
      'userSpaceOnUse',
    );
    return `<rect x="${fmt3(-extent)}" y="${fmt3(-extent)}" width="${fmt3(extent * 2)}" height="${fmt3(extent * 2)}" fill="url(#${g})"/>`;
  };

/**
 * Ambient occlusion where a wall meets this face: a dark band fading away from radius r,
 * outwards (inside = false, e.g. around a hub) or inwards (inside = true, e.g. inside a rim).
 */
export const occlusionRing =
  (r: number, width: number, inside: boolean, strength = 0.35): Decal['markup'] =>
  (defs) => {
    const outer = inside ? r : r + width;
    const edge = inside ? (r - width) / r : r / outer;
    const g = defs.radial(
      inside
        ? [
            [Math.max(0, edge), '#000000', 0],
            [1, '#000000', strength],
          ]
        : [
            [Math.max(0, edge - 0.001), '#000000', strength],
            [edge, '#000000', strength],
            [1, '#000000', 0],
          ],
      0,
      0,
      outer,
      'userSpaceOnUse',
    );
    return `<circle r="${fmt3(outer)}" fill="url(#${g})"/>`;
  };
