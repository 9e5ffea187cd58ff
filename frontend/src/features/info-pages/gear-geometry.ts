/**
 * Geometry of the meshing-gears graphic on /infrastructure. Gears share one module (tooth size),
 * so pitch radius = module × teeth / 2 and two gears mesh when their centres are the sum of their
 * pitch radii apart. Each gear turns at a speed inversely proportional to its tooth count, the
 * direction alternating along the train, and starts at the phase that puts a tooth of one gear in
 * a gap of the next.
 */

interface GearSpec {
  readonly teeth: number;
  /** Direction from the previous gear's centre, in degrees (ignored for the first gear). */
  readonly angleFromPrevious: number;
}

interface PlacedGear {
  readonly teeth: number;
  readonly cx: number;
  readonly cy: number;
  readonly pitchRadius: number;
  /** Initial rotation in degrees (SVG: clockwise positive). */
  readonly phase: number;
  /** Seconds per turn. */
  readonly periodS: number;
  readonly clockwise: boolean;
  /** SVG path of the gear centred on (0, 0). */
  readonly path: string;
}

const round = (value: number) => Math.round(value * 100) / 100;
const toRad = (degrees: number) => (degrees * Math.PI) / 180;
const mod = (value: number, by: number) => ((value % by) + by) % by;

/** A gear outline centred on the origin with a tooth centred on angle 0 and a hub hole. */
function gearPath(teeth: number, module: number, holeRadius: number): string {
  const pitch = (module * teeth) / 2;
  const tip = pitch + module;
  const root = pitch - 1.25 * module;
  const step = (2 * Math.PI) / teeth;
  // Tooth half-widths as fractions of the angular pitch: wide at the root, narrow at the tip,
  // about 0.42 of the pitch at the pitch circle (backlash keeps neighbours from touching).
  const rootHalf = step * 0.3;
  const tipHalf = step * 0.14;
  const point = (radius: number, angle: number) =>
    `${round(radius * Math.cos(angle))} ${round(radius * Math.sin(angle))}`;

  const commands: string[] = [];
  for (let index = 0; index < teeth; index += 1) {
    const centre = index * step;
    const gapStart = centre - step / 2;
    commands.push(
      `${index === 0 ? 'M' : 'L'}${point(root, gapStart)}`,
      `A${round(root)} ${round(root)} 0 0 1 ${point(root, centre - rootHalf)}`,
      `L${point(tip, centre - tipHalf)}`,
      `A${round(tip)} ${round(tip)} 0 0 1 ${point(tip, centre + tipHalf)}`,
      `L${point(root, centre + rootHalf)}`,
      `A${round(root)} ${round(root)} 0 0 1 ${point(root, centre + step / 2)}`,
    );
  }
  commands.push('Z');
  // The hub hole, drawn the other way round so the fill rule cuts it out.
  commands.push(
    `M${round(holeRadius)} 0`,
    `A${round(holeRadius)} ${round(holeRadius)} 0 1 0 ${round(-holeRadius)} 0`,
    `A${round(holeRadius)} ${round(holeRadius)} 0 1 0 ${round(holeRadius)} 0`,
    'Z',
  );
  return commands.join(' ');
}

/**
 * Places a train of meshing gears. The first gear's centre is (x, y) and it turns once every
 * `basePeriodS` seconds clockwise; every next gear turns the other way, with the period scaled by
 * its tooth ratio, so the pitch circles roll on each other without slipping.
 */
export function placeGearTrain(
  specs: readonly GearSpec[],
  { x, y, module, basePeriodS }: { x: number; y: number; module: number; basePeriodS: number },
): PlacedGear[] {
  const placed: PlacedGear[] = [];
  const first = specs[0];
  if (!first) return placed;
  const firstTeeth = first.teeth;

  specs.forEach((spec, index) => {
    const pitchRadius = (module * spec.teeth) / 2;
    const pitchAngle = 360 / spec.teeth;
    const holeRadius = Math.max(module * 1.4, pitchRadius * 0.22);
    const common = {
      teeth: spec.teeth,
      pitchRadius,
      periodS: round((basePeriodS * spec.teeth) / firstTeeth),
      clockwise: index % 2 === 0,
      path: gearPath(spec.teeth, module, holeRadius),
    };
    const previous = placed[index - 1];
    if (!previous) {
      placed.push({ ...common, cx: x, cy: y, phase: 0 });
      return;
    }
    const direction = spec.angleFromPrevious;
    const distance = previous.pitchRadius + pitchRadius;
    const previousPitch = 360 / previous.teeth;
    // Where the previous gear's tooth pattern stands at the contact point, in pitches (0 = tooth
    // centre facing the contact, 0.5 = gap). Rolling contact keeps the sum of both fractions
    // constant, and a tooth must face a gap, so this gear's fraction is 0.5 minus that one.
    const previousFraction = mod(direction - previous.phase, previousPitch) / previousPitch;
    const fraction = mod(0.5 - previousFraction, 1);
    placed.push({
      ...common,
      cx: round(previous.cx + distance * Math.cos(toRad(direction))),
      cy: round(previous.cy + distance * Math.sin(toRad(direction))),
      phase: round(mod(direction + 180 - fraction * pitchAngle, 360)),
    });
  });
  return placed;
}
