import type { GearSpec } from '../draw/gear-svg.ts';
import { MATERIALS as M } from '../draw/material.ts';
import { rotX, rotY, type Vec3 } from '../draw/math3d.ts';
import { transformMesh } from '../draw/mesh.ts';
import type { Rng } from '../draw/prng.ts';
import { fmt } from '../draw/svg-util.ts';
import type { Markup } from './decals.ts';
import { box, panel, sheet, SITE_MATS as S, type Part } from './kit.ts';
import { dialStand, gearAt, gearMachine, MACHINE_STYLES, SPUR_B } from './machines.ts';
import {
  bodyPoint,
  PEOPLE_MATS as W,
  person,
  type PersonPose,
  type PersonStyle,
} from './people.ts';

/**
 * The engineering team at work: four engineers in work shirts and safety helmets round a granite
 * inspection table with gears and a drawing, one pointing at a large CAD screen on a stand, a
 * gear hobber behind them.
 */

const GEAR: GearSpec = { ...SPUR_B, teeth: 34, helixDeg: 15 };

/** Height of the granite plate's top. */
const TOP = 900;

interface TeamScene {
  readonly base: Part[];
  readonly parts: Part[];
}

/** A clipboard with a printed sheet, held in front of the chest (body frame). */
function clipboard(): Part[] {
  const lines: Markup = () => {
    let s = '<rect x="-105" y="-150" width="210" height="300" fill="#f4f2ea"/>';
    for (let i = 0; i < 9; i += 1) {
      s += `<rect x="-85" y="${fmt(-110 + i * 26)}" width="${fmt(i % 3 === 2 ? 90 : 160)}" height="7" fill="#6d7480"/>`;
    }
    return s;
  };
  const board = [
    box(230, 10, 320, S.woodDark, [0, 0, 0], { radius: 6 }),
    sheet(210, 300, [0, 11, 8], S.machineWhite, lines),
  ];
  return board.map((p) => transformMesh(p, { rot: rotX(-0.85), pos: [-20, 1120, 300] }));
}

/** Drawer fronts of the plate's cabinet. */
const drawers =
  (w: number, h: number): Markup =>
  () => {
    let s = '';
    const cols = 3;
    const cw = w / cols;
    for (let c = 0; c < cols; c += 1) {
      const x = -w / 2 + c * cw;
      for (let r = 0; r < 3; r += 1) {
        const y = -h / 2 + (r * h) / 3;
        s += `<rect x="${fmt(x + 14)}" y="${fmt(y + 12)}" width="${fmt(cw - 28)}" height="${fmt(h / 3 - 24)}" fill="#3a3d42" stroke="#17191c" stroke-width="6"/>`;
        s += `<rect x="${fmt(x + cw / 2 - 60)}" y="${fmt(y + 34)}" width="120" height="16" rx="6" fill="#9aa0a6"/>`;
      }
    }
    return s;
  };

export function inspectionTeam(
  rng: Rng,
  screen: { readonly markup: Markup; readonly w: number; readonly h: number },
  drawing: Markup,
): TeamScene {
  const base: Part[] = [
    // Surface-plate stand (a closed cabinet) and the granite plate.
    box(1560, TOP - 150, 820, S.darkGrey, [0, 0, 0], { radius: 12 }),
    panel(1500, TOP - 220, [0, (TOP - 150) / 2, 411], S.darkGrey, drawers(1500, TOP - 220)),
    box(1760, 150, 980, S.granite, [0, TOP - 150, 0], { radius: 8 }),
    sheet(640, 450, [260, TOP + 1, 150], S.machineWhite, drawing),
  ];
  const parts: Part[] = [
    gearAt(rng, GEAR, -300, TOP, 40),
    gearAt(rng, { ...GEAR, teeth: 18, helixDeg: -15, mat: M.caseHardened }, -580, TOP, 260),
    ...dialStand(rng, -640, TOP, -240, 0.9),
  ];
  // A hobber behind, in the dim of the shop.
  const hob = gearMachine(rng, MACHINE_STYLES.cream, 'hob').map((p) =>
    transformMesh(
      p.map((f) => ({ ...f, tint: (f.tint ?? 1) * 0.45 })),
      { rot: rotY(-0.25), pos: [2500, 0, -3900] },
    ),
  );
  parts.push(...hob);
  // The big screen on a floor stand, back left, turned towards the table.
  const sx = -1650;
  const sz = -1300;
  const sy = 1760;
  const screenParts: Part[] = [
    box(620, 40, 440, S.darkGrey, [0, 0, 0]),
    box(90, sy - 200, 70, S.darkGrey, [0, 0, -10]),
    box(screen.w + 50, screen.h + 50, 60, S.darkGrey, [0, sy - screen.h / 2 - 25, 20], {
      radius: 10,
    }),
    panel(screen.w, screen.h, [0, sy, 51], S.darkGrey, screen.markup),
  ];
  parts.push(...screenParts.map((p) => transformMesh(p, { rot: rotY(0.45), pos: [sx, 0, sz] })));
  /** A point on the screen (x, y from its centre, in its plane). */
  const onScreen = (x: number, y: number): Vec3 => [
    sx + x * Math.cos(0.45) + 80,
    sy + y,
    sz - x * Math.sin(0.45) + 80,
  ];

  const people: { style: PersonStyle; pose: PersonPose }[] = [];
  // 1. Behind the table, left: pointing at the screen.
  {
    const at: Vec3 = [-650, 0, -850];
    const facing = -1.2;
    people.push({
      style: { shirt: W.navyShirt, trousers: W.greyTrousers, skin: W.skinA, hat: W.hatWhite },
      pose: {
        at,
        facing,
        size: 1.03,
        rightHand: bodyPoint(at, facing, onScreen(330, -150), 1.03),
        leftHand: [230, 900, 90],
        headTurn: -0.8,
        cutBelow: TOP - 40,
        headTilt: -0.05,
        leftFoot: [120, 40],
        rightFoot: [-100, -40],
      },
    });
  }
  // 2. Behind the table: leaning over the drawing.
  {
    const at: Vec3 = [120, 0, -680];
    const facing = -0.05;
    people.push({
      style: {
        shirt: W.blueShirt,
        trousers: W.navyTrousers,
        skin: W.skinB,
        hat: W.hatYellow,
        rolled: true,
      },
      pose: {
        at,
        facing,
        size: 0.97,
        lean: 0.32,
        leftHand: bodyPoint(at, facing, [380, TOP + 40, -250], 0.97),
        rightHand: bodyPoint(at, facing, [-40, TOP + 40, -200], 0.97),
        headTilt: 0.5,
        headTurn: 0.1,
        cutBelow: TOP - 40,
      },
    });
  }
  // 3. Behind the table, right end: a clipboard, looking at the screen.
  {
    const at: Vec3 = [1350, 0, -450];
    const facing = -0.55;
    people.push({
      style: { shirt: W.paleShirt, trousers: W.khakiTrousers, skin: W.skinC, hat: W.hatWhite },
      pose: {
        at,
        facing,
        size: 0.99,
        leftHand: [110, 1120, 300],
        rightHand: [-140, 1090, 270],
        headTurn: -0.1,
        headTilt: 0.5,
        prop: clipboard(),
      },
    });
  }
  // 4. Near side: back to the camera, a hand on the plate, watching the screen.
  {
    const at: Vec3 = [900, 0, 850];
    const facing = Math.PI + 0.6;
    people.push({
      style: {
        shirt: W.navyShirt,
        trousers: W.navyTrousers,
        skin: W.skinA,
        hat: W.hatYellow,
        bands: true,
      },
      pose: {
        at,
        facing,
        size: 1.0,
        leftHand: [250, 880, -20],
        rightHand: [-170, 1000, 160],
        headTurn: 0.3,
        headTilt: -0.05,
        leftFoot: [130, 20],
        rightFoot: [-90, -30],
      },
    });
  }
  for (const p of people) parts.push(...person(p.style, p.pose));
  return { base, parts };
}
