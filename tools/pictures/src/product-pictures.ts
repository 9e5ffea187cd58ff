import type { SeedProductTitle } from '../../../mock-backend/src/seed/seed-products.ts';
import type { Material } from './draw/material.ts';
import { MATERIALS as M } from './draw/material.ts';
import { transformMesh, type Camera } from './draw/mesh.ts';
import type { Rng } from './draw/prng.ts';
import type { Backdrop, Frame, SceneSpec } from './draw/scene.ts';
import type { Defs } from './draw/svg-util.ts';
import * as P from './seed-parts.ts';

/**
 * How each seed picture is drawn: a scene of parts, a camera, a backdrop and an optional frame,
 * caption and glow. The products' pictures are keyed by the titles of the mock's seed catalogue,
 * so a product without pictures (or pictures of a product that is gone) does not compile.
 */

export interface ImageRecipe {
  readonly backdrop: Backdrop;
  readonly camera: Camera;
  readonly parts: (rng: Rng) => P.Parts;
  readonly frame?: Frame;
  readonly caption?: { readonly title: string; readonly detail?: string };
  /** Film grain amplitude (photographic look for the big pictures). */
  readonly grain?: number;
  /** Light halos (hot parts, lamps) painted behind the objects. */
  readonly glows?: SceneSpec['glows'];
}

/** A recipe with a flat overlay painted over the scene (hero shade, cover typography). */
export type OverlaidRecipe = ImageRecipe & {
  readonly overlay?: (defs: Defs, w: number, h: number) => string;
};

interface ProductPictures {
  readonly main: ImageRecipe;
  /** 2 to 6 images. */
  readonly subs: readonly ImageRecipe[];
}

const floorAt = (parts: P.Parts, y: number): P.Parts =>
  parts.map((m) => transformMesh(m, { pos: [0, y, 0] }));
const on = (mesh: P.Parts[number], half: number): P.Parts => [
  transformMesh(mesh, { pos: [0, half, 0] }),
];

const CLOSE: Frame = { x: -0.15, y: -0.1, w: 1.3, h: 1.3 };
const WIDE: Frame = { x: 0.06, y: 0.12, w: 0.88, h: 0.74 };

const spurStandingSpec = (mat: Material) => ({ ...P.SPUR_WEB, mat, toothMat: mat });

export const PRODUCT_PICTURES: Readonly<Record<SeedProductTitle, ProductPictures>> = {
  'Spur Gears': {
    main: {
      backdrop: 'studio',
      camera: { yaw: 0.25, pitch: 0.72 },
      parts: (rng) => P.spurWebGear(rng),
    },
    subs: [
      {
        backdrop: 'dark',
        camera: { yaw: 0.35, pitch: 0.22 },
        parts: (rng) => P.spurStanding(rng, spurStandingSpec(M.steel), 0),
        caption: { title: 'Spur gear', detail: 'm 4 · z 42 · 20MnCr5 case hardened' },
      },
      { backdrop: 'studioCool', camera: { yaw: 0.2, pitch: 0.8 }, parts: () => P.spurPair() },
      { backdrop: 'workshop', camera: { yaw: -0.3, pitch: 0.62 }, parts: () => P.spurSet() },
      {
        backdrop: 'dark',
        camera: { yaw: 0.1, pitch: 0.55 },
        parts: (rng) => P.spurWebGear(rng, M.caseHardened),
        frame: CLOSE,
      },
    ],
  },
  'Helical Gears': {
    main: {
      backdrop: 'studio',
      camera: { yaw: -0.2, pitch: 0.62 },
      parts: (rng) => P.helicalGear(rng),
    },
    subs: [
      { backdrop: 'studio', camera: { yaw: 0.3, pitch: 0.7 }, parts: () => P.helicalPair() },
      {
        backdrop: 'dark',
        camera: { yaw: 0.5, pitch: 0.3 },
        parts: () => [P.layShaft(P.PINION_SHAFT, M.groundSteel, 0.2)],
        frame: WIDE,
        caption: { title: 'Helical pinion shaft', detail: 'mn 4 · z 17 · β 18° · EN-36' },
      },
      {
        backdrop: 'dark',
        camera: { yaw: -0.3, pitch: 0.5 },
        parts: (rng) =>
          P.helicalGear(rng, { mat: M.blackened, toothMat: M.groundSteel, engraving: undefined }),
      },
    ],
  },
  'Bevel Gears': {
    main: {
      backdrop: 'studio',
      camera: { yaw: -0.55, pitch: 0.5 },
      parts: () => P.bevelSet('reduction'),
    },
    subs: [
      {
        backdrop: 'dark',
        camera: { yaw: 0.2, pitch: 0.55 },
        parts: (rng) => P.straightBevel(rng),
        caption: { title: 'Straight bevel gear', detail: 'm 5 · z 28 · case carburised' },
      },
      {
        backdrop: 'studioCool',
        camera: { yaw: 0.3, pitch: 0.62 },
        parts: (rng) => P.spiralBevel(rng),
      },
      { backdrop: 'studio', camera: { yaw: -0.5, pitch: 0.42 }, parts: () => P.bevelSet('mitre') },
      {
        backdrop: 'dark',
        camera: { yaw: 0.1, pitch: 1.15 },
        parts: (rng) => P.straightBevel(rng, M.steel, M.steel),
      },
      {
        backdrop: 'workshop',
        camera: { yaw: -0.4, pitch: 0.55 },
        parts: () => P.bevelSet('reduction'),
      },
    ],
  },
  'Worm & Worm Wheel': {
    main: { backdrop: 'dark', camera: { yaw: 0.35, pitch: 0.48 }, parts: () => P.wormSet() },
    subs: [
      {
        backdrop: 'studio',
        camera: { yaw: 0.4, pitch: 0.3 },
        parts: () => [P.layShaft(P.WORM, M.brightSteel, 0.15)],
        frame: WIDE,
        caption: { title: 'Ground worm shaft', detail: 'Single start · EN-36 · 58-60 HRC' },
      },
      {
        backdrop: 'studio',
        camera: { yaw: 0.2, pitch: 0.7 },
        parts: (rng) => on(P.wormWheel(rng), 26),
      },
    ],
  },
  'Crown Wheel & Pinion': {
    main: {
      backdrop: 'studio',
      camera: { yaw: 0.35, pitch: 0.62 },
      parts: () => P.crownAndPinion(-2.3),
    },
    subs: [
      {
        backdrop: 'studioCool',
        camera: { yaw: 0.1, pitch: 1.05 },
        parts: (rng) => on(P.crownWheel(rng), 22),
      },
      {
        backdrop: 'studio',
        camera: { yaw: 0.45, pitch: 0.3 },
        parts: () => [P.layShaft(P.CROWN_PINION_SHAFT, M.groundSteel, -0.3)],
        frame: WIDE,
      },
      {
        backdrop: 'dark',
        camera: { yaw: -0.4, pitch: 0.55 },
        parts: () => P.crownAndPinion(1.6),
        caption: { title: 'Crown wheel & pinion', detail: '9 : 41 · spiral bevel · lapped set' },
      },
      {
        backdrop: 'workshop',
        camera: { yaw: 0.2, pitch: 0.4 },
        parts: (rng) =>
          P.spurStanding(
            rng,
            {
              teeth: 41,
              module: 6,
              faceWidth: 40,
              mat: M.steel,
              toothMat: M.caseHardened,
              bore: 72,
              helixDeg: 25,
            },
            0.3,
          ),
      },
    ],
  },
  'Transmission Shafts': {
    main: {
      backdrop: 'studio',
      camera: { yaw: 0, pitch: 0.42 },
      parts: () => [P.layShaft(P.TRANSMISSION_SHAFT, M.groundSteel, 0.75)],
      frame: WIDE,
    },
    subs: [
      {
        backdrop: 'dark',
        camera: { yaw: 0, pitch: 0.3 },
        parts: () => [P.layShaft(P.TRANSMISSION_SHAFT, M.brightSteel, -0.3)],
        frame: WIDE,
        caption: { title: 'Transmission shaft', detail: 'EN-19 · induction hardened 55-60 HRC' },
      },
      {
        backdrop: 'studioCool',
        camera: { yaw: 0, pitch: 0.45 },
        parts: () => [
          P.layShaft(P.TRANSMISSION_SHAFT, M.groundSteel, 0.3, [0, 0, -60]),
          P.layShaft(P.PINION_SHAFT, M.groundSteel, 0.3, [0, 0, 60]),
        ],
        frame: WIDE,
      },
      {
        backdrop: 'dark',
        camera: { yaw: -0.5, pitch: 0.35 },
        parts: () => [P.layShaft(P.TRANSMISSION_SHAFT, M.groundSteel, 0.2, [-140, 0, 0])],
        frame: { x: -0.2, y: -0.35, w: 1.9, h: 1.6 },
      },
    ],
  },
  'Spline Shafts': {
    main: {
      backdrop: 'studioCool',
      camera: { yaw: 0, pitch: 0.42 },
      parts: () => [P.layShaft(P.SPLINE_SHAFT, M.groundSteel, -0.7)],
      frame: WIDE,
    },
    subs: [
      {
        backdrop: 'dark',
        camera: { yaw: 0.6, pitch: 0.3 },
        parts: () => [P.layShaft(P.SPLINE_SHAFT, M.brightSteel, 0.2, [120, 0, 0])],
        frame: { x: -0.4, y: -0.3, w: 1.9, h: 1.6 },
      },
      {
        backdrop: 'studio',
        camera: { yaw: 0, pitch: 0.4 },
        parts: () => [P.layShaft(P.SPLINE_SHAFT, M.phosphate, 0.3)],
        frame: WIDE,
      },
    ],
  },
  'Industrial Gearbox Assembly': {
    main: { backdrop: 'studio', camera: { yaw: -0.62, pitch: 0.32 }, parts: () => P.blueGearbox() },
    subs: [
      { backdrop: 'dark', camera: { yaw: 0.55, pitch: 0.3 }, parts: () => P.blueGearbox() },
      {
        backdrop: 'studioCool',
        camera: { yaw: -0.5, pitch: 0.4 },
        parts: () => P.greyGearbox(),
        caption: { title: 'Helical gear unit', detail: 'Two stage · 12.5 : 1 · foot mounted' },
      },
      { backdrop: 'workshop', camera: { yaw: -0.25, pitch: 0.7 }, parts: () => P.spurSet() },
      { backdrop: 'steelBlue', camera: { yaw: -0.75, pitch: 0.28 }, parts: () => P.greyGearbox() },
    ],
  },
  'Rotavator Gearbox Gears': {
    main: { backdrop: 'studio', camera: { yaw: -0.45, pitch: 0.6 }, parts: () => P.rotavatorSet() },
    subs: [
      {
        backdrop: 'dark',
        camera: { yaw: 0.3, pitch: 0.6 },
        parts: (rng) => P.straightBevel(rng, M.phosphate, M.blackened),
      },
      { backdrop: 'workshop', camera: { yaw: -0.3, pitch: 0.55 }, parts: () => P.rotavatorSet() },
      {
        backdrop: 'studio',
        camera: { yaw: 0.2, pitch: 0.25 },
        parts: (rng) =>
          P.standingRow(rng, [
            {
              teeth: 30,
              module: 4.5,
              faceWidth: 30,
              mat: M.phosphate,
              toothMat: M.blackened,
              bore: 20,
              hub: { radius: 32, extra: 8 },
            },
            {
              teeth: 22,
              module: 4.5,
              faceWidth: 30,
              mat: M.phosphate,
              toothMat: M.blackened,
              bore: 16,
              hub: { radius: 26, extra: 8 },
            },
          ]),
        frame: WIDE,
      },
    ],
  },
  'Tractor PTO Shafts': {
    main: {
      backdrop: 'studio',
      camera: { yaw: 0, pitch: 0.42 },
      parts: () => [P.layShaft(P.PTO_SHAFT, M.groundSteel, 0.7)],
      frame: WIDE,
    },
    subs: [
      {
        backdrop: 'dark',
        camera: { yaw: -0.9, pitch: 0.3 },
        parts: () => [P.layShaft(P.PTO_SHAFT, M.brightSteel, 0, [-150, 0, 0])],
        frame: { x: -0.1, y: -0.3, w: 1.8, h: 1.6 },
        caption: { title: 'PTO spline', detail: '1-3/8" six-spline · 540 rpm' },
      },
      {
        backdrop: 'studioCool',
        camera: { yaw: 0, pitch: 0.5 },
        parts: () => [
          P.layShaft(P.PTO_SHAFT, M.groundSteel, -0.25, [0, 0, -50]),
          P.layShaft(P.SPLINE_SHAFT, M.groundSteel, -0.25, [0, 0, 70]),
        ],
        frame: WIDE,
      },
    ],
  },
  'Chain Sprockets': {
    main: {
      backdrop: 'studio',
      camera: { yaw: 0.3, pitch: 0.7 },
      parts: (rng) => on(P.sprocket(rng, 2), P.sprocketHalfHeight(2)),
    },
    subs: [
      {
        backdrop: 'dark',
        camera: { yaw: 0.3, pitch: 0.65 },
        parts: (rng) => on(P.sprocket(rng, 1), P.sprocketHalfHeight(1)),
      },
      {
        backdrop: 'studioCool',
        camera: { yaw: 0.2, pitch: 0.62 },
        parts: (rng) => on(P.sprocket(rng, 3), P.sprocketHalfHeight(3)),
        caption: { title: 'Triplex sprocket', detail: '16B-3 · 21 teeth · hardened' },
      },
      {
        backdrop: 'dark',
        camera: { yaw: 0.4, pitch: 0.25 },
        parts: (rng) => [P.standUp(P.sprocket(rng, 1, 25), 106, 0.2)],
      },
      {
        backdrop: 'workshop',
        camera: { yaw: 0.2, pitch: 0.6 },
        parts: (rng) => [
          ...on(P.sprocket(rng, 1, 17), 23),
          ...floorAt(
            [transformMesh(P.sprocket(rng, 2, 25), { pos: [210, 0, -40] })],
            P.sprocketHalfHeight(2),
          ),
        ],
      },
      {
        backdrop: 'dark',
        camera: { yaw: 0.15, pitch: 0.75 },
        parts: (rng) => on(P.sprocket(rng, 2, 23, M.steel), P.sprocketHalfHeight(2)),
        frame: CLOSE,
      },
      {
        backdrop: 'steelBlue',
        camera: { yaw: -0.3, pitch: 0.55 },
        parts: (rng) => on(P.sprocket(rng, 3, 19), P.sprocketHalfHeight(3)),
      },
    ],
  },
  'Internal Ring Gears': {
    main: {
      backdrop: 'studioCool',
      camera: { yaw: 0.2, pitch: 0.85 },
      parts: (rng) => on(P.ring(rng), 17),
    },
    subs: [
      { backdrop: 'dark', camera: { yaw: 0.2, pitch: 0.88 }, parts: () => P.planetarySet() },
      {
        backdrop: 'studio',
        camera: { yaw: 0.3, pitch: 0.2 },
        parts: (rng) => [P.standUp(P.ring(rng), 118, 0.3)],
      },
    ],
  },
  'Planetary Gear Sets': {
    main: { backdrop: 'studio', camera: { yaw: 0.15, pitch: 0.82 }, parts: () => P.planetarySet() },
    subs: [
      {
        backdrop: 'blueprint',
        camera: { yaw: 0, pitch: 1.35 },
        parts: () => P.planetarySet(),
        caption: { title: 'Planetary stage', detail: 'z 18 / 21 / 60 · m 3 · ratio 4.33 : 1' },
      },
      { backdrop: 'dark', camera: { yaw: 0.3, pitch: 0.7 }, parts: () => P.planetarySet(false) },
      { backdrop: 'workshop', camera: { yaw: -0.2, pitch: 0.55 }, parts: () => P.planetarySet() },
    ],
  },
  'Agricultural Right-Angle Gearboxes': {
    main: { backdrop: 'studio', camera: { yaw: -0.55, pitch: 0.38 }, parts: () => P.agriGearbox() },
    subs: [
      {
        backdrop: 'dark',
        camera: { yaw: 0.5, pitch: 0.35 },
        parts: () => P.agriGearbox(M.paintGreen),
      },
      {
        backdrop: 'workshop',
        camera: { yaw: -0.4, pitch: 0.45 },
        parts: () => P.agriGearbox(M.paintOrange),
      },
      {
        backdrop: 'studioCool',
        camera: { yaw: -0.2, pitch: 0.55 },
        parts: () => P.bevelSet('reduction'),
        caption: { title: 'Spiral bevel pair', detail: 'Inside the T-type gearbox' },
      },
    ],
  },
};
