import type { GearSpec } from '../draw/gear-svg.ts';
import { COMPANY } from '@gear/contract/company';
import { MATERIALS as M } from '../draw/material.ts';
import { viewMatrix, type Camera } from '../draw/mesh.ts';
import { apply } from '../draw/math3d.ts';
import { createRng, type Rng } from '../draw/prng.ts';
import type { LayeredSvg } from '../draw/raster.ts';
import { composeScene, type Backdrop, type Frame, type SceneSpec } from '../draw/scene.ts';
import { fmt, type Defs } from '../draw/svg-util.ts';
import * as P from '../seed-parts.ts';
import { CATALOGUE_YEAR } from '../catalogue-pdf.ts';
import { certificateSvg } from './certificate.ts';
import { factoryExterior } from './factory.ts';
import { inspectionTeam } from './team.ts';
import { bodyPanels, cncScreen, text, type Markup } from './decals.ts';
import { box, cyl, move, panel, SITE_MATS as S, turned, type Part } from './kit.ts';
import {
  centreMachine,
  dialStand,
  gearAt,
  gearMachine,
  hardnessTester,
  leadProfileTester,
  MACHINE_STYLES as ST,
  microscope,
  runOutTester,
  shaftAlongX,
  shavingMachine,
  SPUR_B,
  tip,
  verticalMachine,
  WORK_ZONE_FRAME,
} from './machines.ts';
import type { SiteImageSpec } from './site-image-specs.ts';

/** One recipe per static site image. */

type Rendered =
  | { readonly kind: 'scene'; readonly scene: LayeredSvg }
  | {
      readonly kind: 'svg';
      readonly svg: string;
    };

interface Shot {
  readonly backdrop: Backdrop;
  readonly camera: Camera;
  readonly parts: readonly Part[];
  readonly frame?: Frame;
  readonly grain?: number;
  readonly vignette?: number;
  readonly overlay?: (defs: Defs, w: number, h: number) => string;
  readonly underlay?: SceneSpec['underlay'];
  readonly glows?: SceneSpec['glows'];
  readonly order?: 'depth' | 'given';
  readonly tint?: number;
  readonly caption?: SceneSpec['caption'];
  /** Slabs, tables and floors painted first (under everything else, which is depth sorted). */
  readonly base?: readonly Part[];
}

/** Parts sorted far to near by their mean view depth. */
function byDepth(parts: readonly Part[], camera: Camera): Part[] {
  const m = viewMatrix(camera);
  // Depth of the bounding-box centre: vertex means are biased towards finely tessellated faces.
  const depth = (part: Part): number => {
    const lo = [Infinity, Infinity, Infinity];
    const hi = [-Infinity, -Infinity, -Infinity];
    for (const f of part) {
      for (const p of f.pts) {
        for (let k = 0; k < 3; k += 1) {
          lo[k] = Math.min(lo[k] ?? 0, p[k] ?? 0);
          hi[k] = Math.max(hi[k] ?? 0, p[k] ?? 0);
        }
      }
    }
    const c = (k: number): number => ((lo[k] ?? 0) + (hi[k] ?? 0)) / 2;
    return apply(m, [c(0), c(1), c(2)])[2];
  };
  return parts
    .map((part) => ({ part, d: depth(part) }))
    .sort((a, b) => a.d - b.d)
    .map((x) => x.part);
}

type Recipe = (rng: Rng, w: number, h: number) => Shot | { readonly svg: string };

const MACHINE_CAM: Camera = { yaw: -0.42, pitch: 0.3 };
const MACHINE_FRAME: Frame = { x: 0.02, y: 0.05, w: 0.96, h: 1.02 };

const machineShot = (
  parts: readonly Part[],
  camera: Camera = MACHINE_CAM,
  frame: Frame = MACHINE_FRAME,
): Shot => ({
  backdrop: 'workshop',
  camera,
  parts,
  frame,
  grain: 2,
  order: 'given',
});

const darken =
  (left: number, right: number, bottom = 0) =>
  (defs: Defs, w: number, h: number): string => {
    const g = defs.linear(
      [
        [0, '#04070b', left],
        [0.55, '#04070b', (left + right) / 2],
        [1, '#04070b', right],
      ],
      0,
      0,
      1,
      0,
    );
    let s = `<rect width="${w}" height="${h}" fill="url(#${g})"/>`;
    if (bottom > 0) {
      const b = defs.linear(
        [
          [0, '#04070b', 0],
          [1, '#04070b', bottom],
        ],
        0,
        0,
        0,
        1,
      );
      s += `<rect width="${w}" height="${h}" fill="url(#${b})"/>`;
    }
    return s;
  };

/** Microstructure (ferrite / pearlite grains) for the microscope monitor. */
const microstructure =
  (rng: Rng, w: number, h: number): Markup =>
  () => {
    let s = `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h)}" fill="#cfc7b4"/>`;
    for (let i = 0; i < 140; i += 1) {
      const x = rng.range(-w / 2, w / 2);
      const y = rng.range(-h / 2, h / 2);
      const r = rng.range(10, 30);
      const dark = rng.next() > 0.55;
      s += `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(r)}" ry="${fmt(r * rng.range(0.6, 1))}" fill="${dark ? '#3d362c' : '#e3dccb'}" fill-opacity="${dark ? 0.75 : 0.6}" stroke="#6d6352" stroke-width="1.2"/>`;
    }
    s += `<rect x="${fmt(-w / 2)}" y="${fmt(h / 2 - 40)}" width="${fmt(w)}" height="40" fill="#101418" fill-opacity=".8"/>`;
    s += text(-w / 2 + 16, h / 2 - 13, 22, '500x   EN-19  core structure', 'fill="#e8eef5"');
    s += `<path d="M${fmt(w / 2 - 140)} ${fmt(h / 2 - 60)}h110" stroke="#ffffff" stroke-width="5"/>`;
    return s;
  };

const gearRack = (rng: Rng, z: number, count: number, spec: GearSpec, y: number): Part[] => {
  const parts: Part[] = [];
  const r = tip(spec);
  const total = count * (2 * r + 40);
  parts.push(box(total + 120, 40, 2 * r + 60, M.castIron, [0, y - 40, z]));
  for (let i = 0; i < count; i += 1) {
    parts.push(gearAt(rng, spec, -total / 2 + r + 20 + i * (2 * r + 40), y, z));
  }
  return parts;
};

const RECIPES: Record<string, Recipe> = {
  'machinery/hobbing': (rng) =>
    machineShot(gearMachine(rng, ST.cream, 'hob'), MACHINE_CAM, WORK_ZONE_FRAME),
  'machinery/cnc-hobbing': (rng) =>
    machineShot(
      gearMachine(rng, { ...ST.cncWhite, label: 'CNC HOBBING' }, 'hob'),
      { yaw: -0.55, pitch: 0.28 },
      WORK_ZONE_FRAME,
    ),
  'machinery/gear-grinding': (rng) =>
    machineShot(
      gearMachine(rng, { ...ST.cncGrey, label: 'GEAR GRINDER' }, 'grind'),
      MACHINE_CAM,
      WORK_ZONE_FRAME,
    ),
  'machinery/shaving': (rng) =>
    machineShot(
      shavingMachine(rng, { ...ST.green, label: 'SHAVING' }),
      { yaw: -0.7, pitch: 0.32 },
      { x: -0.06, y: -0.03, w: 1.12, h: 1.22 },
    ),
  'machinery/chamfering': (rng) =>
    machineShot(
      gearMachine(rng, { ...ST.blue, label: 'CHAMFERING' }, 'chamfer'),
      { yaw: -0.3, pitch: 0.36 },
      WORK_ZONE_FRAME,
    ),
  'machinery/cnc-turning': (rng) =>
    machineShot(
      centreMachine(rng, { ...ST.cncWhite, label: 'CNC LATHE' }, 'turn', P.TRANSMISSION_SHAFT),
      { yaw: -0.3, pitch: 0.3 },
    ),
  'machinery/cylindrical-grinding': (rng) =>
    machineShot(
      centreMachine(rng, { ...ST.green, label: 'CYL GRINDER' }, 'grind', P.SPLINE_SHAFT),
      { yaw: -0.25, pitch: 0.32 },
    ),
  'machinery/run-out-tester': (rng) =>
    machineShot(
      runOutTester(rng, { ...ST.cncWhite, label: 'RUN-OUT TESTER' }),
      { yaw: -0.6, pitch: 0.36 },
      { x: -0.1, y: 0.04, w: 1.2, h: 1.2 },
    ),
  'machinery/cnc-surface-grinding': (rng) =>
    machineShot(surfaceGrinder(rng), { yaw: -0.35, pitch: 0.34 }, WORK_ZONE_FRAME),
  'machinery/drilling': (rng) =>
    machineShot(verticalMachine(rng, { ...ST.green, label: 'RADIAL DRILL' }, 'drill'), {
      yaw: -0.4,
      pitch: 0.32,
    }),
  'machinery/broaching': (rng) =>
    machineShot(
      verticalMachine(rng, { ...ST.cream, label: 'BROACHING' }, 'broach'),
      {
        yaw: -0.5,
        pitch: 0.22,
      },
      { x: 0.03, y: 0.02, w: 0.94, h: 1.0 },
    ),
  'machinery/lead-profile-tester': (rng) =>
    machineShot(leadProfileTester(rng, { ...ST.cncWhite, label: 'GEAR TESTER' }), {
      yaw: -0.35,
      pitch: 0.3,
    }),
  'machinery/hardness-tester': (rng) =>
    machineShot(hardnessTester(rng, { ...ST.blue, label: 'HARDNESS' }, 'rockwell'), {
      yaw: -0.5,
      pitch: 0.25,
    }),
  'machinery/workshop-1': (rng) => ({
    backdrop: 'workshop',
    camera: { yaw: -0.3, pitch: 0.45 },
    parts: [
      box(1100, 560, 30, S.machineBlue, [0, 0, -130]),
      ...gearRack(rng, -60, 5, SPUR_B, 380),
      ...gearRack(rng, 0, 5, { ...SPUR_B, helixDeg: 20, teeth: 26 }, 200),
      ...gearRack(rng, 60, 5, { ...SPUR_B, teeth: 24, mat: M.blackened }, 20),
    ],
    order: 'given',
  }),
  'machinery/workshop-2': (rng) => ({
    backdrop: 'workshop',
    camera: { yaw: 0.35, pitch: 0.55 },
    base: [box(760, 60, 620, S.wood, [0, 0, 0])],
    parts: [
      ...[-240, -160, -80, 0, 80, 160, 240].map((z, i) =>
        shaftAlongX(i % 2 === 0 ? P.TRANSMISSION_SHAFT : P.SPLINE_SHAFT, M.groundSteel, [
          rng.range(-30, 30),
          90,
          z,
        ]),
      ),
    ],
  }),
  'machinery/workshop-3': (rng) => ({
    backdrop: 'furnace',
    camera: { yaw: 0.2, pitch: 0.5 },
    base: [box(560, 30, 420, M.castIron, [0, 0, 0])],
    parts: [
      gearAt(rng, { ...SPUR_B, mat: M.hot, toothMat: M.hot, teeth: 40 }, -120, 30, -80),
      gearAt(rng, { ...SPUR_B, mat: M.hot, toothMat: M.hot }, 140, 30, -90),
      gearAt(rng, { ...SPUR_B, mat: M.hot, toothMat: M.hot, teeth: 24 }, -60, 30, 120),
      gearAt(rng, { ...SPUR_B, mat: M.temper, toothMat: M.temper, teeth: 30 }, 150, 30, 110),
    ],
    glows: [
      { at: [0, 60, 0], radius: 420, color: '#ff6a00', strength: 0.85 },
      { at: [-100, 70, 0], radius: 200, color: '#ffc46b', strength: 0.5 },
    ],
  }),
  'machinery/workshop-4': (rng) => ({
    backdrop: 'workshop',
    camera: { yaw: -0.35, pitch: 0.6 },
    frame: { x: -0.1, y: -0.06, w: 1.2, h: 1.16 },
    base: [box(1100, 60, 560, S.granite, [0, 0, 0], { radius: 10 })],
    parts: [
      ...vBlock(-150, -60, 60),
      ...vBlock(200, -60, 60),
      shaftAlongX(P.PTO_SHAFT, M.groundSteel, [25, 170, -60], 1.5),
      gearAt(rng, SPUR_B, -330, 60, 170),
      gearAt(rng, { ...SPUR_B, teeth: 20 }, -140, 60, 200),
      gearAt(rng, { ...SPUR_B, helixDeg: 20, teeth: 26 }, 330, 60, 160),
      ...dialStand(rng, -60, 60, 120, 0.7),
    ],
  }),
  'lab/gear-lead-profile-tester': (rng) =>
    machineShot(leadProfileTester(rng, { ...ST.cncGrey, label: 'LEAD / PROFILE' }), {
      yaw: -0.2,
      pitch: 0.28,
    }),
  'lab/bench-center': (rng) =>
    machineShot(centreMachine(rng, ST.blue, 'bench', P.TRANSMISSION_SHAFT), {
      yaw: -0.2,
      pitch: 0.45,
    }),
  'lab/brinell-hardness-tester': (rng) =>
    machineShot(hardnessTester(rng, { ...ST.cream, label: 'BRINELL' }, 'brinell'), {
      yaw: -0.45,
      pitch: 0.25,
    }),
  'lab/rockwell-hardness-tester': (rng) =>
    machineShot(hardnessTester(rng, { ...ST.blue, label: 'ROCKWELL' }, 'rockwell'), {
      yaw: -0.3,
      pitch: 0.22,
    }),
  'lab/micro-vickers-hardness-tester': (rng) =>
    machineShot(hardnessTester(rng, { ...ST.cncWhite, label: 'MICRO VICKERS' }, 'vickers'), {
      yaw: -0.55,
      pitch: 0.25,
    }),
  'lab/metallurgical-microscope': (rng) =>
    machineShot(microscope(rng, ST.cncWhite, microstructure(rng, 680, 400)), {
      yaw: -0.35,
      pitch: 0.35,
    }),
  'videos/video-1': (rng) => ({
    ...machineShot(gearMachine(rng, ST.cncGrey, 'hob'), { yaw: -0.25, pitch: 0.2 }),
    frame: { x: -0.25, y: -0.35, w: 1.5, h: 1.5 },
    overlay: darken(0.35, 0.25, 0.3),
  }),
  'videos/video-2': (rng) => ({
    ...machineShot(centreMachine(rng, ST.cncWhite, 'turn', P.TRANSMISSION_SHAFT), {
      yaw: -0.2,
      pitch: 0.25,
    }),
    frame: { x: -0.2, y: -0.25, w: 1.4, h: 1.4 },
    overlay: darken(0.3, 0.3, 0.3),
  }),
  'videos/video-3': () => inductionLine(),
  'gallery-fallback/gallery-1': () => ({
    backdrop: 'studio',
    camera: { yaw: 0.3, pitch: 0.6 },
    parts: P.helicalPair(),
  }),
  'gallery-fallback/gallery-2': () => ({
    backdrop: 'dark',
    camera: { yaw: 0.3, pitch: 0.45 },
    parts: [
      P.layShaft(P.SPLINE_SHAFT, M.groundSteel, 0.3),
      P.layShaft(P.PTO_SHAFT, M.groundSteel, 0.3, [0, 0, 140]),
    ],
  }),
  'gallery-fallback/gallery-3': () => ({
    backdrop: 'studioCool',
    camera: { yaw: 0.5, pitch: 0.5 },
    parts: P.bevelSet('reduction'),
  }),
  'gallery-fallback/gallery-4': () => ({
    backdrop: 'workshop',
    camera: { yaw: -0.5, pitch: 0.35 },
    parts: P.blueGearbox(),
  }),
  'gallery-fallback/gallery-5': (rng) => ({
    backdrop: 'studio',
    camera: { yaw: 0.25, pitch: 0.62 },
    parts: [
      move(P.sprocket(rng, 2, 25), [0, P.sprocketHalfHeight(2), 0]),
      move(P.sprocket(rng, 1, 17), [230, P.sprocketHalfHeight(1), 60]),
      move(P.sprocket(rng, 3, 19), [-220, P.sprocketHalfHeight(3), 90]),
    ],
  }),
  'pages/welcome': (rng) => ({
    backdrop: 'workshop',
    camera: { yaw: -0.3, pitch: 0.62 },
    base: [box(680, 50, 420, S.granite, [0, 0, 0], { radius: 10 })],
    parts: [
      ...P.spurSet().map((p) => move(p, [-110, 50, 20])),
      gearAt(rng, { ...SPUR_B, helixDeg: 20 }, 240, 50, -90),
      gearAt(rng, { ...SPUR_B, teeth: 20, mat: M.blackened }, 250, 50, 130),
      ...dialStand(rng, -260, 50, -170, 0.6),
    ],
    frame: { x: -0.06, y: -0.02, w: 1.12, h: 1.1 },
  }),
  'pages/about-factory': (rng, w, h) => shopFloor(rng, w, h),
  'pages/quality-policy': (rng) => cmm(rng),
  'pages/client-satisfaction': () => dispatch(),
  'pages/team': (rng) => desk(rng),
  'pages/inquiry': () => ({
    backdrop: 'dark',
    camera: { yaw: 0.45, pitch: 0.5 },
    parts: P.helicalPair(),
    frame: { x: -0.38, y: 0.1, w: 1.6, h: 0.8 },
    grain: 3,
  }),
  'pages/infrastructure-shaft': () => ({
    backdrop: 'dark',
    camera: { yaw: 0.25, pitch: 0.35 },
    parts: [
      ...vBlock(-170, 0, 0),
      ...vBlock(170, 0, 0),
      shaftAlongX(P.TRANSMISSION_SHAFT, M.groundSteel, [0, 110, 0], 1.4),
    ],
    order: 'given',
    frame: { x: 0.02, y: 0.12, w: 0.96, h: 0.8 },
    caption: {
      title: 'Transmission shaft',
      detail: 'EN-19 · induction hardened · ground bearing seats',
    },
  }),
  'pages/certificate': () => ({ svg: certificateSvg(900, 1200) }),
  'pages/banner': (rng) => banner(rng),
  'pages/ebrochure-cover': (rng) => brochure(rng),
};

function surfaceGrinder(rng: Rng): Part[] {
  const st = { ...ST.cncGrey, label: 'CNC SURFACE GRINDER' };
  const parts: Part[] = [];
  parts.push(box(900, 1900, 800, st.paint, [0, 700, -620], { radius: 24 }));
  parts.push(box(700, 420, 700, st.trim, [0, 1300, -120], { radius: 20 }));
  parts.push(cyl(250, 80, S.abrasive, 'z', [0, 1100, 0], 56));
  parts.push(box(600, 260, 200, st.trim, [0, 1180, 80]));
  parts.push(box(2600, 700, 1100, st.paint, [0, 0, 0], { radius: 30 }));
  parts.push(box(2200, 80, 700, M.castIron, [0, 700, 50]));
  parts.push(box(1800, 60, 560, M.groundSteel, [0, 780, 50]));
  for (let i = 0; i < 4; i += 1) {
    parts.push(gearAt(rng, { ...SPUR_B, hub: undefined }, -600 + i * 380, 840, 60));
  }
  parts.push(panel(2500, 620, [0, 330, 551], S.darkGrey, bodyPanels(2500, 620, st.label)));
  parts.push(...[cyl(22, 420, M.steel, 'y', [1500, 1100, 440])]);
  parts.push(box(420, 560, 100, st.trim, [1500, 700, 500], { radius: 14 }));
  parts.push(panel(400, 540, [1500, 980, 551], S.darkGrey, cncScreen(400, 540, rng)));
  return parts;
}

const vBlock = (x: number, z: number, y = 0): Part[] => [
  box(120, 80, 180, M.castIron, [x, y, z], { radius: 4 }),
  panel(120, 80, [x, y + 40, z + 91], M.castIron, () => {
    return '<path d="M-60 -40L0 10L60 -40Z" fill="#0d1014"/>';
  }),
];

function inductionLine(): Shot {
  const coil: Part[] = [];
  for (let i = 0; i < 5; i += 1) coil.push(cyl(78, 16, S.copper, 'y', [0, 690 + i * 28, 0], 40));
  const parts: Part[] = [
    box(700, 1500, 400, S.machineGrey, [-900, 0, -500], { radius: 12 }),
    panel(
      420,
      300,
      [-900, 1150, -299],
      S.darkGrey,
      cncScreen(420, 300, createRng('induction'), '#ff9a3d'),
    ),
    box(900, 260, 600, S.machineGrey, [0, 0, -80], { radius: 16 }),
    box(160, 1100, 200, S.darkGrey, [-420, 260, -300]),
    box(420, 60, 80, S.copper, [-200, 760, -140]),
    cyl(70, 40, M.castIron, 'y', [0, 260, 0], 40),
    turned(
      [
        [40, 0],
        [40, 240],
        [45, 240],
        [45, 860],
        [30, 860],
        [30, 960],
      ],
      M.groundSteel,
      'y',
      [0, 300, 0],
      40,
      [undefined, undefined, M.groundSteel],
    ),
    cyl(49, 170, S.whiteHot, 'y', [0, 515, 0], 40),
    cyl(47, 60, M.hot, 'y', [0, 455, 0], 40),
    ...coil,
    cyl(40, 60, M.castIron, 'y', [0, 1260, 0], 32),
    box(160, 120, 200, S.machineGrey, [0, 1320, -60]),
    box(160, 40, 380, S.machineGrey, [0, 1400, -150]),
    box(700, 500, 500, S.machineGrey, [850, 0, 100], { radius: 12 }),
    ...[0, 1, 2, 3].map((i) =>
      shaftAlongX(P.SPLINE_SHAFT, i === 0 ? M.temper : M.groundSteel, [850, 540, -60 + i * 75], 1),
    ),
  ];
  return {
    backdrop: 'furnace',
    camera: { yaw: -0.35, pitch: 0.18 },
    parts,
    frame: { x: -0.02, y: -0.12, w: 1.04, h: 1.3 },
    order: 'given',
    glows: [
      { at: [0, 600, 0], radius: 520, color: '#ff7a1a', strength: 1 },
      { at: [0, 600, 0], radius: 200, color: '#ffd27a', strength: 0.8 },
    ],
    overlay: darken(0.45, 0.15, 0.25),
  };
}

function shopFloor(rng: Rng, w: number, h: number): Shot {
  const f = factoryExterior(rng, w, h);
  return {
    backdrop: 'studio',
    camera: f.camera,
    base: f.base,
    parts: f.parts,
    frame: f.frame,
    underlay: f.underlay,
    overlay: f.overlay,
    grain: 3,
  };
}

function cmm(rng: Rng): Shot {
  return {
    backdrop: 'studioCool',
    camera: { yaw: -0.4, pitch: 0.42 },
    frame: { x: -0.05, y: 0.04, w: 1.1, h: 1.3 },
    parts: [
      box(800, 300, 600, S.machineGrey, [0, 0, 0], { radius: 20 }),
      box(760, 90, 560, S.granite, [0, 300, 0], { radius: 6 }),
      box(60, 420, 80, S.machineWhite, [-330, 390, -170]),
      box(60, 420, 80, S.machineWhite, [330, 390, -170]),
      box(740, 70, 110, S.machineWhite, [0, 810, -170], { radius: 10 }),
      box(110, 130, 130, S.machineWhite, [60, 740, -120]),
      cyl(14, 240, M.groundSteel, 'y', [60, 560, -80]),
      cyl(22, 40, S.darkGrey, 'y', [60, 520, -80]),
      turned(
        [
          [0, 0],
          [2, 8],
          [3, 50],
        ],
        M.brightSteel,
        'y',
        [60, 474, -80],
        12,
      ),
      cyl(5, 6, S.red, 'y', [60, 470, -80], 12),
      cyl(40, 60, M.castIron, 'y', [0, 390, 40], 32),
      gearAt(rng, { ...P.SPUR_WEB, engraving: undefined }, 0, 450, 40),
    ],
    order: 'given',
  };
}

function dispatch(): Shot {
  const crate = (x: number, z: number, h = 420): Part[] => [
    box(420, h, 340, S.wood, [x, 0, z], { radius: 4 }),
    panel(420, h, [x, h / 2, z + 171], S.wood, crateMarkup(420, h)),
  ];
  return {
    backdrop: 'workshop',
    camera: { yaw: -0.35, pitch: 0.35 },
    frame: { x: -0.02, y: 0.0, w: 1.04, h: 1.04 },
    base: [box(1500, 60, 700, S.wood, [0, 0, 80], { radius: 4 })],
    parts: [
      ...crate(-520, -130, 360).map((p) => move(p, [0, 60, 0])),
      ...crate(-80, -150, 300).map((p) => move(p, [0, 60, 0])),
      ...crate(380, -120, 330).map((p) => move(p, [0, 60, 0])),
      ...P.blueGearbox().map((p) => move(p, [-300, 60, 250])),
      ...P.agriGearbox().map((p) => move(p, [220, 60, 260])),
      ...P.greyGearbox().map((p) => move(p, [600, 60, 300])),
    ],
  };
}

const crateMarkup =
  (w: number, h: number): Markup =>
  () => {
    let s = '';
    for (let i = 1; i < 5; i += 1) {
      s += `<path d="M${fmt(-w / 2)} ${fmt(-h / 2 + (h * i) / 5)}H${fmt(w / 2)}" stroke="#5a3d1e" stroke-opacity=".5" stroke-width="4"/>`;
    }
    s += `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h)}" fill="none" stroke="#8a6238" stroke-width="40"/>`;
    s += text(
      0,
      10,
      h * 0.1,
      'THIS SIDE UP',
      'fill="#2a1c10" fill-opacity=".75" text-anchor="middle" font-weight="bold"',
    );
    s += text(
      0,
      h * 0.18,
      h * 0.07,
      'FRAGILE · HANDLE WITH CARE',
      'fill="#2a1c10" fill-opacity=".6" text-anchor="middle"',
    );
    return s;
  };

function desk(rng: Rng): Shot {
  const sw = 1220;
  const sh = 700;
  const k = sw / 610;
  const team = inspectionTeam(
    rng,
    {
      w: sw,
      h: sh,
      markup: (defs) => `<g transform="scale(${k})">${cadScreen(610, 350)(defs)}</g>`,
    },
    drawingMarkup(900, 640, 640 / 900),
  );
  return {
    backdrop: 'workshop',
    camera: { yaw: -0.22, pitch: 0.2, perspective: 7000 },
    frame: { x: 0.0, y: 0.0, w: 1.04, h: 1.12 },
    base: team.base,
    parts: team.parts,
    glows: [{ at: [-200, 2600, -600], radius: 2200, color: '#ffcf8a', strength: 0.22 }],
    grain: 2,
  };
}

const cadScreen =
  (w: number, h: number): Markup =>
  () => {
    let s = `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h)}" fill="#20303f"/>`;
    s += `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h * 0.09)}" fill="#d8dee5"/>`;
    for (let i = 0; i < 9; i += 1) {
      s += `<rect x="${fmt(-w / 2 + 10 + i * 26)}" y="${fmt(-h / 2 + 6)}" width="18" height="${fmt(h * 0.09 - 12)}" rx="3" fill="${i === 2 ? '#c8102e' : '#6d7b8a'}"/>`;
    }
    s += `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2 + h * 0.09)}" width="${fmt(w * 0.2)}" height="${fmt(h * 0.91)}" fill="#2b3d4f"/>`;
    for (let i = 0; i < 8; i += 1) {
      s += `<rect x="${fmt(-w / 2 + 12)}" y="${fmt(-h / 2 + h * 0.14 + i * 24)}" width="${fmt(w * 0.14 - (i % 3) * 10)}" height="8" fill="#8fa6bd"/>`;
    }
    const cx = w * 0.1;
    const cy = h * 0.05;
    let d = '';
    const z = 28;
    for (let i = 0; i < z; i += 1) {
      const a0 = (i / z) * Math.PI * 2;
      const pts: [number, number][] = [
        [a0, 118],
        [a0 + 0.04, 132],
        [a0 + 0.16, 132],
        [a0 + 0.2, 118],
      ];
      for (const [a, r] of pts) {
        d += `${d === '' ? 'M' : 'L'}${fmt(cx + Math.cos(a) * r)} ${fmt(cy + Math.sin(a) * r * 0.85)}`;
      }
    }
    s += `<path d="${d}Z" fill="#5aa0e6" fill-opacity=".35" stroke="#9fd0ff" stroke-width="2"/>`;
    s += `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="40" ry="34" fill="#20303f" stroke="#9fd0ff" stroke-width="2"/>`;
    s += `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="80" ry="68" fill="none" stroke="#9fd0ff" stroke-opacity=".6" stroke-width="1.5"/>`;
    s += `<path d="M${fmt(cx - 170)} ${fmt(cy)}H${fmt(cx + 170)}M${fmt(cx)} ${fmt(cy - 150)}V${fmt(cy + 150)}" stroke="#ffb347" stroke-width="1.2" stroke-dasharray="14 5 3 5"/>`;
    s += text(w / 2 - 150, h / 2 - 14, 16, 'm4  z28  \u03b2 15\u00b0', 'fill="#c9f3ff"');
    return s;
  };

const drawingMarkup =
  (w: number, h: number, k: number): Markup =>
  () => {
    let s = `<g transform="scale(${k})">`;
    s += `<rect x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h)}" fill="#f4f1e8"/>`;
    s += `<rect x="${fmt(-w / 2 + 20)}" y="${fmt(-h / 2 + 20)}" width="${fmt(w - 40)}" height="${fmt(h - 40)}" fill="none" stroke="#1d3f6e" stroke-width="3"/>`;
    const cx = -w * 0.18;
    let d = '';
    for (let i = 0; i < 32; i += 1) {
      const a0 = (i / 32) * Math.PI * 2;
      const a1 = ((i + 0.5) / 32) * Math.PI * 2;
      d += `${i === 0 ? 'M' : 'L'}${fmt(cx + Math.cos(a0) * 190)} ${fmt(Math.sin(a0) * 190)}L${fmt(cx + Math.cos(a1) * 170)} ${fmt(Math.sin(a1) * 170)}`;
    }
    s += `<path d="${d}Z" fill="none" stroke="#1d3f6e" stroke-width="2.5"/>`;
    s += `<circle cx="${fmt(cx)}" cy="0" r="40" fill="none" stroke="#1d3f6e" stroke-width="2.5"/>`;
    s += `<path d="M${fmt(cx - 230)} 0H${fmt(cx + 230)}M${fmt(cx)} -230V230" stroke="#c8102e" stroke-width="1.5" stroke-dasharray="20 6 4 6"/>`;
    s += `<rect x="${fmt(w * 0.12)}" y="-200" width="120" height="400" fill="none" stroke="#1d3f6e" stroke-width="2.5"/>`;
    s += `<rect x="${fmt(w / 2 - 300)}" y="${fmt(h / 2 - 110)}" width="280" height="90" fill="none" stroke="#1d3f6e" stroke-width="2"/>`;
    s += text(w / 2 - 290, h / 2 - 75, 22, 'SPUR GEAR  M4 Z32', 'fill="#1d3f6e"');
    s += text(w / 2 - 290, h / 2 - 40, 16, '20MnCr5 · case hardened', 'fill="#1d3f6e"');
    // Vernier caliper and pencil lying on the sheet.
    const cy = h * 0.3;
    s += `<rect x="${fmt(-w * 0.42)}" y="${fmt(cy)}" width="${fmt(w * 0.62)}" height="26" rx="4" fill="#c3c9cf" stroke="#7d868f" stroke-width="2"/>`;
    s += `<path d="M${fmt(-w * 0.42)} ${fmt(cy)}v-90h26l10 90Z" fill="#b3bac1" stroke="#7d868f" stroke-width="2"/>`;
    s += `<path d="M${fmt(-w * 0.3)} ${fmt(cy)}v-80h26l10 80ZM${fmt(-w * 0.31)} ${fmt(cy - 8)}h70v42h-70Z" fill="#d3d8dd" stroke="#7d868f" stroke-width="2"/>`;
    let ticks = '';
    for (let i = 0; i < 60; i += 1)
      ticks += `M${fmt(-w * 0.2 + i * 8)} ${fmt(cy + 2)}v${i % 5 === 0 ? 12 : 7}`;
    s += `<path d="${ticks}" stroke="#333" stroke-width="1.2"/>`;
    s += `<path d="M${fmt(-w * 0.1)} ${fmt(-h * 0.42)}l300 60l-8 14l-300 -60Z" fill="#e0b022" stroke="#8a6a10" stroke-width="2"/>`;
    return `${s}</g>`;
  };

function banner(rng: Rng): Shot {
  const parts: Part[] = [
    ...gearMachine(rng, ST.cream, 'hob').map((p) => move(p, [-1800, 0, -5200])),
    ...centreMachine(rng, ST.cncWhite, 'turn', P.TRANSMISSION_SHAFT).map((p) =>
      move(p, [1900, 0, -3600]),
    ),
    ...gearMachine(rng, ST.cncGrey, 'grind').map((p) => move(p, [5200, 0, -1600])),
    ...centreMachine(rng, ST.green, 'grind', P.SPLINE_SHAFT).map((p) => move(p, [8600, 0, 300])),
  ];
  return {
    backdrop: 'workshop',
    camera: { yaw: -0.5, pitch: 0.16 },
    parts,
    frame: { x: 0.3, y: 0.1, w: 0.72, h: 1.0 },
    glows: [
      { at: [-1800, 2900, -5200], radius: 900, color: '#ffd27a', strength: 0.35 },
      { at: [1900, 2900, -3600], radius: 900, color: '#ffd27a', strength: 0.35 },
      { at: [5200, 2900, -1600], radius: 900, color: '#9fd0ff', strength: 0.3 },
      { at: [8600, 2900, 300], radius: 900, color: '#ffd27a', strength: 0.35 },
    ],
    order: 'given',
    overlay: (defs, w, h) => {
      const g = defs.linear(
        [
          [0, '#04070b', 0.92],
          [0.35, '#04070b', 0.8],
          [0.6, '#04070b', 0.45],
          [1, '#04070b', 0.15],
        ],
        0,
        0,
        1,
        0,
      );
      const v = defs.linear(
        [
          [0, '#04070b', 0.35],
          [0.5, '#04070b', 0],
          [1, '#04070b', 0.45],
        ],
        0,
        0,
        0,
        1,
      );
      return `<rect width="${w}" height="${h}" fill="url(#${g})"/><rect width="${w}" height="${h}" fill="url(#${v})"/>`;
    },
  };
}

function brochure(rng: Rng): Shot {
  return {
    backdrop: 'steelBlue',
    camera: { yaw: -0.3, pitch: 0.7 },
    frame: { x: 0.06, y: 0.46, w: 0.88, h: 0.44 },
    parts: [
      ...P.spurSet(),
      ...P.straightBevel(rng, M.steel, M.caseHardened).map((p) => move(p, [240, 0, -180])),
    ],
    overlay: (defs, w, h) => {
      const band = defs.linear(
        [
          [0, '#0f1f3d', 1],
          [0.75, '#0f1f3d', 0.7],
          [1, '#0f1f3d', 0],
        ],
        0,
        0,
        0,
        1,
      );
      let s = `<rect width="${w}" height="${fmt(h * 0.47)}" fill="url(#${band})"/>`;
      s += `<rect x="${fmt(w * 0.08)}" y="${fmt(h * 0.07)}" width="${fmt(w * 0.12)}" height="8" fill="#c8102e"/>`;
      s += text(
        w * 0.08,
        h * 0.125,
        w * 0.04,
        COMPANY.wordmark.name,
        'font-weight="bold" fill="#ffffff" letter-spacing="3"',
      );
      s += text(
        w * 0.08,
        h * 0.157,
        w * 0.026,
        `${COMPANY.wordmark.subtitle} · ${COMPANY.address.city.toUpperCase()}`,
        'fill="#9fc4ee" letter-spacing="5"',
      );
      s += text(w * 0.08, h * 0.27, w * 0.09, 'PRODUCT', 'font-weight="bold" fill="#ffffff"');
      s += text(w * 0.08, h * 0.35, w * 0.09, 'CATALOGUE', 'font-weight="bold" fill="#ffffff"');
      s += text(w * 0.08, h * 0.41, w * 0.07, CATALOGUE_YEAR, 'font-weight="bold" fill="#c8102e"');
      s += `<rect y="${fmt(h * 0.93)}" width="${w}" height="${fmt(h * 0.07)}" fill="#0f1f3d"/>`;
      s += `<rect y="${fmt(h * 0.93)}" width="${fmt(w * 0.3)}" height="${fmt(h * 0.07)}" fill="#c8102e"/>`;
      s += text(
        w * 0.04,
        h * 0.973,
        w * 0.028,
        COMPANY.certification,
        'font-weight="bold" fill="#ffffff"',
      );
      s += text(w * 0.34, h * 0.973, w * 0.026, 'Gears · Shafts · Gearboxes', 'fill="#d6e4f3"');
      return s;
    },
  };
}

export function renderRecipe(spec: SiteImageSpec): Rendered {
  const key = `${spec.group}/${spec.name}`;
  const recipe = RECIPES[key];
  if (!recipe) throw new Error(`no recipe for ${key}`);
  const rng = createRng(`site-${key}`);
  const shot = recipe(rng, spec.width, spec.height);
  if ('svg' in shot) return { kind: 'svg', svg: shot.svg };
  const { width: w, height: h } = spec;
  const scene = composeScene({
    width: w,
    height: h,
    camera: shot.camera,
    backdrop: shot.backdrop,
    items: [
      ...(shot.base ?? []),
      ...(shot.base ? byDepth(shot.parts, shot.camera) : shot.parts),
    ].map((mesh) => ({ mesh, render: shot.tint ? { tint: shot.tint } : undefined })),
    frame: shot.frame,
    seed: key,
    grain: shot.grain ?? 0,
    vignette: shot.vignette,
    glows: shot.glows,
    order: shot.base ? 'given' : shot.order,
    underlay: shot.underlay,
    caption: shot.caption,
    overlay: shot.overlay ? (defs) => shot.overlay?.(defs, w, h) ?? '' : undefined,
  });
  return { kind: 'scene', scene };
}
