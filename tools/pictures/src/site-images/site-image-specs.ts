/** Every static site image: group folder, file name, exact pixel size and byte budget. */

export type SiteImageGroup = 'machinery' | 'lab' | 'videos' | 'gallery-fallback' | 'pages';

export interface SiteImageSpec {
  readonly group: SiteImageGroup;
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** Maximum file size in bytes. */
  readonly budget: number;
}

const KB = 1024;
const spec = (
  group: SiteImageGroup,
  name: string,
  width: number,
  height: number,
  budgetKb: number,
): SiteImageSpec => ({ group, name, width, height, budget: budgetKb * KB });

const machinery = [
  'hobbing',
  'broaching',
  'cnc-surface-grinding',
  'cnc-turning',
  'cylindrical-grinding',
  'drilling',
  'gear-grinding',
  'chamfering',
  'cnc-hobbing',
  'lead-profile-tester',
  'shaving',
  'run-out-tester',
  'hardness-tester',
  'workshop-1',
  'workshop-2',
  'workshop-3',
  'workshop-4',
].map((n) => spec('machinery', n, 800, 600, 60));

const lab = [
  'gear-lead-profile-tester',
  'bench-center',
  'brinell-hardness-tester',
  'rockwell-hardness-tester',
  'micro-vickers-hardness-tester',
  'metallurgical-microscope',
].map((n) => spec('lab', n, 800, 600, 60));

const videos = ['video-1', 'video-2', 'video-3'].map((n) => spec('videos', n, 640, 360, 60));

const gallery = ['gallery-1', 'gallery-2', 'gallery-3', 'gallery-4', 'gallery-5'].map((n) =>
  spec('gallery-fallback', n, 1200, 900, 60),
);

const pages = [
  spec('pages', 'welcome', 900, 700, 120),
  spec('pages', 'about-factory', 1200, 700, 120),
  spec('pages', 'quality-policy', 900, 650, 120),
  spec('pages', 'client-satisfaction', 900, 650, 120),
  spec('pages', 'team', 1200, 700, 120),
  spec('pages', 'inquiry', 800, 900, 120),
  spec('pages', 'infrastructure-shaft', 1000, 700, 120),
  spec('pages', 'certificate', 900, 1200, 120),
  spec('pages', 'banner', 1920, 480, 90),
  spec('pages', 'ebrochure-cover', 800, 1100, 120),
];

export const SITE_IMAGE_SPECS: readonly SiteImageSpec[] = [
  ...machinery,
  ...lab,
  ...videos,
  ...gallery,
  ...pages,
];

export const siteImageKey = (s: Pick<SiteImageSpec, 'group' | 'name'>): string =>
  `${s.group}/${s.name}`;
