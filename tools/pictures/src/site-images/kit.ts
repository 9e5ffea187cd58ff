import { roundedBox } from '../draw/housing-svg.ts';
import type { Material } from '../draw/material.ts';
import { rotX, rotY, rotZ, type Mat3, type Vec3 } from '../draw/math3d.ts';
import { transformMesh, type Decal, type Face, type Mesh } from '../draw/mesh.ts';
import { revolve } from '../draw/solids.ts';
import type { Defs } from '../draw/svg-util.ts';

/**
 * Small building blocks for machine tools and workshop props on top of the seed draw library:
 * boxes, cylinders along any axis and flat panels carrying markup (screens, windows, labels).
 * Units are millimetres, y up, front = +z.
 */

const mat = (
  name: string,
  base: readonly [number, number, number],
  metal: number,
  spec: number,
  shininess: number,
  gain = 1,
  emissive = 0,
): Material => ({ name, base, metal, spec, shininess, gain, emissive });

/** Extra finishes for machine bodies, wood, glass and granite. */
export const SITE_MATS = {
  machineCream: mat('machine cream', [0.82, 0.8, 0.72], 0.06, 0.35, 26),
  machineGreen: mat('machine green', [0.36, 0.5, 0.44], 0.08, 0.35, 26),
  machineBlue: mat('machine blue', [0.2, 0.36, 0.58], 0.08, 0.38, 28),
  machineGrey: mat('machine grey', [0.55, 0.58, 0.6], 0.1, 0.35, 26),
  machineWhite: mat('machine white', [0.86, 0.87, 0.88], 0.06, 0.35, 28),
  darkGrey: mat('dark grey', [0.2, 0.21, 0.23], 0.15, 0.3, 20),
  granite: mat('granite', [0.27, 0.28, 0.3], 0.25, 0.5, 40),
  wood: mat('pine crate', [0.72, 0.55, 0.34], 0.02, 0.15, 10),
  woodDark: mat('workbench', [0.45, 0.3, 0.18], 0.04, 0.25, 16),
  glass: mat('guard glass', [0.35, 0.45, 0.52], 0.5, 0.7, 60),
  red: mat('brand red', [0.78, 0.07, 0.16], 0.08, 0.4, 30),
  concrete: mat('concrete', [0.55, 0.55, 0.53], 0.02, 0.1, 8),
  brick: mat('brick', [0.55, 0.3, 0.22], 0.02, 0.1, 8),
  copper: mat('copper coil', [0.85, 0.5, 0.32], 0.85, 0.6, 36),
  treeGreen: mat('foliage', [0.22, 0.42, 0.2], 0.02, 0.1, 8),
  asphalt: mat('asphalt', [0.3, 0.31, 0.32], 0.05, 0.15, 10),
  whiteHot: mat('white hot steel', [1, 0.62, 0.2], 0, 0.05, 8, 1, 1),
  abrasive: mat('vitrified wheel', [0.66, 0.62, 0.66], 0.05, 0.1, 8),
  roof: mat('roof sheet', [0.62, 0.66, 0.7], 0.4, 0.4, 20),
} as const satisfies Record<string, Material>;

export type Part = Mesh;

/** Box with rounded vertical edges, footprint centred on (x, z), standing on y. */
export function box(
  w: number,
  h: number,
  d: number,
  material: Material,
  pos: Vec3,
  opts: {
    readonly radius?: number;
    readonly chamfer?: number;
    readonly topDecals?: readonly Decal[];
  } = {},
): Part {
  const faces = roundedBox(w, d, h, opts.radius ?? Math.min(w, d) * 0.04, material, {
    chamfer: opts.chamfer,
    topDecals: opts.topDecals,
  });
  return transformMesh(faces, { pos });
}

const AXES: Record<'x' | 'y' | 'z' | '-x' | '-y' | '-z', Mat3> = {
  y: rotX(0),
  '-y': rotX(Math.PI),
  z: rotX(Math.PI / 2),
  '-z': rotX(-Math.PI / 2),
  x: rotZ(-Math.PI / 2),
  '-x': rotZ(Math.PI / 2),
};
type AxisName = keyof typeof AXES;

/** Stepped solid of revolution: profile [radius, distance] from `pos` along `axis`. */
export function turned(
  profile: readonly (readonly [number, number])[],
  material: Material,
  axis: AxisName,
  pos: Vec3,
  segments = 40,
  bandMats?: readonly (Material | undefined)[],
): Part {
  return transformMesh(revolve(profile, { mat: material, segments, bandMats }), {
    rot: AXES[axis],
    pos,
  });
}

/** Plain cylinder. */
export const cyl = (
  r: number,
  len: number,
  material: Material,
  axis: AxisName,
  pos: Vec3,
  segments = 40,
): Part =>
  turned(
    [
      [r, 0],
      [r, len],
    ],
    material,
    axis,
    pos,
    segments,
  );

/** Re-orients a part (built with its axis along +y) to an axis and moves it. */
export const orientTo = (part: Part, axis: AxisName, pos: Vec3, spin = 0): Part =>
  transformMesh(transformMesh(part, { rot: rotY(spin) }), { rot: AXES[axis], pos });

export const move = (part: Part, pos: Vec3, yaw = 0): Part =>
  transformMesh(part, { rot: rotY(yaw), pos });

/**
 * A flat vertical panel facing +z (centre (x, y, z), w x h) with markup drawn on it: decal units
 * are millimetres, origin at the panel centre, y down.
 */
export function panel(
  w: number,
  h: number,
  center: Vec3,
  material: Material,
  markup?: (defs: Defs) => string,
  facing: 'z' | 'x' | '-x' = 'z',
): Part {
  const [x, y, z] = center;
  const face: Face =
    facing === 'z'
      ? {
          pts: [
            [x - w / 2, y - h / 2, z],
            [x + w / 2, y - h / 2, z],
            [x + w / 2, y + h / 2, z],
            [x - w / 2, y + h / 2, z],
          ],
          mat: material,
          hint: [0, 0, 1],
          decals: markup
            ? [{ origin: center, u: [1, 0, 0], v: [0, -1, 0], markup, clip: true }]
            : undefined,
        }
      : {
          pts: [
            [x, y - h / 2, z + w / 2],
            [x, y - h / 2, z - w / 2],
            [x, y + h / 2, z - w / 2],
            [x, y + h / 2, z + w / 2],
          ],
          mat: material,
          hint: [facing === 'x' ? 1 : -1, 0, 0],
          decals: markup
            ? [
                {
                  origin: center,
                  u: [0, 0, facing === 'x' ? -1 : 1],
                  v: [0, -1, 0],
                  markup,
                  clip: true,
                },
              ]
            : undefined,
        };
  return [face];
}

/** Flat horizontal sheet (paper, drawing, mat) lying at height y, with markup (y = +z down). */
export function sheet(
  w: number,
  d: number,
  center: Vec3,
  material: Material,
  markup: (defs: Defs) => string,
): Part {
  const [x, y, z] = center;
  return [
    {
      pts: [
        [x - w / 2, y, z - d / 2],
        [x + w / 2, y, z - d / 2],
        [x + w / 2, y, z + d / 2],
        [x - w / 2, y, z + d / 2],
      ],
      mat: material,
      hint: [0, 1, 0],
      decals: [{ origin: center, u: [1, 0, 0], v: [0, 0, 1], markup, clip: true }],
    },
  ];
}
