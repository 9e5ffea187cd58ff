import { bevelPair, gearTrain, meshingPhase, ringPhase, spin, standUp } from './draw/assemblies.ts';
import { bevelGear, ringGear, sprocketWheel, spurGear, type GearSpec } from './draw/gear-svg.ts';
import { inlineGearbox, rightAngleGearbox } from './draw/housing-svg.ts';
import { MATERIALS as M, type Material } from './draw/material.ts';
import { rotations, rotY, rotZ, type Vec3 } from './draw/math3d.ts';
import { transformMesh, type Mesh } from './draw/mesh.ts';
import { createRng, type Rng } from './draw/prng.ts';
import { gearRadii } from './draw/profiles.ts';
import { shaft, shaftLength, type ShaftSegment } from './draw/shaft-svg.ts';

/**
 * The seed's product models (millimetres). Each function returns the parts of one arrangement,
 * already resting on the floor (y = 0), ready for composeScene.
 */

export type Parts = Mesh[];

/**
 * Arrangements used by several pictures are built once per process (meshes are immutable). Each
 * gets its own seeded generator, so the result does not depend on which picture asked first.
 */
const cache = new Map<string, Parts>();
function memo(key: string, build: (rng: Rng) => Parts): Parts {
  let parts = cache.get(key);
  if (!parts) {
    parts = build(createRng(`parts-${key}`));
    cache.set(key, parts);
  }
  return parts;
}

/** Lays a shaft (axis +y from 0) horizontally on the floor, centred, turned by `yaw`. */
export function layShaft(
  segments: readonly ShaftSegment[],
  mat: Material,
  yaw = 0,
  pos: Vec3 = [0, 0, 0],
): Mesh {
  const len = shaftLength(segments);
  const maxR = Math.max(
    ...segments.map((s) =>
      s.kind === 'taper'
        ? Math.max(s.r0, s.r1)
        : s.kind === 'spline'
          ? s.major
          : s.kind === 'teeth'
            ? gearRadii(s.teeth, s.module).tip
            : s.kind === 'worm'
              ? s.tipR
              : s.r,
    ),
  );
  const m = transformMesh(shaft({ segments, mat }), { pos: [0, -len / 2, 0] });
  return transformMesh(m, {
    rot: rotations(rotZ(Math.PI / 2), rotY(yaw)),
    pos: [pos[0], pos[1] + maxR, pos[2]],
  });
}

const lying = (mesh: Mesh, halfHeight: number, x = 0, z = 0, alpha = 0): Mesh =>
  transformMesh(spin(mesh, alpha), { pos: [x, halfHeight, z] });

// ---------------------------------------------------------------- spur & helical gears

export const SPUR_WEB: GearSpec = {
  teeth: 42,
  module: 4,
  faceWidth: 32,
  mat: M.steel,
  toothMat: M.caseHardened,
  bore: 22,
  keyway: true,
  hub: { radius: 38, extra: 7 },
  web: { rimInner: 66, depth: 8, holes: { count: 6, radius: 10, pcd: 52 } },
  engraving: 'M4  Z42  20MnCr5',
  sheenAngle: -0.9,
};

export const spurWebGear = (
  rng: Rng,
  mat: Material = M.steel,
  toothMat: Material = M.caseHardened,
): Parts => [lying(spurGear(rng, { ...SPUR_WEB, mat, toothMat }), SPUR_WEB.faceWidth / 2 + 7)];

export const spurStanding = (rng: Rng, spec: GearSpec, facing = 0): Parts => {
  const tip = gearRadii(spec.teeth, spec.module).tip;
  return [standUp(spurGear(rng, spec), tip, facing)];
};

export const spurPair = (): Parts =>
  memo('spurPair', (rng) => spurPairOf(rng, M.steel, M.caseHardened));

const spurPairOf = (rng: Rng, matA: Material, matB: Material): Parts =>
  gearTrain(
    rng,
    [
      { ...SPUR_WEB, mat: matA, engraving: undefined },
      {
        teeth: 19,
        module: 4,
        faceWidth: 36,
        mat: matB,
        bore: 12,
        keyway: true,
        hub: { radius: 22, extra: 10 },
        sheenAngle: -0.9,
      },
    ],
    [0.35],
  ).meshes;

export const spurSet = (): Parts => memo('spurSet', spurSetOf);

const spurSetOf = (rng: Rng): Parts => {
  const a = gearTrain(
    rng,
    [
      {
        teeth: 56,
        module: 3,
        faceWidth: 26,
        mat: M.steel,
        bore: 20,
        keyway: true,
        hub: { radius: 32, extra: 6 },
        web: { rimInner: 68, depth: 6, holes: { count: 6, radius: 11, pcd: 52 } },
      },
      {
        teeth: 24,
        module: 3,
        faceWidth: 30,
        mat: M.blackened,
        bore: 12,
        keyway: true,
        hub: { radius: 20, extra: 8 },
      },
      {
        teeth: 36,
        module: 3,
        faceWidth: 26,
        mat: M.caseHardened,
        bore: 16,
        hub: { radius: 26, extra: 4 },
        web: { rimInner: 40, depth: 5 },
      },
    ],
    [0.5, -0.7],
  );
  return a.meshes;
};

export const HELICAL: GearSpec = {
  teeth: 34,
  module: 4,
  faceWidth: 46,
  helixDeg: 20,
  mat: M.brightSteel,
  toothMat: M.groundSteel,
  bore: 24,
  keyway: true,
  hub: { radius: 40, extra: 10 },
  sheenAngle: -0.7,
  engraving: 'MN4  Z34  β20°',
};

export const helicalGear = (rng: Rng, spec: Partial<GearSpec> = {}): Parts => {
  const g = { ...HELICAL, ...spec };
  return [lying(spurGear(rng, g), g.faceWidth / 2 + (g.hub?.extra ?? 0))];
};

export const helicalPair = (): Parts => memo('helicalPair', helicalPairOf);

const helicalPairOf = (rng: Rng): Parts =>
  gearTrain(
    rng,
    [
      { ...HELICAL, engraving: undefined },
      {
        ...HELICAL,
        teeth: 17,
        helixDeg: -20,
        bore: 12,
        hub: { radius: 22, extra: 10 },
        mat: M.caseHardened,
        toothMat: M.caseHardened,
        engraving: undefined,
      },
    ],
    [0.25],
  ).meshes;

export const PINION_SHAFT: readonly ShaftSegment[] = [
  { kind: 'round', length: 55, r: 17.5, keyway: { length: 38, width: 8 } },
  { kind: 'round', length: 26, r: 22.5, groove: true },
  { kind: 'teeth', length: 58, teeth: 17, module: 4, helixDeg: 18, mat: M.caseHardened },
  { kind: 'round', length: 30, r: 22.5 },
  { kind: 'round', length: 22, r: 20 },
];

// ---------------------------------------------------------------- bevel, crown wheel

export const straightBevel = (
  rng: Rng,
  mat: Material = M.steel,
  toothMat: Material = M.caseHardened,
): Parts => [
  transformMesh(
    bevelGear(rng, {
      teeth: 28,
      module: 5,
      coneRatio: 0.64,
      coneHeight: 30,
      back: 12,
      bore: 20,
      keyway: true,
      hub: { radius: 32, height: 16 },
      mat,
      toothMat,
      sheenAngle: -0.9,
    }),
    { pos: [0, 12, 0] },
  ),
];

export const spiralBevel = (rng: Rng, mat: Material = M.blackened): Parts => [
  transformMesh(
    bevelGear(rng, {
      teeth: 31,
      module: 4.5,
      coneRatio: 0.66,
      coneHeight: 26,
      back: 10,
      bore: 22,
      spiral: 0.32,
      hub: { radius: 34, height: 12 },
      mat,
      toothMat: mat,
      sheenAngle: -0.9,
    }),
    { pos: [0, 10, 0] },
  ),
];

export const bevelSet = (ratio: 'mitre' | 'reduction' = 'reduction'): Parts =>
  memo(`bevelSet-${ratio}`, (rng) => bevelSetOf(rng, ratio));

const bevelSetOf = (rng: Rng, ratio: 'mitre' | 'reduction'): Parts =>
  ratio === 'mitre'
    ? bevelPair(
        rng,
        {
          teeth: 24,
          module: 5,
          coneRatio: 0.66,
          back: 12,
          bore: 18,
          keyway: true,
          hub: { radius: 28, height: 14 },
          mat: M.steel,
          toothMat: M.caseHardened,
        },
        {
          teeth: 24,
          coneRatio: 0.66,
          back: 12,
          bore: 18,
          keyway: true,
          hub: { radius: 28, height: 14 },
          mat: M.steel,
          toothMat: M.caseHardened,
        },
      )
    : bevelPair(
        rng,
        {
          teeth: 33,
          module: 4,
          coneRatio: 0.7,
          back: 12,
          bore: 22,
          keyway: true,
          hub: { radius: 32, height: 10 },
          mat: M.steel,
          toothMat: M.caseHardened,
        },
        {
          teeth: 14,
          coneRatio: 0.7,
          back: 12,
          bore: 12,
          hub: { radius: 18, height: 22 },
          mat: M.caseHardened,
        },
      );

export const crownWheel = (rng: Rng): Mesh =>
  bevelGear(rng, {
    teeth: 41,
    module: 6,
    coneRatio: 0.8,
    coneHeight: 22,
    back: 22,
    bore: 72,
    spiral: 0.3,
    mat: M.steel,
    toothMat: M.caseHardened,
    boltHoles: { count: 10, radius: 6.5, pcd: 88 },
    sheenAngle: -0.8,
  });

export const CROWN_PINION_SHAFT: readonly ShaftSegment[] = [
  { kind: 'teeth', length: 12, teeth: 26, module: 1.6, stub: true },
  { kind: 'thread', length: 22, r: 17, pitch: 1.5 },
  { kind: 'teeth', length: 46, teeth: 24, module: 1.5, stub: true },
  { kind: 'round', length: 30, r: 22.5 },
  { kind: 'round', length: 40, r: 27.5, groove: true },
  { kind: 'taper', length: 14, r0: 30, r1: 34 },
  { kind: 'teeth', length: 44, teeth: 9, module: 6, helixDeg: 30, mat: M.caseHardened },
];

/** Crown wheel lying teeth-up with the drive pinion resting on its teeth, shaft pointing out. */
export const crownAndPinion = (azimuth = 2.4): Parts =>
  memo(`crownAndPinion-${azimuth}`, (rng) => crownAndPinionOf(rng, azimuth));

const crownAndPinionOf = (rng: Rng, azimuth: number): Parts => {
  const crown = transformMesh(crownWheel(rng), { pos: [0, 22, 0] });
  const len = shaftLength(CROWN_PINION_SHAFT);
  const toothRing = 112;
  const pinion = transformMesh(shaft({ segments: CROWN_PINION_SHAFT, mat: M.groundSteel }), {
    rot: rotZ(Math.PI / 2),
    pos: [toothRing + len - 22, 44 + 30, 0],
  });
  return [crown, transformMesh(pinion, { rot: rotY(azimuth) })];
};

// ---------------------------------------------------------------- worm gearing

export const WORM: readonly ShaftSegment[] = [
  { kind: 'round', length: 50, r: 14, keyway: { length: 32, width: 8 } },
  { kind: 'round', length: 24, r: 20 },
  { kind: 'round', length: 12, r: 25 },
  { kind: 'worm', length: 100, rootR: 22, tipR: 32, lead: 4 * Math.PI },
  { kind: 'round', length: 12, r: 25 },
  { kind: 'round', length: 28, r: 20 },
];

export const wormWheel = (rng: Rng): Mesh =>
  spurGear(rng, {
    teeth: 40,
    module: 4,
    faceWidth: 36,
    helixDeg: 7,
    mat: M.castIron,
    toothMat: M.bronze,
    bore: 24,
    keyway: true,
    hub: { radius: 40, extra: 8 },
    web: { rimInner: 64, depth: 7, holes: { count: 5, radius: 9, pcd: 52 } },
    sheenAngle: -0.9,
  });

/** Bronze-rimmed wheel lying on the floor, worm in front of it along x. */
export const wormSet = (): Parts => memo('wormSet', wormSetOf);

const wormSetOf = (rng: Rng): Parts => {
  const wheel = lying(wormWheel(rng), 18 + 8);
  const a = gearRadii(40, 4).pitch + 27;
  const worm = layShaft(WORM, M.brightSteel, 0, [0, 26 - 32, a]);
  return [wheel, worm];
};

// ---------------------------------------------------------------- shafts

export const TRANSMISSION_SHAFT: readonly ShaftSegment[] = [
  { kind: 'teeth', length: 52, teeth: 21, module: 1.5, stub: true },
  { kind: 'round', length: 10, r: 15, groove: false },
  { kind: 'round', length: 34, r: 20, groove: true },
  { kind: 'round', length: 120, r: 25, keyway: { length: 70, width: 10 } },
  { kind: 'round', length: 16, r: 31 },
  { kind: 'round', length: 92, r: 27.5, keyway: { length: 56, width: 10 } },
  { kind: 'round', length: 30, r: 22.5 },
  { kind: 'spline', length: 64, count: 8, major: 20, minor: 16.5, width: 6 },
  { kind: 'thread', length: 18, r: 15, pitch: 2 },
];

export const SPLINE_SHAFT: readonly ShaftSegment[] = [
  { kind: 'teeth', length: 80, teeth: 23, module: 1.75, stub: true },
  { kind: 'round', length: 28, r: 22.5, groove: true },
  { kind: 'round', length: 150, r: 26 },
  { kind: 'round', length: 28, r: 22.5 },
  { kind: 'teeth', length: 90, teeth: 26, module: 1.5, stub: true },
];

export const PTO_SHAFT: readonly ShaftSegment[] = [
  { kind: 'spline', length: 76, count: 6, major: 17.45, minor: 14.6, width: 8.7 },
  { kind: 'round', length: 14, r: 16, groove: true },
  { kind: 'round', length: 36, r: 22.5 },
  { kind: 'round', length: 22, r: 25 },
  { kind: 'teeth', length: 34, teeth: 25, module: 3, mat: M.caseHardened },
  { kind: 'round', length: 110, r: 25 },
  { kind: 'round', length: 26, r: 22.5, groove: true },
  { kind: 'teeth', length: 58, teeth: 21, module: 1.75, stub: true },
];

// ---------------------------------------------------------------- sprockets

export const sprocket = (
  rng: Rng,
  strands: 1 | 2 | 3,
  teeth = 21,
  mat: Material = M.blackened,
): Mesh =>
  sprocketWheel(rng, {
    teeth,
    pitch: 25.4,
    roller: 15.88,
    thickness: 14,
    bore: 22,
    strands,
    mat,
    toothMat: M.groundSteel,
    hub: { radius: 42, extra: 16 },
    holes: teeth >= 21 ? { count: 5, radius: 10, pcd: 56 } : undefined,
    sheenAngle: -0.8,
  });

export const sprocketHalfHeight = (strands: 1 | 2 | 3): number =>
  (strands * 14 + (strands - 1) * 25.4 * 0.55) / 2 + 16;

// ---------------------------------------------------------------- ring & planetary

export const ring = (rng: Rng, mat: Material = M.steel): Mesh =>
  ringGear(rng, {
    teeth: 60,
    module: 3,
    outerRadius: 118,
    faceWidth: 34,
    mat,
    toothMat: M.caseHardened,
    boltHoles: { count: 12, radius: 6, pcd: 106 },
    sheenAngle: -0.9,
    engraving: 'Z60  M3',
  });

/** Sun 18T, three 21T planets, 60T ring, module 3: (60 + 18) / 3 is whole, so it assembles. */
export const planetarySet = (withRing = true): Parts =>
  memo(`planetary-${withRing}`, (rng) => planetarySetOf(rng, withRing));

const planetarySetOf = (rng: Rng, withRing: boolean): Parts => {
  const m = 3;
  const parts: Mesh[] = [];
  const sunAlpha = 0.05;
  parts.push(
    lying(
      spurGear(rng, {
        teeth: 18,
        module: m,
        faceWidth: 34,
        mat: M.caseHardened,
        bore: 11,
        keyway: false,
        sheenAngle: -0.9,
      }),
      17 + 0,
      0,
      0,
      sunAlpha,
    ),
  );
  const a = ((18 + 21) * m) / 2;
  let ringAlpha = 0;
  for (let i = 0; i < 3; i += 1) {
    const psi = (2 * Math.PI * i) / 3 + 0.3;
    const alpha = meshingPhase(18, sunAlpha, psi, 21);
    if (i === 0) ringAlpha = ringPhase(21, alpha, psi, 60);
    parts.push(
      lying(
        spurGear(rng, {
          teeth: 21,
          module: m,
          faceWidth: 30,
          mat: M.steel,
          toothMat: M.caseHardened,
          bore: 13,
          sheenAngle: -0.9,
        }),
        15 + 2,
        a * Math.cos(psi),
        a * Math.sin(psi),
        alpha,
      ),
    );
  }
  if (withRing) parts.push(lying(ring(rng), 17, 0, 0, ringAlpha));
  return parts;
};

// ---------------------------------------------------------------- gearboxes

export const blueGearbox = (): Parts =>
  memo('blueGearbox', () =>
    inlineGearbox({ paint: M.paintBlue, model: 'HGB-160  HELICAL', ratio: '20 : 1' }),
  );
export const greyGearbox = (): Parts =>
  memo('greyGearbox', () =>
    inlineGearbox({ paint: M.paintGrey, model: 'HGB-125  HELICAL', ratio: '12.5 : 1' }),
  );
export const agriGearbox = (paint: Material = M.paintOrange): Parts =>
  memo(`agriGearbox-${paint.name}`, () => rightAngleGearbox({ paint }));

/** Rotavator side-drive gear set: crown/bevel pair plus an idler train, blackened. */
export const rotavatorSet = (): Parts => memo('rotavatorSet', rotavatorSetOf);

const rotavatorSetOf = (rng: Rng): Parts => {
  const bevel = bevelPair(
    rng,
    {
      teeth: 27,
      module: 5,
      coneRatio: 0.68,
      back: 12,
      bore: 20,
      keyway: false,
      hub: { radius: 30, height: 12 },
      mat: M.phosphate,
      toothMat: M.blackened,
    },
    {
      teeth: 13,
      coneRatio: 0.68,
      back: 12,
      bore: 12,
      hub: { radius: 18, height: 26 },
      mat: M.phosphate,
      toothMat: M.blackened,
    },
  );
  const train = gearTrain(
    rng,
    [
      {
        teeth: 30,
        module: 4.5,
        faceWidth: 30,
        mat: M.phosphate,
        toothMat: M.blackened,
        bore: 20,
        hub: { radius: 32, extra: 8 },
        sheenAngle: -0.9,
      },
      {
        teeth: 22,
        module: 4.5,
        faceWidth: 30,
        mat: M.phosphate,
        toothMat: M.blackened,
        bore: 16,
        hub: { radius: 26, extra: 8 },
        sheenAngle: -0.9,
      },
    ],
    [0.6],
  ).meshes.map((mm) => transformMesh(mm, { pos: [-40, 0, 190] }));
  return [...bevel, ...train];
};

/** Gears standing in a row: a catalogue "family" shot. */
export const standingRow = (rng: Rng, specs: readonly GearSpec[], gap = 30): Parts => {
  const parts: Mesh[] = [];
  let x = 0;
  const widths = specs.map((s) => gearRadii(s.teeth, s.module).tip);
  const total = widths.reduce((acc, r) => acc + 2 * r + gap, -gap);
  specs.forEach((spec, i) => {
    const r = widths[i] ?? 0;
    parts.push(standUp(spurGear(rng, spec), r, 0, [x - total / 2 + r, 0, -r * 0.2]));
    x += 2 * r + gap;
  });
  return parts;
};

export { standUp };
