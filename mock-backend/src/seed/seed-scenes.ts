import { COMPANY } from '@gear/contract/company';
import { CATALOGUE_EDITION } from './catalogue-pdf.ts';
import { MATERIALS as M } from './draw/material.ts';
import { transformMesh } from './draw/mesh.ts';
import type { Rng } from './draw/prng.ts';
import type { Frame } from './draw/scene.ts';
import { escapeXml, fmt, type Defs } from './draw/svg-util.ts';
import type { ImageRecipe } from './seed-products.ts';
import * as P from './seed-parts.ts';

/** Homepage sliders, gallery pictures and the e-brochure cover. */

interface SliderSeed {
  readonly title: string;
  readonly description: string;
  readonly image: ImageRecipe & { readonly overlay?: (defs: Defs, w: number, h: number) => string };
}

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

export const SEED_SLIDERS: readonly SliderSeed[] = [
  {
    title: 'Precision Gears Built to Last',
    description:
      'Spur, helical and bevel gears hobbed, heat treated and ground in-house since 2005 - tested for hardness, concentricity and surface finish before they leave Rajkot.',
    image: {
      backdrop: 'workshop',
      camera: { yaw: -0.35, pitch: 0.72 },
      frame: HERO_FRAME,
      parts: (rng: Rng) => [...P.spurSet(), ...shift(P.straightBevel(rng), 190, -200)],
      overlay: leftShade,
    },
  },
  {
    title: 'Gearboxes for Agriculture & Industry',
    description:
      'Helical gear units, worm reducers and T-type agricultural gearboxes for rotavators and implements, built around our own case-hardened gears and EN-19 shafts.',
    image: {
      backdrop: 'steelBlue',
      camera: { yaw: -0.55, pitch: 0.3 },
      frame: HERO_FRAME,
      parts: () => [...P.blueGearbox(), ...shift(P.agriGearbox(), 330, 170)],
      overlay: leftShade,
    },
  },
  {
    title: 'Service for Industries',
    description:
      'From one-off replacement gears to OEM production batches: CNC machining, gear cutting, heat treatment and inspection under one roof for automotive, agricultural and industrial customers.',
    image: {
      backdrop: 'dark',
      camera: { yaw: 0.25, pitch: 0.5 },
      frame: HERO_FRAME,
      parts: () => [
        ...P.crownAndPinion(2.0),
        P.layShaft(P.TRANSMISSION_SHAFT, M.groundSteel, -0.4, [0, 0, 240]),
      ],
      overlay: leftShade,
    },
  },
];

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

/** E-brochure cover: gear still life under title typography. */
export const BROCHURE_COVER: ImageRecipe & {
  readonly overlay: (defs: Defs, w: number, h: number) => string;
} = {
  backdrop: 'steelBlue',
  camera: { yaw: -0.3, pitch: 0.7 },
  frame: { x: 0.06, y: 0.46, w: 0.88, h: 0.46 },
  parts: (rng) => [
    ...P.spurSet(),
    ...shift(P.straightBevel(rng, M.steel, M.caseHardened), 240, -180),
  ],
  overlay: (defs, w, h) => {
    const band = defs.linear(
      [
        [0, '#05080c', 0.85],
        [0.7, '#05080c', 0.35],
        [1, '#05080c', 0],
      ],
      0,
      0,
      0,
      1,
    );
    const font = 'font-family="DejaVu Sans, Liberation Sans, sans-serif"';
    const t = (x: number, y: number, size: number, text: string, extra = ''): string =>
      `<text x="${fmt(x)}" y="${fmt(y)}" ${font} font-size="${fmt(size)}" ${extra}>${escapeXml(text)}</text>`;
    let s = `<rect width="${w}" height="${fmt(h * 0.5)}" fill="url(#${band})"/>`;
    s += `<rect x="${fmt(w * 0.08)}" y="${fmt(h * 0.07)}" width="${fmt(w * 0.1)}" height="6" fill="#d9342b"/>`;
    s += t(
      w * 0.08,
      h * 0.12,
      w * 0.042,
      COMPANY.wordmark.name,
      'font-weight="bold" fill="#ffffff" letter-spacing="3"',
    );
    s += t(
      w * 0.08,
      h * 0.152,
      w * 0.028,
      COMPANY.wordmark.subtitle,
      'fill="#9fc4ee" letter-spacing="6"',
    );
    s += t(w * 0.08, h * 0.27, w * 0.085, 'PRODUCT', 'font-weight="bold" fill="#ffffff"');
    s += t(w * 0.08, h * 0.345, w * 0.085, 'CATALOGUE', 'font-weight="bold" fill="#ffffff"');
    s += t(
      w * 0.08,
      h * 0.395,
      w * 0.032,
      `${CATALOGUE_EDITION}  ·  Gears · Shafts · Gearboxes`,
      'fill="#d6e4f3"',
    );
    const badge = (x: number, label: string, sub: string): string =>
      `<rect x="${fmt(x)}" y="${fmt(h * 0.9)}" width="${fmt(w * 0.26)}" height="${fmt(h * 0.06)}" rx="6" fill="#0b1a2e" fill-opacity=".75" stroke="#5fa8ff" stroke-opacity=".6"/>` +
      t(
        x + w * 0.13,
        h * 0.928,
        w * 0.034,
        label,
        'font-weight="bold" fill="#ffffff" text-anchor="middle"',
      ) +
      t(
        x + w * 0.13,
        h * 0.951,
        w * 0.019,
        sub,
        'fill="#9fc4ee" text-anchor="middle" letter-spacing="1"',
      );
    s += badge(w * 0.06, '100+', 'PRODUCTS');
    s += badge(w * 0.37, '25+', 'YEARS');
    s += badge(w * 0.68, 'ISO', COMPANY.certification.replace('ISO ', ''));
    return s;
  },
};
