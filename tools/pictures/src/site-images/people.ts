import type { Material } from '../draw/material.ts';
import {
  add,
  dot,
  normalize,
  rotations,
  rotX,
  rotY,
  scale,
  type Mat3,
  type Vec3,
} from '../draw/math3d.ts';
import { transformMesh, type Face } from '../draw/mesh.ts';
import { revolve } from '../draw/solids.ts';
import type { Part } from './kit.ts';

/**
 * People for the site's scenes, built from solids of revolution: shoes, tapered legs and arms
 * (placed by a two-bone reach towards a hand target), an oval torso with belt and reflective
 * bands, neck, head and a safety helmet. Millimetres, feet on y = 0, facing +z before the yaw.
 * Seen at a distance and mostly from the side or behind: no faces.
 */

const cloth = (name: string, base: readonly [number, number, number], spec = 0.08): Material => ({
  name,
  base,
  metal: 0.02,
  spec,
  shininess: 8,
  gain: 1,
  emissive: 0,
});

export const PEOPLE_MATS = {
  navyShirt: cloth('navy work shirt', [0.14, 0.2, 0.33]),
  blueShirt: cloth('blue work shirt', [0.24, 0.36, 0.55]),
  paleShirt: cloth('pale blue shirt', [0.62, 0.7, 0.8]),
  greyShirt: cloth('grey work shirt', [0.36, 0.39, 0.43]),
  navyTrousers: cloth('navy trousers', [0.12, 0.14, 0.2]),
  greyTrousers: cloth('grey trousers', [0.3, 0.31, 0.33]),
  khakiTrousers: cloth('khaki trousers', [0.46, 0.42, 0.34]),
  reflective: cloth('reflective band', [0.78, 0.8, 0.8], 0.4),
  belt: cloth('belt', [0.1, 0.09, 0.08], 0.2),
  shoe: cloth('safety shoe', [0.09, 0.08, 0.08], 0.3),
  hair: cloth('hair', [0.07, 0.06, 0.06], 0.15),
  skinA: cloth('skin', [0.55, 0.38, 0.28], 0.12),
  skinB: cloth('skin', [0.47, 0.32, 0.23], 0.12),
  skinC: cloth('skin', [0.62, 0.45, 0.34], 0.12),
  hatWhite: { ...cloth('white helmet', [0.9, 0.9, 0.88], 0.5), shininess: 40 },
  hatYellow: { ...cloth('yellow helmet', [0.95, 0.74, 0.1], 0.5), shininess: 40 },
  hatBlue: { ...cloth('blue helmet', [0.2, 0.42, 0.72], 0.5), shininess: 40 },
} as const satisfies Record<string, Material>;

/** Maps every point of a part (and the normal hints by the inverse scale). */
function stretch(part: Part, sx: number, sy: number, sz: number): Part {
  const p = (v: Vec3): Vec3 => [v[0] * sx, v[1] * sy, v[2] * sz];
  const tf = (f: Face): Face => ({
    ...f,
    pts: f.pts.map(p),
    holes: f.holes?.map((h) => h.map(p)),
    hint: normalize([f.hint[0] / sx, f.hint[1] / sy, f.hint[2] / sz]),
    attached: f.attached?.map(tf),
    follow: f.follow?.map(tf),
  });
  return part.map(tf);
}

/** Rotation taking +y onto the unit vector d. */
function alignY(d: Vec3): Mat3 {
  const c = d[1];
  if (c > 0.999999) return rotX(0);
  if (c < -0.999999) return rotX(Math.PI);
  // Axis y x d = (d.z, 0, -d.x), normalised; Rodrigues' formula.
  const k = normalize([d[2], 0, -d[0]]);
  const s = Math.sqrt(1 - c * c);
  const t = 1 - c;
  const [x, y, z] = k;
  return [
    [t * x * x + c, t * x * y - s * z, t * x * z + s * y],
    [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
    [t * x * z - s * y, t * y * z + s * x, t * z * z + c],
  ];
}

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const len = (a: Vec3): number => Math.hypot(a[0], a[1], a[2]);

/** A tapered limb from a to b with rounded ends. */
function limb(a: Vec3, b: Vec3, ra: number, rb: number, mat: Material, segments = 14): Part {
  const d = sub(b, a);
  const l = len(d);
  const profile: [number, number][] = [
    [ra * 0.55, -ra * 0.5],
    [ra * 0.9, -ra * 0.2],
    [ra, ra * 0.15],
    [rb, l - rb * 0.15],
    [rb * 0.9, l + rb * 0.2],
    [rb * 0.55, l + rb * 0.5],
  ];
  return transformMesh(revolve(profile, { mat, segments }), { rot: alignY(normalize(d)), pos: a });
}

/** An ellipsoid (semi-axes rx, ry, rz) centred on c. */
export function ellipsoid(
  rx: number,
  ry: number,
  rz: number,
  c: Vec3,
  mat: Material,
  segments = 16,
): Part {
  const rings = 8;
  const profile: [number, number][] = [];
  for (let i = 1; i < rings; i += 1) {
    const a = -Math.PI / 2 + (Math.PI * i) / rings;
    profile.push([Math.cos(a), Math.sin(a)]);
  }
  profile.unshift([0, -1]);
  profile.push([0, 1]);
  return transformMesh(stretch(revolve(profile, { mat, segments }), rx, ry, rz), { pos: c });
}

/** Elbow of a two-bone reach from s to t (lengths a, b), bending towards `pole`. */
function reach(s: Vec3, t: Vec3, a: number, b: number, pole: Vec3): { elbow: Vec3; hand: Vec3 } {
  const d = sub(t, s);
  const dist = Math.min(len(d), (a + b) * 0.995);
  const dir = normalize(d);
  const hand = add(s, scale(dir, dist));
  const cosA = Math.max(-1, Math.min(1, (a * a + dist * dist - b * b) / (2 * a * dist)));
  const sinA = Math.sqrt(1 - cosA * cosA);
  const pp = sub(pole, scale(dir, dot(pole, dir)));
  const perp = len(pp) < 1e-6 ? normalize([0, -1, 0]) : normalize(pp);
  const elbow = add(s, add(scale(dir, a * cosA), scale(perp, a * sinA)));
  return { elbow, hand };
}

export interface PersonStyle {
  readonly shirt: Material;
  readonly trousers: Material;
  readonly skin: Material;
  readonly hat: Material;
  /** Reflective bands round the chest and waist (coverall or vest). */
  readonly bands?: boolean;
  /** Rolled-up sleeves: bare forearms. */
  readonly rolled?: boolean;
}

export interface PersonPose {
  /** Feet centre on the floor. */
  readonly at: Vec3;
  /** Turn about the vertical, radians (0 faces +z). */
  readonly facing: number;
  /** Height scale (1 = 1.72 m with the helmet). */
  readonly size?: number;
  /**
   * Hand targets in the body frame (mm, before the facing turn; facing +z, the person's left
   * hand is on +x).
   */
  readonly leftHand?: Vec3;
  readonly rightHand?: Vec3;
  /** Forward lean of the upper body, radians. */
  readonly lean?: number;
  /** Head turn and downward tilt, radians. */
  readonly headTurn?: number;
  readonly headTilt?: number;
  /** Foot positions in the body frame (x, z), left on +x; default a relaxed stance. */
  readonly leftFoot?: readonly [number, number];
  readonly rightFoot?: readonly [number, number];
  /** Draw only what is above this height (body frame), e.g. behind a table. */
  readonly cutBelow?: number;
  /** Something held, in the body frame (moves and turns with the person). */
  readonly prop?: readonly Part[];
}

const HIP_Y = 900;
const SHOULDER_Y = 1415;

/** A world point in a person's body frame (for hand targets). */
export const bodyPoint = (at: Vec3, facing: number, p: Vec3, size = 1): Vec3 => {
  const r = rotY(-facing);
  const q = sub(p, at);
  return scale([dot(r[0], q), dot(r[1], q), dot(r[2], q)], 1 / size);
};

/** A standing person as separate parts (each sorts on its own). */
export function person(style: PersonStyle, pose: PersonPose): Part[] {
  const parts: Part[] = [];
  const cut = pose.cutBelow ?? -Infinity;
  const lean = pose.lean ?? 0;
  const leanRot = rotX(lean);
  /** Upper-body point: rotated about the hips by the lean. */
  const upper = (p: Vec3): Vec3 => {
    const r = leanRot;
    const q: Vec3 = [p[0], p[1] - HIP_Y, p[2]];
    return [dot(r[0], q), dot(r[1], q) + HIP_Y, dot(r[2], q)];
  };
  const leanPart = (part: Part): Part =>
    transformMesh(transformMesh(part, { pos: [0, -HIP_Y, 0] }), {
      rot: leanRot,
      pos: [0, HIP_Y, 0],
    });

  // Legs and shoes.
  const lf = pose.leftFoot ?? [110, 10];
  const rf = pose.rightFoot ?? [-110, -10];
  if (cut < HIP_Y) {
    for (const [side, foot] of [
      [1, lf],
      [-1, rf],
    ] as const) {
      const hip: Vec3 = [side * 92, HIP_Y, 0];
      const ankle: Vec3 = [foot[0], 95, foot[1]];
      const { elbow: knee } = reach(hip, ankle, 412, 402, [0, 0, 1]);
      parts.push(limb(hip, knee, 86, 66, style.trousers, 18));
      parts.push(limb(knee, ankle, 66, 54, style.trousers, 18));
      parts.push(ellipsoid(52, 46, 125, [foot[0], 46, foot[1] + 45], PEOPLE_MATS.shoe, 12));
    }
    parts.push(stretch(revolveBody(style, 'hips'), 1, 1, 0.66));
  }

  // Torso: an oval section, belt, optional reflective bands.
  parts.push(leanPart(stretch(revolveBody(style, 'torso'), 1, 1, 0.62)));
  // Shoulders.
  for (const side of [-1, 1]) {
    parts.push(ellipsoid(70, 66, 72, upper([side * 172, SHOULDER_Y - 16, -4]), style.shirt, 16));
  }
  // Collar.
  parts.push(
    leanPart(
      revolve(
        [
          [72, 1455],
          [78, 1470],
          [64, 1530],
        ],
        { mat: style.shirt, segments: 18, bottomCap: false, topCap: false },
      ),
    ),
  );
  // Neck and head (turned and tilted about the neck).
  const neckBase = upper([0, 1450, -6]);
  const headRot = rotations(rotX(pose.headTilt ?? 0), rotY(pose.headTurn ?? 0), leanRot);
  const headPart = (part: Part): Part =>
    transformMesh(transformMesh(part, { pos: [0, -1450, 0] }), { rot: headRot, pos: neckBase });
  parts.push(headPart(limb([0, 1440, 0], [0, 1560, 6], 54, 48, style.skin, 14)));
  parts.push(headPart(ellipsoid(90, 114, 104, [0, 1628, 12], style.skin, 20)));
  parts.push(headPart(ellipsoid(87, 96, 90, [0, 1640, -22], PEOPLE_MATS.hair, 18)));
  parts.push(headPart(helmet(style.hat)));

  // Arms: a two-bone reach from each shoulder to its hand target.
  const rest = (side: number): Vec3 => [side * 235, 860, 40];
  for (const side of [-1, 1]) {
    const target = (side > 0 ? pose.leftHand : pose.rightHand) ?? rest(side);
    const shoulder = upper([side * 185, SHOULDER_Y - 20, -4]);
    const { elbow, hand } = reach(shoulder, target, 300, 275, [side * 0.6, -0.6, -0.6]);
    parts.push(limb(shoulder, elbow, 60, 48, style.shirt, 16));
    const wrist = add(elbow, scale(normalize(sub(hand, elbow)), 250));
    if (style.rolled) {
      const mid = add(elbow, scale(normalize(sub(hand, elbow)), 70));
      parts.push(limb(elbow, mid, 52, 50, style.shirt, 16));
      parts.push(limb(mid, wrist, 38, 30, style.skin, 14));
    } else {
      parts.push(limb(elbow, wrist, 47, 40, style.shirt, 16));
    }
    const dir = normalize(sub(hand, elbow));
    parts.push(
      transformMesh(ellipsoid(30, 62, 44, [0, 0, 0], style.skin, 10), {
        rot: alignY(dir),
        pos: add(wrist, scale(dir, 70)),
      }),
    );
  }

  parts.push(...(pose.prop ?? []));
  const s = pose.size ?? 1;
  const rot = rotY(pose.facing);
  return parts
    .filter((part) => centreY(part) > cut)
    .map((part) => transformMesh(part, { rot, pos: pose.at, scale: s }));
}

/** Mid-height of a part's bounding box. */
function centreY(part: Part): number {
  let lo = Infinity;
  let hi = -Infinity;
  for (const f of part) {
    for (const p of f.pts) {
      lo = Math.min(lo, p[1]);
      hi = Math.max(hi, p[1]);
    }
  }
  return (lo + hi) / 2;
}

/** Hips (trousers with a belt) or torso (shirt with optional reflective bands), about +y. */
function revolveBody(style: PersonStyle, piece: 'hips' | 'torso'): Part {
  if (piece === 'hips') {
    return revolve(
      [
        [150, 800],
        [172, 880],
        [168, 960],
        [164, 1000],
        [164, 1040],
      ],
      {
        mat: style.trousers,
        segments: 32,
        bandMats: [undefined, undefined, undefined, PEOPLE_MATS.belt],
        bottomCap: false,
      },
    );
  }
  const r = style.bands ? PEOPLE_MATS.reflective : undefined;
  return revolve(
    [
      [160, 1030],
      [158, 1100],
      [160, 1130],
      [166, 1200],
      [172, 1235],
      [184, 1300],
      [190, 1360],
      [188, 1415],
      [178, 1445],
      [140, 1480],
      [70, 1495],
    ],
    {
      mat: style.shirt,
      segments: 36,
      bandMats: [undefined, r, undefined, undefined, r],
      bottomCap: false,
    },
  );
}

/** Safety helmet: a dome with a brim and a short front peak, resting on the head. */
function helmet(mat: Material): Part {
  const dome = stretch(
    revolve(
      [
        [118, 0],
        [118, 12],
        [108, 16],
        [106, 45],
        [96, 80],
        [74, 108],
        [40, 124],
        [0, 128],
      ],
      { mat, segments: 24 },
    ),
    0.92,
    1,
    1.1,
  );
  const peak = ellipsoid(92, 10, 64, [0, 8, 96], mat, 14);
  return transformMesh([...dome, ...peak], { pos: [0, 1672, 10] });
}
