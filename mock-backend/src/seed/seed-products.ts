import type { Material } from './draw/material.ts';
import { MATERIALS as M } from './draw/material.ts';
import { transformMesh, type Camera } from './draw/mesh.ts';
import type { Rng } from './draw/prng.ts';
import type { Backdrop, Frame, SceneSpec } from './draw/scene.ts';
import * as P from './seed-parts.ts';

/**
 * The seed catalogue: product titles, rich descriptions (only the tags the admin editor
 * produces: p, h2, h3, strong, em, u, ol, ul, li, a[href https]) and the recipes of their
 * main and sub images.
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

interface SeedProduct {
  readonly title: string;
  /** Sanitizer-safe HTML. */
  readonly description: string;
  readonly main: ImageRecipe;
  /** 2 to 6 images. */
  readonly subs: readonly ImageRecipe[];
}

const ISO_LINK = '<a href="https://www.iso.org/standard/62085.html">ISO 9001:2015</a>';

interface Description {
  readonly intro: string;
  readonly specs: readonly (readonly [string, string])[];
  readonly features: readonly string[];
  readonly applications: readonly string[];
  readonly closing?: string;
  readonly heading?: string;
}

/** Consistent, sanitizer-safe product description markup. */
function describe(d: Description): string {
  const parts: string[] = [];
  if (d.heading) parts.push(`<h2>${d.heading}</h2>`);
  parts.push(`<p>${d.intro}</p>`);
  parts.push('<h3>Technical specifications</h3>');
  parts.push(
    `<ul>${d.specs.map(([k, v]) => `<li><strong>${k}:</strong> ${v}</li>`).join('')}</ul>`,
  );
  parts.push('<h3>Key features</h3>');
  parts.push(`<ol>${d.features.map((f) => `<li>${f}</li>`).join('')}</ol>`);
  parts.push('<h3>Applications</h3>');
  parts.push(`<ul>${d.applications.map((a) => `<li>${a}</li>`).join('')}</ul>`);
  parts.push(
    `<p>${d.closing ?? `Every batch is inspected in our in-house lab for <u>hardness, concentricity and surface finish</u> under our ${ISO_LINK} quality system. Drawings and samples are welcome for custom sizes.`}</p>`,
  );
  return parts.join('');
}

const floorAt = (parts: P.Parts, y: number): P.Parts =>
  parts.map((m) => transformMesh(m, { pos: [0, y, 0] }));
const on = (mesh: P.Parts[number], half: number): P.Parts => [
  transformMesh(mesh, { pos: [0, half, 0] }),
];

const CLOSE: Frame = { x: -0.15, y: -0.1, w: 1.3, h: 1.3 };
const WIDE: Frame = { x: 0.06, y: 0.12, w: 0.88, h: 0.74 };

const spurStandingSpec = (mat: Material) => ({ ...P.SPUR_WEB, mat, toothMat: mat });

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  {
    title: 'Spur Gears',
    description: describe({
      heading: 'Precision spur gears from module 1 to 12',
      intro:
        'Our <strong>spur gears</strong> are hobbed on CNC gear hobbing machines from forged blanks, case carburised and, where the duty demands it, <em>profile ground</em> for quiet running. We supply single gears, matched sets and complete gear trains to OEM drawings or samples.',
      specs: [
        ['Material', '20MnCr5, EN-353, EN-19, EN-8, 16MnCr5 or as specified'],
        ['Hardness', 'Case carburised 58-62 HRC, core 30-40 HRC; induction hardened 50-55 HRC'],
        ['Module range', 'm 1 to m 12 (DP 2 to 24)'],
        ['Number of teeth', '12 to 160'],
        ['Outside diameter', 'Up to 800 mm'],
        ['Accuracy', 'DIN 3962 class 6 to 9 (ground / shaved / hobbed)'],
        ['Pressure angle', '20° standard, 14.5° and 25° on request'],
      ],
      features: [
        'Lead and profile charts supplied with every ground gear',
        'Keyway, spline or taper-lock bores to customer drawing',
        'Lightening holes and recessed webs to reduce rotating mass',
        'Phosphating, black oxide or rust-preventive oil finish',
      ],
      applications: [
        'Tractor transmissions and PTO drives',
        'Machine tool gearboxes',
        'Conveyors, cranes and hoists',
        'Pumps and compressors',
      ],
    }),
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
  {
    title: 'Helical Gears',
    description: describe({
      intro:
        'Single and double <strong>helical gears</strong> for smooth, high-load power transmission. Helix angles are cut on CNC hobbers with electronic guide and finished by shaving or grinding to keep noise low at high pitch-line speeds.',
      specs: [
        ['Material', '20MnCr5, 17CrNiMo6, EN-36, EN-24'],
        ['Hardness', 'Carburised and hardened 58-62 HRC'],
        ['Module range', 'Normal module 1.5 to 10'],
        ['Number of teeth', '14 to 140'],
        ['Helix angle', '8° to 35°, left or right hand'],
        ['Face width', 'Up to 250 mm'],
        ['Accuracy', 'DIN 3962 class 6 after grinding'],
      ],
      features: [
        'Matched left- and right-hand pairs with verified contact pattern',
        'Crowning and tip relief for misalignment tolerance',
        'Integral pinion shafts up to 1,200 mm length',
        'Shot peening on request for higher root strength',
      ],
      applications: [
        'Industrial helical gear units',
        'Sugar mill and cement plant drives',
        'Tractor constant-mesh gearboxes',
        'Extruder and mixer drives',
      ],
    }),
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
  {
    title: 'Bevel Gears',
    description: describe({
      heading: 'Straight, spiral and mitre bevel gears',
      intro:
        '<strong>Bevel gears</strong> transmit power between intersecting shafts. We manufacture straight bevels on generators and <em>spiral bevels</em> in matched, lapped pairs, with shaft angles of 90° and other angles to drawing.',
      specs: [
        ['Material', '20MnCr5, 8620, EN-353'],
        ['Hardness', 'Case carburised 58-62 HRC, effective case depth 0.8-1.6 mm'],
        ['Module range', 'm 1.5 to m 10'],
        ['Number of teeth', '9 to 90'],
        ['Ratio', '1:1 (mitre) to 6:1'],
        ['Outside diameter', 'Up to 450 mm'],
        ['Accuracy', 'DIN 3965 class 7-8, lapped in pairs'],
      ],
      features: [
        'Contact pattern checked on a bevel tester and marked for assembly',
        'Pairs are serial-numbered and shipped together',
        'Hub, spline or keyed bores; shafts integral where required',
        'Backlash set to customer specification',
      ],
      applications: [
        'Rotavator and tiller gearboxes',
        'Differential and final drives',
        'Right-angle industrial drives',
        'Cooling tower and agitator gearboxes',
      ],
    }),
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
  {
    title: 'Worm & Worm Wheel',
    description: describe({
      intro:
        'Hardened and ground <strong>worm shafts</strong> paired with <strong>phosphor bronze worm wheels</strong> for compact, high-ratio, self-locking drives. Wheels are centrifugally cast in bronze and shrink-fitted or bolted to cast iron centres.',
      specs: [
        ['Worm material', 'EN-36 / 20MnCr5 case hardened 58-60 HRC, thread ground'],
        ['Wheel material', 'Phosphor bronze PB2 / PB1 rim on CI FG-260 centre'],
        ['Module range', 'Axial module 1 to 12'],
        ['Ratio', '5:1 to 100:1, single and multi start'],
        ['Centre distance', '25 mm to 400 mm'],
        ['Accuracy', 'DIN 3974 class 7-8'],
      ],
      features: [
        'Throated wheels hobbed with fly-cutters matched to the worm',
        'Contact pattern checked and marked for assembly',
        'Self-locking ratios available for hoists and lifting tables',
        'Worm threads polished to Ra 0.4 µm for low running temperature',
      ],
      applications: [
        'Worm reduction gearboxes',
        'Lifts, hoists and screw jacks',
        'Sluice gate and valve actuators',
        'Packaging machinery',
      ],
    }),
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
  {
    title: 'Crown Wheel & Pinion',
    description: describe({
      intro:
        '<strong>Crown wheel and pinion</strong> sets for tractor and commercial vehicle rear axles. Teeth are generated as spiral bevel / hypoid pairs, carburised, quenched in press dies to hold flatness, and <em>lapped as a matched set</em>.',
      specs: [
        ['Material', '20MnCr5 / SAE 8620H forged'],
        ['Hardness', '58-62 HRC case, 32-42 HRC core'],
        ['Crown wheel diameter', '180 mm to 420 mm'],
        ['Ratios', '5:41, 6:37, 7:43, 8:39 and to drawing'],
        ['Pinion', 'Integral with spline and thread, bearing seats ground'],
        ['Runout', 'Back face runout within 0.02 mm'],
      ],
      features: [
        'Press quenching for minimum distortion',
        'Tested for noise and contact on a rolling tester',
        'Set numbers etched on both parts',
        'Replacement sets for leading tractor models',
      ],
      applications: [
        'Tractor rear axles and final drives',
        'Light commercial vehicle differentials',
        'Harvester and loader axles',
      ],
    }),
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
  {
    title: 'Transmission Shafts',
    description: describe({
      heading: 'Gearbox transmission shafts in EN-19',
      intro:
        '<strong>Gearbox transmission shafts</strong> machined from EN-19 chromium-molybdenum steel bar, through hardened and then <strong>induction hardened to 55-60 HRC</strong> on bearing seats and splines. Every shaft is precision ground and <u>tested for concentricity</u> before dispatch.',
      specs: [
        ['Material', 'EN-19 (42CrMo4) chromium-molybdenum steel; EN-24 and 20MnCr5 on request'],
        ['Heat treatment', 'Through hardening + induction hardening'],
        ['Surface hardness', '55-60 HRC induction hardened'],
        ['Diameter range', '20 mm to 150 mm'],
        ['Length', 'Up to 1,500 mm'],
        ['Tolerances', 'Bearing seats h6/k6, runout within 0.02 mm TIR'],
        ['Splines', 'Involute (DIN 5480 / ANSI B92.1) and straight-sided (ISO 14)'],
      ],
      features: [
        'Toughness and strength for shock loads',
        'High fatigue resistance from induction-hardened fillets',
        'Precision ground and tested for concentricity',
        'Custom lengths and spline profiles',
      ],
      applications: [
        'Automotive transmissions',
        'Gearboxes',
        'Industrial drives',
        'Tractor and harvester drivelines',
      ],
    }),
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
  {
    title: 'Spline Shafts',
    description: describe({
      intro:
        '<strong>Spline shafts</strong> with involute or straight-sided splines, hobbed or rolled, for sliding and fixed couplings. Spline fits are checked with GO / NO-GO ring gauges and the flanks are induction hardened for wear resistance.',
      specs: [
        ['Material', 'EN-19, EN-24, 20MnCr5, 40Cr'],
        ['Hardness', 'Induction hardened 50-58 HRC on splines'],
        ['Spline standards', 'DIN 5480, DIN 5482, ANSI B92.1, SAE, ISO 14'],
        ['Module range', 'm 0.8 to m 5'],
        ['Number of splines', '6 to 48'],
        ['Length', 'Up to 1,200 mm'],
      ],
      features: [
        'Hobbed, shaped or cold-rolled splines',
        'Gauge-checked fits with certificates',
        'Circlip grooves, centres and threads machined in one setup',
        'Rust-preventive packing for export',
      ],
      applications: [
        'Tractor PTO and clutch shafts',
        'Hydraulic pump drives',
        'Machine tool spindles',
        'Sliding couplings and telescopic drives',
      ],
    }),
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
  {
    title: 'Industrial Gearbox Assembly',
    description: describe({
      heading: 'Helical and worm reduction gearboxes',
      intro:
        "Complete <strong>gearbox assemblies</strong> built around our own gears and shafts: foot and flange mounted helical units, worm reducers and custom drive heads. Casings are stress relieved, bored on CNC horizontal machining centres and painted to the customer's shade.",
      specs: [
        ['Type', 'Inline helical, parallel shaft, right-angle and worm'],
        ['Ratios', '5:1 to 250:1 (two and three stage)'],
        ['Power', '0.5 kW to 90 kW'],
        ['Output torque', 'Up to 25,000 Nm'],
        ['Casing', 'Cast iron FG-260 or fabricated steel'],
        ['Gears', 'Case carburised and ground, DIN class 6-7'],
        ['Lubrication', 'Splash lubrication, ISO VG 220 / 320'],
      ],
      features: [
        'Every unit is run-in and tested for noise, temperature and leakage',
        'Taper roller bearings from reputed makes',
        'Double-lip oil seals and breather plugs',
        'Nameplate with ratio, oil grade and serial number',
      ],
      applications: [
        'Conveyors and bucket elevators',
        'Mixers, agitators and crushers',
        'Cooling towers',
        'Material handling equipment',
      ],
    }),
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
  {
    title: 'Rotavator Gearbox Gears',
    description: describe({
      intro:
        'Replacement and OEM <strong>rotavator gearbox gears</strong>: bevel pairs for the central gearbox and the spur gear train of the side drive. Made from forged 20MnCr5, carburised to resist the shock loads of stony soil.',
      specs: [
        ['Material', '20MnCr5 / EN-353 forgings'],
        ['Hardness', '58-62 HRC case, effective case depth 1.0-1.4 mm'],
        ['Bevel pair', 'm 5, ratios 13:27, 12:25, 11:24'],
        ['Side drive gears', 'm 4.5 to m 5, 22 to 44 teeth'],
        ['Bores', 'Involute splined or keyed to original equipment'],
        ['Finish', 'Phosphated and oiled'],
      ],
      features: [
        'Interchangeable with popular rotavator makes',
        'Shot blasted after heat treatment',
        'Spline bores broached and gauge checked',
        'Supplied as single gears or complete kits',
      ],
      applications: ['Rotary tillers (rotavators)', 'Power harrows', 'Mulchers and shredders'],
    }),
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
  {
    title: 'Tractor PTO Shafts',
    description: describe({
      intro:
        '<strong>PTO shafts</strong> for tractor rear power take-off: 1-3/8 inch six-spline output, integral drive gear and involute spline to the clutch. Designed for 540 and 1000 rpm duty with induction-hardened splines.',
      specs: [
        ['Material', 'EN-19 / 40Cr forged'],
        ['Hardness', 'Splines induction hardened 50-55 HRC'],
        ['PTO spline', '1-3/8" 6-spline (ASAE S203) and 21-spline'],
        ['Speed', '540 / 1000 rpm'],
        ['Integral gear', 'm 3, 25 teeth, case hardened'],
        ['Runout', 'Within 0.03 mm'],
      ],
      features: [
        'Splines rolled or hobbed and gauge checked',
        'Circlip grooves to standard',
        'Built to OEM drawings for leading tractor brands',
        'Individually packed with rust preventive',
      ],
      applications: ['Tractor rear PTO', 'Mid-mount PTO drives', 'Pump and generator drives'],
    }),
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
  {
    title: 'Chain Sprockets',
    description: describe({
      intro:
        'Simplex, duplex and triplex <strong>roller-chain sprockets</strong> to ISO 606 / ANSI, with hardened teeth for long chain life. Plate wheels and hub sprockets, pilot bored or finish bored with keyway and set screws.',
      specs: [
        ['Material', 'C45 / EN-8, EN-9; cast iron for large plate wheels'],
        ['Tooth hardness', 'Induction hardened 45-50 HRC'],
        ['Chain pitch', '3/8" to 2" (06B to 32B, ANSI 40 to 160)'],
        ['Number of teeth', '9 to 120'],
        ['Strands', 'Simplex, duplex, triplex'],
        ['Finish', 'Black oxide or zinc plated'],
      ],
      features: [
        'Teeth profile-cut on CNC for smooth chain engagement',
        'Hub sprockets with taper-lock bores',
        'Weight-saving holes on large plate wheels',
        'Matched drive and driven sets',
      ],
      applications: [
        'Agricultural machinery and harvesters',
        'Conveyors',
        'Textile and packaging machines',
        'Two-wheeler and industrial drives',
      ],
    }),
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
  {
    title: 'Internal Ring Gears',
    description: describe({
      intro:
        '<strong>Internal ring gears</strong> (annulus gears) for planetary final drives, made by shaping or broaching, nitrided or induction hardened for distortion-free accuracy.',
      specs: [
        ['Material', '42CrMo4 / EN-19, 20MnCr5'],
        ['Hardness', 'Gas nitrided 500-600 HV or induction hardened 50-55 HRC'],
        ['Module range', 'm 1.5 to m 8'],
        ['Number of teeth', '36 to 180'],
        ['Outside diameter', 'Up to 650 mm'],
        ['Accuracy', 'DIN 3962 class 7-8'],
      ],
      features: [
        'Gear shaping on CNC shapers with helical guides',
        'Bolt holes and dowel holes jig-bored to position',
        'Roundness checked on CMM after heat treatment',
        'Supplied with matching sun and planet gears',
      ],
      applications: [
        'Planetary gearboxes and final drives',
        'Slew drives',
        'Winches and track drives',
      ],
    }),
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
  {
    title: 'Planetary Gear Sets',
    description: describe({
      intro:
        'Complete <strong>planetary gear sets</strong> - sun, planets and ring - manufactured and inspected together for equal load sharing. Used in tractor final drives, hub reducers and compact high-torque gearheads.',
      specs: [
        ['Sun and planets', '20MnCr5 carburised 58-62 HRC, ground'],
        ['Ring gear', '42CrMo4 nitrided'],
        ['Module range', 'm 1.5 to m 6'],
        ['Ratios', '3:1 to 10:1 per stage'],
        ['Planets', '3 to 5 per stage, with needle roller bores'],
      ],
      features: [
        'Planets matched in sets by tooth thickness',
        'Assembly condition verified for equal spacing',
        'Carrier machining on request',
        'Run-out and backlash inspection reports',
      ],
      applications: [
        'Tractor final drives',
        'Wheel and hub drives',
        'Industrial planetary gearheads',
        'Slewing and winch drives',
      ],
    }),
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
  {
    title: 'Agricultural Right-Angle Gearboxes',
    description: describe({
      heading: 'T-type gearboxes for farm implements',
      intro:
        '<strong>Right-angle (T-type) gearboxes</strong> for rotavators, slashers, fertiliser spreaders and post-hole diggers. A spiral bevel pair in a rigid ductile-iron housing, with a 1-3/8" six-spline input for the tractor PTO.',
      specs: [
        ['Ratios', '1:1, 1.46:1, 1.93:1, 2.44:1, 3:1'],
        ['Input', '1-3/8" Z6 PTO spline, 540 rpm'],
        ['Power', 'Up to 55 kW (75 hp)'],
        ['Housing', 'Ductile iron SG 500/7, painted'],
        ['Gears', '20MnCr5 spiral bevel, carburised'],
        ['Lubrication', 'EP 90 gear oil, filler and drain plugs'],
      ],
      features: [
        'Through-shaft and single output versions',
        'Taper roller bearings both sides',
        "Painted in the implement maker's colour",
        'Interchangeable with common European patterns',
      ],
      applications: [
        'Rotavators and power harrows',
        'Rotary slashers and mowers',
        'Fertiliser and salt spreaders',
        'Post-hole diggers',
      ],
    }),
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
];
