import { labImages, type SiteImage } from '@/assets/images/site-images';
import { COMPANY_FACTS } from '@/config/site';

interface LabInstrument {
  readonly name: string;
  readonly image: SiteImage;
  readonly description: string;
}

/** The six instruments of the inspection lab (SPEC §2 Lab), in the spec's order. */
export const LAB_EQUIPMENT: readonly LabInstrument[] = [
  {
    name: 'Gear Lead and Profile Tester',
    image: labImages['gear-lead-profile-tester'],
    description:
      'Traces each tooth flank with a fine probe and compares it with the theoretical involute and helix. It reveals profile and lead (helix) deviations that cause noise, vibration and uneven load sharing, and lets us prove every hobbing, shaving and grinding set-up.',
  },
  {
    name: 'Bench Center',
    image: labImages['bench-center'],
    description:
      'Holds a shaft or gear between two precision centres so it can be turned by hand against dial indicators. We use it to check radial and axial run-out, concentricity and straightness of transmission shafts and gear bores before they are assembled.',
  },
  {
    name: 'Brinell Hardness Tester',
    image: labImages['brinell-hardness-tester'],
    description:
      'Presses a hard carbide ball into the surface under a heavy load and measures the diameter of the impression. Its large indent averages out the grain structure, which makes it ideal for checking raw bar, forgings and through-hardened parts.',
  },
  {
    name: 'Rockwell Hardness Tester',
    image: labImages['rockwell-hardness-tester'],
    description: `Measures how deep a diamond cone or steel ball sinks under a minor and then a major load, for a fast, direct reading. It verifies hardened surfaces on the shop floor, such as the ${COMPANY_FACTS.hardnessHrc} of our induction-hardened shafts.`,
  },
  {
    name: 'Micro Vickers Hardness Tester',
    image: labImages['micro-vickers-hardness-tester'],
    description:
      'Presses a square diamond pyramid into a polished section under very light loads and measures the indent under a microscope. A series of readings from the surface inwards gives the case-depth profile of induction-hardened and case-carburised parts.',
  },
  {
    name: 'Metallurgical Microscope',
    image: labImages['metallurgical-microscope'],
    description:
      'Examines polished and etched samples under reflected light at high magnification. It shows the microstructure, grain size, inclusions, case depth and any decarburisation, confirming that material and heat treatment are exactly as specified.',
  },
];
