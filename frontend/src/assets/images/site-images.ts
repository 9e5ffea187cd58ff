// Static site imagery (SPEC §2: machinery carousel, lab, info pages, video tiles, gallery fallbacks).
// Files are rendered offline by mock-backend's site-image script; names and sizes are fixed here so
// pages reserve the right space (no layout shift).
import machineryHobbing from './machinery/hobbing.webp';
import machineryBroaching from './machinery/broaching.webp';
import machineryCncSurfaceGrinding from './machinery/cnc-surface-grinding.webp';
import machineryCncTurning from './machinery/cnc-turning.webp';
import machineryCylindricalGrinding from './machinery/cylindrical-grinding.webp';
import machineryDrilling from './machinery/drilling.webp';
import machineryGearGrinding from './machinery/gear-grinding.webp';
import machineryChamfering from './machinery/chamfering.webp';
import machineryCncHobbing from './machinery/cnc-hobbing.webp';
import machineryLeadProfileTester from './machinery/lead-profile-tester.webp';
import machineryShaving from './machinery/shaving.webp';
import machineryRunOutTester from './machinery/run-out-tester.webp';
import machineryHardnessTester from './machinery/hardness-tester.webp';
import machineryWorkshop1 from './machinery/workshop-1.webp';
import machineryWorkshop2 from './machinery/workshop-2.webp';
import machineryWorkshop3 from './machinery/workshop-3.webp';
import machineryWorkshop4 from './machinery/workshop-4.webp';
import labGearLeadProfileTester from './lab/gear-lead-profile-tester.webp';
import labBenchCenter from './lab/bench-center.webp';
import labBrinellHardnessTester from './lab/brinell-hardness-tester.webp';
import labRockwellHardnessTester from './lab/rockwell-hardness-tester.webp';
import labMicroVickersHardnessTester from './lab/micro-vickers-hardness-tester.webp';
import labMetallurgicalMicroscope from './lab/metallurgical-microscope.webp';
import videosVideo1 from './videos/video-1.webp';
import videosVideo2 from './videos/video-2.webp';
import videosVideo3 from './videos/video-3.webp';
import galleryFallbackGallery1 from './gallery-fallback/gallery-1.webp';
import galleryFallbackGallery2 from './gallery-fallback/gallery-2.webp';
import galleryFallbackGallery3 from './gallery-fallback/gallery-3.webp';
import galleryFallbackGallery4 from './gallery-fallback/gallery-4.webp';
import galleryFallbackGallery5 from './gallery-fallback/gallery-5.webp';
import pagesWelcome from './pages/welcome.webp';
import pagesAboutFactory from './pages/about-factory.webp';
import pagesQualityPolicy from './pages/quality-policy.webp';
import pagesClientSatisfaction from './pages/client-satisfaction.webp';
import pagesTeam from './pages/team.webp';
import pagesInquiry from './pages/inquiry.webp';
import pagesInfrastructureShaft from './pages/infrastructure-shaft.webp';
import pagesCertificate from './pages/certificate.webp';
import pagesBanner from './pages/banner.webp';
import pagesEbrochureCover from './pages/ebrochure-cover.webp';

export interface SiteImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Empty for decorative images. */
  readonly alt: string;
}

const image = (src: string, width: number, height: number, alt: string): SiteImage => ({
  src,
  width,
  height,
  alt,
});

export const machineryImages = {
  hobbing: image(machineryHobbing, 800, 600, 'Hobbing'),
  broaching: image(machineryBroaching, 800, 600, 'Broaching'),
  'cnc-surface-grinding': image(machineryCncSurfaceGrinding, 800, 600, 'CNC Surface Grinding'),
  'cnc-turning': image(machineryCncTurning, 800, 600, 'CNC Turning'),
  'cylindrical-grinding': image(machineryCylindricalGrinding, 800, 600, 'Cylindrical Grinding'),
  drilling: image(machineryDrilling, 800, 600, 'Drilling'),
  'gear-grinding': image(machineryGearGrinding, 800, 600, 'Gear Grinding'),
  chamfering: image(machineryChamfering, 800, 600, 'Chamfering'),
  'cnc-hobbing': image(machineryCncHobbing, 800, 600, 'CNC Hobbing'),
  'lead-profile-tester': image(machineryLeadProfileTester, 800, 600, 'Lead and Profile Tester'),
  shaving: image(machineryShaving, 800, 600, 'Shaving'),
  'run-out-tester': image(machineryRunOutTester, 800, 600, 'Run-out Tester'),
  'hardness-tester': image(machineryHardnessTester, 800, 600, 'Hardness Tester'),
  'workshop-1': image(machineryWorkshop1, 800, 600, ''),
  'workshop-2': image(machineryWorkshop2, 800, 600, ''),
  'workshop-3': image(machineryWorkshop3, 800, 600, ''),
  'workshop-4': image(machineryWorkshop4, 800, 600, ''),
} as const;

export const labImages = {
  'gear-lead-profile-tester': image(
    labGearLeadProfileTester,
    800,
    600,
    'Gear lead and profile tester',
  ),
  'bench-center': image(labBenchCenter, 800, 600, 'Bench center'),
  'brinell-hardness-tester': image(labBrinellHardnessTester, 800, 600, 'Brinell hardness tester'),
  'rockwell-hardness-tester': image(
    labRockwellHardnessTester,
    800,
    600,
    'Rockwell hardness tester',
  ),
  'micro-vickers-hardness-tester': image(
    labMicroVickersHardnessTester,
    800,
    600,
    'Micro Vickers hardness tester',
  ),
  'metallurgical-microscope': image(
    labMetallurgicalMicroscope,
    800,
    600,
    'Metallurgical microscope',
  ),
} as const;

export const videosImages = {
  'video-1': image(videosVideo1, 640, 360, 'Gear hobbing in progress'),
  'video-2': image(videosVideo2, 640, 360, 'CNC turning of a transmission shaft'),
  'video-3': image(videosVideo3, 640, 360, 'Induction hardening line'),
} as const;

export const galleryFallbackImages = {
  'gallery-1': image(galleryFallbackGallery1, 1200, 900, 'Helical gear set'),
  'gallery-2': image(galleryFallbackGallery2, 1200, 900, 'Spline shaft'),
  'gallery-3': image(galleryFallbackGallery3, 1200, 900, 'Bevel gear pair'),
  'gallery-4': image(galleryFallbackGallery4, 1200, 900, 'Gearbox assembly'),
  'gallery-5': image(galleryFallbackGallery5, 1200, 900, 'Sprockets'),
} as const;

export const pagesImages = {
  welcome: image(pagesWelcome, 900, 700, 'Finished gears on the inspection table'),
  'about-factory': image(pagesAboutFactory, 1200, 700, 'Our factory in Rajkot'),
  'quality-policy': image(pagesQualityPolicy, 900, 650, 'Gear inspection in the quality lab'),
  'client-satisfaction': image(
    pagesClientSatisfaction,
    900,
    650,
    'Packed gearboxes ready for dispatch',
  ),
  team: image(pagesTeam, 1200, 700, 'Our engineering team at work'),
  inquiry: image(pagesInquiry, 800, 900, 'Precision gear close-up'),
  'infrastructure-shaft': image(pagesInfrastructureShaft, 1000, 700, 'Gearbox transmission shaft'),
  certificate: image(pagesCertificate, 900, 1200, 'ISO 9001:2015 certificate'),
  banner: image(pagesBanner, 1920, 480, ''),
  'ebrochure-cover': image(pagesEbrochureCover, 800, 1100, 'Product catalogue 2025 cover'),
} as const;
