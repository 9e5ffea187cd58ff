/** The seed's homepage slides (SPEC §2 Home 1): their words. tools/pictures draws their pictures. */

interface SeedSlider {
  readonly title: string;
  readonly description: string;
}

export const SEED_SLIDERS = [
  {
    title: 'Precision Gears Built to Last',
    description:
      'Spur, helical and bevel gears hobbed, heat treated and ground in-house since 2005 - tested for hardness, concentricity and surface finish before they leave Rajkot.',
  },
  {
    title: 'Gearboxes for Agriculture & Industry',
    description:
      'Helical gear units, worm reducers and T-type agricultural gearboxes for rotavators and implements, built around our own case-hardened gears and EN-19 shafts.',
  },
  {
    title: 'Service for Industries',
    description:
      'From one-off replacement gears to OEM production batches: CNC machining, gear cutting, heat treatment and inspection under one roof for automotive, agricultural and industrial customers.',
  },
] as const satisfies readonly SeedSlider[];

export type SeedSliderTitle = (typeof SEED_SLIDERS)[number]['title'];
