import { machineryImages, type SiteImage } from '@/assets/images/site-images';

export interface MachineryItem {
  key: string;
  image: SiteImage;
  /** Empty for the four untitled workshop images. */
  title: string;
}

const item = (key: keyof typeof machineryImages, title: string): MachineryItem => ({
  key,
  image: machineryImages[key],
  title,
});

/** The 17 fixed machinery entries of SPEC §2 Home 6, in order. */
export const MACHINERY_ITEMS: readonly MachineryItem[] = [
  item('hobbing', 'Hobbing'),
  item('broaching', 'Broaching'),
  item('cnc-surface-grinding', 'CNC Surface Grinding'),
  item('cnc-turning', 'CNC Turning'),
  item('cylindrical-grinding', 'Cylindrical Grinding'),
  item('drilling', 'Drilling'),
  item('gear-grinding', 'Gear Grinding'),
  item('chamfering', 'Chamfering'),
  item('cnc-hobbing', 'CNC Hobbing'),
  item('lead-profile-tester', 'Lead and Profile Tester'),
  item('shaving', 'Shaving'),
  item('run-out-tester', 'Run-out Tester'),
  item('hardness-tester', 'Hardness Tester'),
  item('workshop-1', ''),
  item('workshop-2', ''),
  item('workshop-3', ''),
  item('workshop-4', ''),
];
