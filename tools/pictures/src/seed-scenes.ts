import type { SeedSliderTitle } from '../../../mock-backend/src/seed/seed-sliders.ts';
import { MATERIALS as M } from './draw/material.ts';
import { transformMesh } from './draw/mesh.ts';
import type { Rng } from './draw/prng.ts';
import type { Frame } from './draw/scene.ts';
import type { Defs } from './draw/svg-util.ts';
import type { ImageRecipe, OverlaidRecipe } from './product-pictures.ts';
import * as P from './seed-parts.ts';

/** Homepage slides and gallery pictures (the e-brochure cover is site-images/scenes.ts's). */

/** Objects on the right, darkened left side for the hero text. */
const HERO_FRAME: Frame = { x: 0.38, y: 0.1, w: 0.6, h: 0.84 };

const leftShade = (defs: Defs, w: number, h: number): string => {
  const g = defs.linear(
    [
      [0, '#05080c', 0.72],
      [0.45, '#05080c', 0.35],
      [0.7, '#05080c', 0],
    ],
    0,
    0,
    1,
    0,
  );
  return `<rect width="${w}" height="${h}" fill="url(#${g})"/>`;
};

const shift = (parts: P.Parts, x: number, z: number): P.Parts =>
  parts.map((m) => transformMesh(m, { pos: [x, 0, z] }));

export const SLIDER_PICTURES: Readonly<Record<SeedSliderTitle, OverlaidRecipe>> = {
  'Precision Gears Built to Last': {
    backdrop: 'workshop',
    camera: { yaw: -0.35, pitch: 0.72 },
    frame: HERO_FRAME,
    parts: (rng: Rng) => [...P.spurSet(), ...shift(P.straightBevel(rng), 190, -200)],
    overlay: leftShade,
  },
  'Gearboxes for Agriculture & Industry': {
    backdrop: 'steelBlue',
    camera: { yaw: -0.55, pitch: 0.3 },
    frame: HERO_FRAME,
    parts: () => [...P.blueGearbox(), ...shift(P.agriGearbox(), 330, 170)],
    overlay: leftShade,
  },
  'Service for Industries': {
    backdrop: 'dark',
    camera: { yaw: 0.25, pitch: 0.5 },
    frame: HERO_FRAME,
    parts: () => [
      ...P.crownAndPinion(2.0),
      P.layShaft(P.TRANSMISSION_SHAFT, M.groundSteel, -0.4, [0, 0, 240]),
    ],
    overlay: leftShade,
  },
};

export const SEED_GALLERY: readonly ImageRecipe[] = [
  { backdrop: 'workshop', camera: { yaw: -0.3, pitch: 0.65 }, parts: () => P.spurSet() },
  {
    backdrop: 'furnace',
    camera: { yaw: 0.2, pitch: 0.6 },
    parts: (rng) => [
      ...P.spurWebGear(rng, M.hot, M.hot),
      ...shift(
        P.helicalGear(rng, { mat: M.phosphate, toothMat: M.phosphate, engraving: undefined }),
        250,
        -120,
      ),
    ],
    caption: { title: 'Heat treatment', detail: 'Carburising and hardening in-house' },
    glows: [
      { at: [0, 20, 0], radius: 300, color: '#ff6a00', strength: 0.9 },
      { at: [0, 30, 0], radius: 150, color: '#ffc46b', strength: 0.55 },
    ],
  },
  {
    backdrop: 'studioCool',
    camera: { yaw: 0, pitch: 0.55 },
    parts: () => [
      P.layShaft(P.TRANSMISSION_SHAFT, M.groundSteel, 0.25, [0, 0, -110]),
      P.layShaft(P.SPLINE_SHAFT, M.groundSteel, 0.25, [0, 0, 0]),
      P.layShaft(P.PTO_SHAFT, M.groundSteel, 0.25, [0, 0, 110]),
    ],
  },
  {
    backdrop: 'workshop',
    camera: { yaw: 0.25, pitch: 0.62 },
    parts: (rng) => [
      transformMesh(P.sprocket(rng, 2, 25), { pos: [0, P.sprocketHalfHeight(2), 0] }),
      transformMesh(P.sprocket(rng, 1, 17), { pos: [230, P.sprocketHalfHeight(1), 60] }),
      transformMesh(P.sprocket(rng, 3, 19), { pos: [-220, P.sprocketHalfHeight(3), 90] }),
    ],
  },
  {
    backdrop: 'dark',
    camera: { yaw: 0.55, pitch: 0.5 },
    parts: () => P.bevelSet('mitre'),
    frame: { x: 0.02, y: 0.02, w: 0.96, h: 0.96 },
  },
  { backdrop: 'blueprint', camera: { yaw: 0, pitch: 1.3 }, parts: () => P.planetarySet() },
  {
    backdrop: 'workshop',
    camera: { yaw: -0.5, pitch: 0.35 },
    parts: () => [...P.blueGearbox(), ...shift(P.greyGearbox(), -380, -260)],
    caption: { title: 'Assembly and testing', detail: 'Every gearbox is run-in before dispatch' },
  },
  { backdrop: 'studio', camera: { yaw: 0.4, pitch: 0.6 }, parts: () => P.crownAndPinion(2.2) },
  { backdrop: 'steelBlue', camera: { yaw: 0.3, pitch: 0.45 }, parts: () => P.wormSet() },
  {
    backdrop: 'studio',
    camera: { yaw: 0.25, pitch: 0.22 },
    parts: (rng) =>
      P.standingRow(rng, [
        { ...P.SPUR_WEB, engraving: undefined },
        { ...P.HELICAL, engraving: undefined },
        {
          teeth: 24,
          module: 4,
          faceWidth: 30,
          mat: M.blackened,
          bore: 14,
          hub: { radius: 24, extra: 8 },
        },
        { teeth: 16, module: 4, faceWidth: 36, mat: M.caseHardened, bore: 10 },
      ]),
  },
];
