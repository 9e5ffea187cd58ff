/**
 * The ONE site configuration: the company identity (fictional placeholders, SPEC "Placeholders")
 * and the business constants of SPEC.md §9. The company's facts (name, address, phones…) come from
 * @gear/contract/company, which the generated pictures and documents print too; limits and
 * user-facing messages live in @gear/contract (limits.ts, messages.ts) and are not repeated here.
 */

import { BROCHURE_DOWNLOAD_FILE_NAME } from '@gear/contract/brochure-constants';
import { COMPANY } from '@gear/contract/company';

export interface SocialLink {
  readonly label: string;
  readonly href: string;
}

export interface SiteIdentity {
  /** Full company name, used in text ("Welcome to …") and titles. */
  readonly companyName: string;
  /** The two-line header wordmark (SPEC §1). */
  readonly wordmark: { readonly name: string; readonly subtitle: string };
  readonly logo: { readonly src: string; readonly alt: string };
  readonly established: number;
  readonly certification: string;
  readonly leaderName: string;
  /** Two display phone numbers (reserved-looking placeholders, never a real person's). */
  readonly phones: readonly [string, string];
  readonly email: string;
  readonly address: {
    readonly lines: readonly string[];
    readonly city: string;
    readonly region: string;
    readonly postalCode: string;
    readonly country: string;
  };
  /** The chat button's business number: digits only, with country code (wa.me format). */
  readonly chatNumber: string;
  readonly social: {
    readonly linkedin: SocialLink;
    readonly youtube: SocialLink;
    readonly instagram: SocialLink;
  };
  readonly mapEmbedUrl: string;
  readonly copyrightYear: number;
  readonly designerCredit: SocialLink;
}

export const site: SiteIdentity = {
  ...COMPANY,
  logo: { src: '/logo.svg', alt: 'Example Gears logo' },
  leaderName: 'Mr. A. Placeholder',
  chatNumber: '910000000000',
  social: {
    linkedin: { label: 'LinkedIn', href: 'https://www.linkedin.com/company/example' },
    youtube: { label: 'YouTube', href: 'https://www.youtube.com/@example' },
    // SPEC §2 footer: one of the three social links is a placeholder.
    instagram: { label: 'Instagram', href: '#' },
  },
  mapEmbedUrl: 'https://www.google.com/maps?q=Rajkot%2C%20Gujarat%2C%20India&z=12&output=embed',
  copyrightYear: 2025,
  designerCredit: { label: 'Example Web Studio', href: '#' },
};

/** Opens the same place as `site.mapEmbedUrl` in the maps service (the contact page's link). */
export const mapLinkUrl =
  'https://www.google.com/maps/search/?api=1&query=Rajkot%2C%20Gujarat%2C%20India';

/** tel: href for a display number ("+91 00000 00000" → "tel:+910000000000"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The chat links (SPEC §1): the app link on phones, the web link on desktops. */
export const chatLinks = {
  web: `https://wa.me/${site.chatNumber}`,
  app: `whatsapp://send?phone=${site.chatNumber}`,
} as const;

/** Document titles: "Our Products | Example Gears Auto Engineers". */
export const pageTitle = (page?: string) =>
  page ? `${page} | ${site.companyName}` : site.companyName;

// ---------------------------------------------------------------------------------------------
// Business constants (SPEC.md §9)
// ---------------------------------------------------------------------------------------------

export const BREAKPOINTS = {
  /** Desktop layout and the admin sidebar collapse point. */
  desktop: 768,
  /** The hero slider's mobile layout. */
  heroMobile: 920,
} as const;

export interface LanguageOption {
  readonly code: string;
  readonly name: string;
}

/** The 40 languages of SPEC §3, with the page-translation service's language codes. */
export const LANGUAGES: readonly LanguageOption[] = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'Hindi' },
  { code: 'mr', name: 'Marathi' },
  { code: 'gu', name: 'Gujarati' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'es', name: 'Spanish' },
  { code: 'zh-CN', name: 'Chinese Simplified' },
  { code: 'zh-TW', name: 'Chinese Traditional' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'ar', name: 'Arabic' },
  { code: 'ru', name: 'Russian' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'it', name: 'Italian' },
  { code: 'nl', name: 'Dutch' },
  { code: 'pl', name: 'Polish' },
  { code: 'tr', name: 'Turkish' },
  { code: 'sv', name: 'Swedish' },
  { code: 'th', name: 'Thai' },
  { code: 'uk', name: 'Ukrainian' },
  { code: 'vi', name: 'Vietnamese' },
  { code: 'bn', name: 'Bengali' },
  { code: 'ta', name: 'Tamil' },
  { code: 'te', name: 'Telugu' },
  { code: 'ml', name: 'Malayalam' },
  { code: 'kn', name: 'Kannada' },
  { code: 'pa', name: 'Punjabi' },
  { code: 'ur', name: 'Urdu' },
  { code: 'fa', name: 'Persian' },
  { code: 'he', name: 'Hebrew' },
  { code: 'id', name: 'Indonesian' },
  { code: 'ms', name: 'Malay' },
  { code: 'fil', name: 'Filipino' },
  { code: 'el', name: 'Greek' },
  { code: 'hu', name: 'Hungarian' },
  { code: 'cs', name: 'Czech' },
  { code: 'ro', name: 'Romanian' },
  { code: 'da', name: 'Danish' },
  { code: 'fi', name: 'Finnish' },
  { code: 'no', name: 'Norwegian' },
];

export const DEFAULT_LANGUAGE = 'en';

export const TRANSLATION = {
  /** The translation script loads this long after mount. */
  scriptDelayMs: 1000,
  /** Delay after its initialisation before the page is forced back to English. */
  fixDelayMs: 1000,
  /** Banner and tooltip clean-up interval. */
  cleanupIntervalMs: 300,
} as const;

export const LANGUAGE_PANEL = { maxHeightPx: 320, widthPx: 250 } as const;

export const SCROLL_ANIMATION = { offset: 120, durationMs: 400, easing: 'ease' } as const;

export const SCROLL_REVEAL_THRESHOLD = 0.3;

export const HERO = {
  autoAdvanceMs: 4000,
  transitionS: 0.7,
  heightPx: 550,
  defaultSlideTitle: 'Service for Industries',
} as const;

export const MACHINERY = {
  itemCount: 17,
  autoAdvanceMs: 5000,
  /** Controls are locked while a slide moves. */
  lockAfterNextMs: 700,
  lockAfterPreviousMs: 1000,
  /** Items per page by viewport width. */
  pages: [
    { minWidth: 1024, perPage: 3 },
    { minWidth: 640, perPage: 2 },
    { minWidth: 0, perPage: 1 },
  ],
  captionHoverText: 'High-precision engineering for industrial applications',
} as const;

export const COUNTERS = {
  durationMs: 2000,
  tickMs: 20,
  suffix: '+',
  items: [
    { label: 'Gear Types', end: 500 },
    { label: 'Satisfied Clients', end: 82 },
    { label: 'Years in Industry', end: 20 },
    { label: 'Skilled Engineers', end: 20 },
  ],
} as const;

export const HOME_PRODUCTS = {
  /** Tiles shown on the home page; also the number of demo products. */
  cap: 8,
  demoTitles: [
    'Bearing Housing',
    'Castle Nut',
    'Chain Sprocket',
    'Axle Shaft',
    'Gear Box',
    'Mechanical Oil Seal Axle & Housing',
    'Machining Components',
    'Motor Input Shaft',
  ],
} as const;

export const PRODUCT_CARD = { widthPx: 340, heightPx: 300 } as const;

export const PRODUCT_GALLERY = {
  /** Sub image slots and grid columns on the product detail page. */
  slots: 6,
  columns: 6,
  mainImagePlaceholderPx: 400,
  thumbnailPlaceholderPx: 100,
} as const;

export const PUBLIC_GALLERY = { columns: 5, fallbackImageCount: 5 } as const;

/**
 * Long public lists (/product, /gallery): from `fromItems` items only the rows near the viewport
 * are rendered (plus `overscanRows` above and below); shorter lists render whole and animate in.
 * `firstItems` show while the windowing code loads. The hero strip of /gallery shows at most
 * `galleryHighlights` images; the grid below has all.
 */
export const LIST_WINDOWING = {
  fromItems: 60,
  overscanRows: 3,
  firstItems: 12,
  galleryHighlights: 12,
} as const;

export const BROCHURE = {
  downloadDelayMs: 1000,
  closeDelayMs: 2000,
  claims: ['100+ Products', '25+ Years'],
  edition: 2025,
  /** The downloaded catalogue's file name (shared with the backend's signed download). */
  downloadFileName: BROCHURE_DOWNLOAD_FILE_NAME,
} as const;

export const TOAST = { autoCloseMs: 3000, position: 'top-right' } as const;

export const RICH_TEXT_EDITOR = {
  theme: 'snow',
  historyMaxStack: 100,
  historyDelayMs: 1000,
  imageProtocols: ['http', 'https', 'data'],
  imageAccept: 'image/png, image/gif, image/jpeg, image/bmp, image/x-icon',
} as const;

export const VIDEO_MODAL = { maxWidth: '56rem' /* 4xl */ } as const;

export const COMPANY_FACTS = {
  established: site.established,
  yearsOfExperience: 20,
  certification: site.certification,
  hardnessHrc: '55-60 HRC',
} as const;
