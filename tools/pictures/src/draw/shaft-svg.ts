import { centreHole, linearSheen } from './finish.ts';
import type { Material } from './material.ts';
import { at, normalize, type Vec2, type Vec3 } from './math3d.ts';
import type { Decal, Face, Mesh } from './mesh.ts';
import {
  circle,
  gearRadii,
  involuteGear,
  rotate2,
  roundedRect,
  straightSpline,
} from './profiles.ts';
import { flatFace, planeDecal, revolve, sideWalls } from './solids.ts';

/**
 * Shafts built segment by segment along local +y: plain and tapered journals with chamfers,
 * keyways, straight and involute splines, threads, integral pinion teeth, worm threads.
 */

export type ShaftSegment =
  | {
      readonly kind: 'round';
      readonly length: number;
      readonly r: number;
      readonly mat?: Material;
      readonly keyway?: {
        readonly length: number;
        readonly width: number;
        readonly angle?: number;
      };
      /** Circlip / undercut groove in the middle of the segment. */
      readonly groove?: boolean;
    }
  | {
      readonly kind: 'taper';
      readonly length: number;
      readonly r0: number;
      readonly r1: number;
      readonly mat?: Material;
    }
  | {
      readonly kind: 'thread';
      readonly length: number;
      readonly r: number;
      readonly pitch: number;
      readonly mat?: Material;
    }
  | {
      readonly kind: 'spline';
      readonly length: number;
      readonly count: number;
      readonly major: number;
      readonly minor: number;
      readonly width: number;
      readonly mat?: Material;
    }
  | {
      readonly kind: 'teeth';
      readonly length: number;
      readonly teeth: number;
      readonly module: number;
      readonly pressureAngleDeg?: number;
      /** Involute splines use short teeth. */
      readonly stub?: boolean;
      readonly helixDeg?: number;
      readonly mat?: Material;
    }
  | {
      readonly kind: 'worm';
      readonly length: number;
      readonly rootR: number;
      readonly tipR: number;
      readonly lead: number;
      readonly starts?: number;
      readonly mat?: Material;
    };

interface ShaftSpec {
  readonly segments: readonly ShaftSegment[];
  readonly mat: Material;
  readonly segmentsAround?: number;
  readonly centreHoles?: boolean;
}

interface Section {
  readonly outline: Vec2[];
  readonly maxR: number;
}

function sectionOf(seg: ShaftSegment, n: number, end: 'start' | 'end'): Section {
  switch (seg.kind) {
    case 'round':
    case 'thread':
      return { outline: circle(seg.r - chamferOf(seg), n), maxR: seg.r };
    case 'taper': {
      const r = end === 'start' ? seg.r0 : seg.r1;
      return { outline: circle(r, n), maxR: r };
    }
    case 'spline':
      return {
        outline: straightSpline(seg.count, seg.major, seg.minor, seg.width),
        maxR: seg.major,
      };
    case 'teeth': {
      const rad = gearRadii(seg.teeth, seg.module);
      const tw = helixTwist(seg) / 2;
      const outline = rotate2(
        involuteGear(seg.teeth, seg.module, teethOptions(seg)),
        end === 'start' ? -tw : tw,
      );
      const tip = seg.stub === true ? rad.pitch + seg.module * 0.5 : rad.tip;
      return { outline, maxR: tip };
    }
    case 'worm':
      return { outline: circle(seg.rootR, n), maxR: seg.rootR };
  }
}

const teethOptions = (seg: Extract<ShaftSegment, { kind: 'teeth' }>) => ({
  pressureAngleDeg: seg.pressureAngleDeg ?? (seg.stub === true ? 30 : 20),
  addendum: seg.stub === true ? 0.5 : 1,
  dedendum: seg.stub === true ? 0.6 : 1.25,
  flankSteps: seg.stub === true ? 2 : 4,
  rootSteps: 2,
});

const helixTwist = (seg: Extract<ShaftSegment, { kind: 'teeth' }>): number =>
  seg.helixDeg
    ? (seg.length * Math.tan((seg.helixDeg * Math.PI) / 180)) /
      gearRadii(seg.teeth, seg.module).pitch
    : 0;

const chamferOf = (seg: ShaftSegment): number =>
  seg.kind === 'round' || seg.kind === 'thread' ? Math.min(seg.r * 0.08, seg.length * 0.2) : 0;

function keywayFaces(r: number, y: number, len: number, width: number, angle: number): Face[] {
  // Slot outline in the tangent plane at `angle` around the axis.
  const nrm: Vec3 = [Math.cos(angle), 0, Math.sin(angle)];
  const tan: Vec3 = [-Math.sin(angle), 0, Math.cos(angle)];
  const slot = roundedRect(width, len, width / 2 - 0.001, 6);
  const lift = (p: Vec2, rr: number): Vec3 => [
    nrm[0] * rr + tan[0] * p[0],
    y + p[1],
    nrm[2] * rr + tan[2] * p[0],
  ];
  const floor = slot.map((p) => lift(p, r + 0.05));
  const wall = slot.filter((p) => p[0] < 0).map((p) => lift([p[0] * 0.96, p[1] * 0.96], r + 0.06));
  return [
    {
      pts: floor,
      mat: { name: 'keyway', base: [0.18, 0.19, 0.2], metal: 0.5, spec: 0.1, shininess: 8 },
      hint: nrm,
      layer: 1,
      edge: { color: '#ffffff', width: 0.9, opacity: 0.35 },
    },
    {
      pts: [
        ...wall,
        lift([0, len / 2 - width / 2], r + 0.06),
        lift([0, -len / 2 + width / 2], r + 0.06),
      ],
      mat: { name: 'keyway wall', base: [0.42, 0.43, 0.45], metal: 0.4, spec: 0.1, shininess: 8 },
      hint: nrm,
      layer: 1,
    },
  ];
}

function wormThread(
  seg: Extract<ShaftSegment, { kind: 'worm' }>,
  y0: number,
  mat: Material,
): Face[] {
  const faces: Face[] = [];
  const starts = seg.starts ?? 1;
  const perTurn = 30;
  const turns = seg.length / seg.lead;
  const steps = Math.max(2, Math.round(turns * perTurn));
  const axialPitch = seg.lead / starts;
  const wb = axialPitch * 0.5;
  const wt = axialPitch * 0.2;
  const section: readonly (readonly [number, number])[] = [
    [seg.rootR, -wb / 2],
    [seg.tipR, -wt / 2],
    [seg.tipR, wt / 2],
    [seg.rootR, wb / 2],
  ];
  const margin = wb / 2;
  for (let s = 0; s < starts; s += 1) {
    const ring = (k: number): Vec3[] => {
      const phi = (2 * Math.PI * k) / perTurn + (2 * Math.PI * s) / starts;
      const yc = y0 + margin + ((seg.length - 2 * margin) * k) / steps;
      return section.map(([rho, a]) => [rho * Math.cos(phi), yc + a, rho * Math.sin(phi)]);
    };
    let prev = ring(0);
    faces.push({ pts: prev, mat, hint: [0, -1, 0] });
    for (let k = 1; k <= steps; k += 1) {
      const cur = ring(k);
      for (let e = 0; e < 3; e += 1) {
        const a0 = at(prev, e);
        const a1 = at(prev, e + 1);
        const b0 = at(cur, e);
        const b1 = at(cur, e + 1);
        const mid: Vec3 = [(a0[0] + b1[0]) / 2, 0, (a0[2] + b1[2]) / 2];
        const axial = e === 0 ? -1 : e === 2 ? 1 : 0;
        faces.push({
          pts: [a0, a1, b1, b0],
          mat,
          hint: normalize([mid[0], axial * Math.hypot(mid[0], mid[2]) * 1.5, mid[2]]),
        });
      }
      prev = cur;
    }
    faces.push({ pts: prev, mat, hint: [0, 1, 0] });
  }
  return faces;
}

/** A complete shaft; local +y is the axis, starting at y = 0. */
export function shaft(spec: ShaftSpec): Mesh {
  const n = spec.segmentsAround ?? 36;
  const faces: Face[] = [];
  let y = 0;
  const segs = spec.segments;
  segs.forEach((seg, i) => {
    const mat = seg.mat ?? spec.mat;
    const y0 = y;
    const y1 = y + seg.length;
    const prev = i > 0 ? segs[i - 1] : undefined;
    const next = segs[i + 1];
    switch (seg.kind) {
      case 'round': {
        const c = chamferOf(seg);
        const prevR = prev ? sectionOf(prev, n, 'end').maxR : 0;
        const nextR = next ? sectionOf(next, n, 'start').maxR : 0;
        const cb = prevR < seg.r ? c : 0;
        const ct = nextR < seg.r ? c : 0;
        const profile: Vec2[] = [];
        profile.push([seg.r - cb, y0]);
        if (cb > 0) profile.push([seg.r, y0 + cb]);
        if (seg.groove === true) {
          const gm = (y0 + y1) / 2;
          const gw = Math.min(seg.length * 0.08, seg.r * 0.25);
          profile.push(
            [seg.r, gm - gw],
            [seg.r * 0.9, gm - gw],
            [seg.r * 0.9, gm + gw],
            [seg.r, gm + gw],
          );
        }
        if (ct > 0) profile.push([seg.r, y1 - ct]);
        profile.push([seg.r - ct, y1]);
        faces.push(...revolve(profile, { mat, segments: n, bottomCap: false, topCap: false }));
        if (seg.keyway) {
          const k = seg.keyway;
          faces.push(
            ...keywayFaces(seg.r, (y0 + y1) / 2, k.length, k.width, k.angle ?? Math.PI / 2),
          );
        }
        break;
      }
      case 'taper':
        faces.push(
          ...revolve(
            [
              [seg.r0, y0],
              [seg.r1, y1],
            ],
            { mat, segments: n, bottomCap: false, topCap: false },
          ),
        );
        break;
      case 'thread': {
        const profile: Vec2[] = [];
        const count = Math.max(1, Math.round(seg.length / seg.pitch));
        const p = seg.length / count;
        const depth = p * 0.55;
        for (let k = 0; k < count; k += 1) {
          profile.push([seg.r, y0 + k * p], [seg.r - depth, y0 + k * p + p / 2]);
        }
        profile.push([seg.r, y1]);
        faces.push(
          ...revolve(profile, { mat, segments: Math.min(n, 32), bottomCap: false, topCap: false }),
        );
        break;
      }
      case 'spline':
        faces.push(
          ...sideWalls(straightSpline(seg.count, seg.major, seg.minor, seg.width), y0, y1, mat),
        );
        break;
      case 'teeth': {
        const outline = involuteGear(seg.teeth, seg.module, teethOptions(seg));
        faces.push(...sideWalls(outline, y0, y1, mat, helixTwist(seg)));
        break;
      }
      case 'worm':
        {
          // Short bands so the core sorts correctly against the thread.
          const bands = Math.max(2, Math.round((seg.length / seg.lead) * 4));
          const core: Vec2[] = [];
          for (let k = 0; k <= bands; k += 1) core.push([seg.rootR, y0 + (seg.length * k) / bands]);
          faces.push(...revolve(core, { mat, segments: n, bottomCap: false, topCap: false }));
        }
        faces.push(...wormThread(seg, y0, mat));
        break;
    }
    // Junction with the previous segment, or the start cap.
    const here = sectionOf(seg, n, 'start');
    if (!prev) {
      faces.push(endCap(here, y0, false, mat, spec.centreHoles !== false));
    } else {
      const before = sectionOf(prev, n, 'end');
      faces.push(junction(before, here, y0, mat));
    }
    if (!next)
      faces.push(endCap(sectionOf(seg, n, 'end'), y1, true, mat, spec.centreHoles !== false));
    y = y1;
  });
  return faces;
}

function endCap(sec: Section, y: number, up: boolean, mat: Material, centre: boolean): Face {
  const decals: Decal[] = [planeDecal(y, linearSheen(sec.maxR, 0.8, 0.3))];
  if (centre) decals.push(planeDecal(y, centreHole(sec.maxR)));
  return flatFace(sec.outline, y, up, mat, {
    decals,
    edge: { color: '#ffffff', width: 1, opacity: 0.3 },
  });
}

/** Annular shoulder between two sections, facing the smaller one. */
function junction(before: Section, after: Section, y: number, mat: Material): Face {
  const beforeBigger = before.maxR >= after.maxR;
  const big = beforeBigger ? before : after;
  const small = beforeBigger ? after : before;
  return flatFace(big.outline, y, beforeBigger, mat, {
    holes: [small.outline],
    edge: { color: '#ffffff', width: 0.8, opacity: 0.25 },
  });
}

/** Total length of a shaft spec. */
export const shaftLength = (segments: readonly ShaftSegment[]): number =>
  segments.reduce((acc, s) => acc + s.length, 0);
