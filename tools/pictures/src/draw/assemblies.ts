import { bevelGear, spurGear, type BevelSpec, type GearSpec } from './gear-svg.ts';
import { rotY, rotations, type Mat3, type Vec3 } from './math3d.ts';
import { transformMesh, type Mesh } from './mesh.ts';
import type { Rng } from './prng.ts';
import { gearRadii } from './profiles.ts';
import { orient } from './housing-svg.ts';

/**
 * Placing parts: gears lying on the floor or standing, meshing pairs with the correct tooth
 * phase, bevel pairs sharing a cone apex.
 */

/** Rotates a gear about its own axis by a 2D section angle (counter-clockwise in section coords). */
export const spin = (mesh: Mesh, alpha: number): Mesh => transformMesh(mesh, { rot: rotY(-alpha) });

/**
 * Section rotation of gear 2 (z2 teeth) so that it meshes with gear 1 (z1 teeth, rotated by
 * alpha1) when gear 2's centre lies in direction psi from gear 1's centre.
 */
export function meshingPhase(z1: number, alpha1: number, psi: number, z2: number): number {
  const p1 = (2 * Math.PI) / z1;
  const p2 = (2 * Math.PI) / z2;
  let delta1 = (alpha1 - psi) % p1;
  if (delta1 > p1 / 2) delta1 -= p1;
  if (delta1 < -p1 / 2) delta1 += p1;
  return psi + Math.PI - (delta1 * z1) / z2 - p2 / 2;
}

/** Internal mesh: ring gear rotation for a planet at direction psi (planet rotated alphaP). */
export function ringPhase(
  zPlanet: number,
  alphaPlanet: number,
  psi: number,
  zRing: number,
): number {
  const pp = (2 * Math.PI) / zPlanet;
  let delta = (alphaPlanet - psi) % pp;
  if (delta > pp / 2) delta -= pp;
  if (delta < -pp / 2) delta += pp;
  // Ring teeth sit where the planet has gaps.
  return psi + (delta * zPlanet) / zRing + Math.PI / zRing;
}

/** Moves a lying part (axis +y, centred on y = 0) so it rests on the floor at (x, z). */
const onFloor = (mesh: Mesh, halfHeight: number, x: number, z: number): Mesh =>
  transformMesh(mesh, { pos: [x, halfHeight, z] });

/** Stands a part up: its axis becomes horizontal, pointing along world direction angle `facing`. */
export const standUp = (mesh: Mesh, radius: number, facing = 0, pos: Vec3 = [0, 0, 0]): Mesh =>
  transformMesh(mesh, {
    rot: rotations(orient('+z'), rotY(facing)),
    pos: [pos[0], pos[1] + radius, pos[2]],
  });

interface PlacedGear {
  readonly spec: GearSpec;
  /** Section rotation. */
  readonly alpha: number;
  readonly x: number;
  readonly z: number;
}

/** A train of lying gears, each meshing with the previous one at the given directions. */
export function gearTrain(
  rng: Rng,
  specs: readonly GearSpec[],
  directions: readonly number[],
  alpha0 = 0,
): { meshes: Mesh[]; placed: PlacedGear[] } {
  const placed: PlacedGear[] = [];
  specs.forEach((spec, i) => {
    const prev = placed[i - 1];
    if (!prev) {
      placed.push({ spec, alpha: alpha0, x: 0, z: 0 });
      return;
    }
    const psi = directions[i - 1] ?? 0;
    const a =
      (gearRadii(prev.spec.teeth, prev.spec.module).pitch +
        gearRadii(spec.teeth, spec.module).pitch) *
      1.004;
    const alpha = meshingPhase(prev.spec.teeth, prev.alpha, psi, spec.teeth);
    // Section angle psi points at (cos psi, sin psi) in (x, z).
    placed.push({ spec, alpha, x: prev.x + a * Math.cos(psi), z: prev.z + a * Math.sin(psi) });
  });
  const meshes = placed.map((p) =>
    onFloor(
      spin(spurGear(rng, p.spec), p.alpha),
      p.spec.faceWidth / 2 + (p.spec.hub?.extra ?? 0),
      p.x,
      p.z,
    ),
  );
  return { meshes, placed };
}

/**
 * A 90 degree bevel pair sharing the cone apex: gear A lying (axis +y), gear B with its axis
 * along -x. Both use the same module; cone heights follow from the tooth counts.
 */
export function bevelPair(
  rng: Rng,
  a: Omit<BevelSpec, 'coneHeight'>,
  b: Omit<BevelSpec, 'coneHeight' | 'module'>,
): Mesh[] {
  const ra = gearRadii(a.teeth, a.module).pitch;
  const rb = gearRadii(b.teeth, a.module).pitch;
  const gearA = bevelGear(rng, { ...a, coneHeight: rb * (1 - a.coneRatio) });
  const gearB = bevelGear(rng, { ...b, module: a.module, coneHeight: ra * (1 - b.coneRatio) });
  const lift = a.back;
  const placedA = transformMesh(gearA, { pos: [0, lift, 0] });
  const rotB: Mat3 = rotations(rotY(-(Math.PI - Math.PI / b.teeth)), orient('-x'));
  const placedB = transformMesh(gearB, { rot: rotB, pos: [ra * 1.02, lift + rb * 1.02, 0] });
  return [placedB, placedA];
}
