/**
 * The seed catalogue's words: product titles and rich descriptions (only the tags the admin
 * editor produces: p, h2, h3, strong, em, u, ol, ul, li, a[href https]). Their pictures are
 * drawn once by tools/pictures (product-pictures.ts, keyed by these titles) and shipped in
 * mock-backend/seed-files.
 */

/**
 * The catalogue's categories (issue 20), in the owner's order; seeded with ids 1, 2, 3…
 */
export const SEED_CATEGORIES = [
  { name: 'Spur Gears', slug: 'spur-gears' },
  { name: 'Helical Gears', slug: 'helical-gears' },
  { name: 'Bevel Gears', slug: 'bevel-gears' },
  { name: 'Worm Gears', slug: 'worm-gears' },
  { name: 'Planetary Gears', slug: 'planetary-gears' },
  { name: 'Shafts', slug: 'shafts' },
  { name: 'Gearboxes', slug: 'gearboxes' },
  { name: 'Agricultural Gears', slug: 'agricultural-gears' },
  { name: 'Sprockets', slug: 'sprockets' },
] as const;
type SeedCategorySlug = (typeof SEED_CATEGORIES)[number]['slug'];

/** A specification row as the admin form stores it (units normalised, numbers typed). */
interface SeedSpec {
  readonly name: string;
  readonly value: number | { readonly min: number; readonly max: number } | string;
  readonly unit: string;
}

interface SeedProduct {
  readonly title: string;
  /** Sanitizer-safe HTML. */
  readonly description: string;
  readonly category: SeedCategorySlug;
  /** The description's "Technical specifications" as rows: numbers with units, text alternatives. */
  readonly specs: readonly SeedSpec[];
}

const range = (min: number, max: number) => ({ min, max });
const spec = (name: string, value: SeedSpec['value'], unit = ''): SeedSpec => ({
  name,
  value,
  unit,
});

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

export const SEED_PRODUCTS = [
  {
    title: 'Spur Gears',
    category: 'spur-gears',
    specs: [
      spec('Module', range(1, 12), 'mm'),
      spec('Number of teeth', range(12, 160)),
      spec('Pressure angle', 20, '°'),
      spec('Material', 'EN-19, EN-8, 20MnCr5, EN-353, 16MnCr5'),
      spec('Hardness', range(58, 62), 'HRC'),
      spec('Outside diameter', range(20, 800), 'mm'),
      spec('Accuracy grade', 'DIN 6, DIN 7, DIN 8, DIN 9'),
    ],
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
  },
  {
    title: 'Helical Gears',
    category: 'helical-gears',
    specs: [
      spec('Module', range(1.5, 10), 'mm'),
      spec('Number of teeth', range(14, 140)),
      spec('Helix angle', range(8, 35), '°'),
      spec('Material', '20MnCr5, 17CrNiMo6, EN-36, EN-24'),
      spec('Hardness', range(58, 62), 'HRC'),
      spec('Face width', range(10, 250), 'mm'),
      spec('Accuracy grade', 'DIN 6'),
    ],
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
  },
  {
    title: 'Bevel Gears',
    category: 'bevel-gears',
    specs: [
      spec('Module', range(1.5, 10), 'mm'),
      spec('Number of teeth', range(9, 90)),
      spec('Ratio', '1:1 to 6:1'),
      spec('Material', '20MnCr5, SAE 8620, EN-353'),
      spec('Hardness', range(58, 62), 'HRC'),
      spec('Case depth', range(0.8, 1.6), 'mm'),
      spec('Outside diameter', range(30, 450), 'mm'),
      spec('Accuracy grade', 'DIN 7, DIN 8'),
    ],
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
  },
  {
    title: 'Worm & Worm Wheel',
    category: 'worm-gears',
    specs: [
      spec('Module', range(1, 12), 'mm'),
      spec('Ratio', '5:1 to 100:1'),
      spec('Centre distance', range(25, 400), 'mm'),
      spec('Material', 'EN-36, 20MnCr5, Phosphor bronze PB2, PB1'),
      spec('Hardness', range(58, 60), 'HRC'),
      spec('Accuracy grade', 'DIN 7, DIN 8'),
    ],
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
  },
  {
    title: 'Crown Wheel & Pinion',
    category: 'bevel-gears',
    specs: [
      spec('Material', '20MnCr5, SAE 8620H'),
      spec('Hardness', range(58, 62), 'HRC'),
      spec('Outside diameter', range(180, 420), 'mm'),
      spec('Ratio', '5:41, 6:37, 7:43, 8:39'),
      spec('Runout', 0.02, 'mm'),
    ],
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
  },
  {
    title: 'Transmission Shafts',
    category: 'shafts',
    specs: [
      spec('Material', 'EN-19, EN-24, 20MnCr5'),
      spec('Heat treatment', 'Through hardening, Induction hardening'),
      spec('Hardness', range(55, 60), 'HRC'),
      spec('Diameter', range(20, 150), 'mm'),
      spec('Length', range(100, 1500), 'mm'),
      spec('Runout', 0.02, 'mm'),
      spec('Spline standard', 'DIN 5480, ANSI B92.1, ISO 14'),
    ],
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
  },
  {
    title: 'Spline Shafts',
    category: 'shafts',
    specs: [
      spec('Material', 'EN-19, EN-24, 20MnCr5, 40Cr'),
      spec('Hardness', range(50, 58), 'HRC'),
      spec('Spline standard', 'DIN 5480, DIN 5482, ANSI B92.1, SAE, ISO 14'),
      spec('Module', range(0.8, 5), 'mm'),
      spec('Number of splines', range(6, 48)),
      spec('Length', range(100, 1200), 'mm'),
    ],
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
  },
  {
    title: 'Industrial Gearbox Assembly',
    category: 'gearboxes',
    specs: [
      spec('Type', 'Inline helical, Parallel shaft, Right-angle, Worm'),
      spec('Ratio', '5:1 to 250:1'),
      spec('Power', range(0.5, 90), 'kW'),
      spec('Rated torque', range(50, 25000), 'N·m'),
      spec('Housing', 'Cast iron FG-260, Fabricated steel'),
      spec('Accuracy grade', 'DIN 6, DIN 7'),
      spec('Lubrication', 'ISO VG 220, ISO VG 320'),
    ],
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
  },
  {
    title: 'Rotavator Gearbox Gears',
    category: 'agricultural-gears',
    specs: [
      spec('Material', '20MnCr5, EN-353'),
      spec('Hardness', range(58, 62), 'HRC'),
      spec('Case depth', range(1, 1.4), 'mm'),
      spec('Module', range(4.5, 5), 'mm'),
      spec('Number of teeth', range(11, 44)),
      spec('Finish', 'Phosphated and oiled'),
    ],
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
  },
  {
    title: 'Tractor PTO Shafts',
    category: 'shafts',
    specs: [
      spec('Material', 'EN-19, 40Cr'),
      spec('Hardness', range(50, 55), 'HRC'),
      spec('Spline standard', 'ASAE S203 6-spline, 21-spline'),
      spec('Input speed', '540, 1000', 'rpm'),
      spec('Module', 3, 'mm'),
      spec('Number of teeth', 25),
      spec('Runout', 0.03, 'mm'),
    ],
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
  },
  {
    title: 'Chain Sprockets',
    category: 'sprockets',
    specs: [
      spec('Material', 'C45, EN-8, EN-9, Cast iron'),
      spec('Hardness', range(45, 50), 'HRC'),
      spec('Chain pitch', range(0.375, 2), 'in'),
      spec('Number of teeth', range(9, 120)),
      spec('Strands', 'Simplex, Duplex, Triplex'),
      spec('Finish', 'Black oxide, Zinc plated'),
    ],
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
  },
  {
    title: 'Internal Ring Gears',
    category: 'spur-gears',
    specs: [
      spec('Module', range(1.5, 8), 'mm'),
      spec('Number of teeth', range(36, 180)),
      spec('Material', '31CrMoV9, 20MnCr5'),
      spec('Hardness', range(50, 55), 'HRC'),
      spec('Outside diameter', range(100, 650), 'mm'),
      spec('Accuracy grade', 'DIN 7, DIN 8'),
    ],
    description: describe({
      intro:
        '<strong>Internal ring gears</strong> (annulus gears) for planetary final drives, made by shaping or broaching, nitrided or induction hardened for distortion-free accuracy.',
      specs: [
        ['Material', '31CrMoV9 nitriding steel, 20MnCr5'],
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
  },
  {
    title: 'Planetary Gear Sets',
    category: 'planetary-gears',
    specs: [
      spec('Module', range(1.5, 6), 'mm'),
      spec('Material', '20MnCr5, 42CrMo4'),
      spec('Hardness', range(58, 62), 'HRC'),
      spec('Ratio', '3:1 to 10:1'),
      spec('Planets per stage', range(3, 5)),
    ],
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
  },
  {
    title: 'Agricultural Right-Angle Gearboxes',
    category: 'gearboxes',
    specs: [
      spec('Type', 'Right-angle, T-type'),
      spec('Ratio', '1:1, 1.46:1, 1.93:1, 2.44:1, 3:1'),
      spec('Input speed', 540, 'rpm'),
      spec('Power', range(5, 55), 'kW'),
      spec('Housing', 'Ductile iron'),
      spec('Material', '20MnCr5'),
      spec('Lubrication', 'EP 90 gear oil'),
    ],
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
  },
] as const satisfies readonly SeedProduct[];

export type SeedProductTitle = (typeof SEED_PRODUCTS)[number]['title'];
