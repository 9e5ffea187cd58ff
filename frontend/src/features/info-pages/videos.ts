import { videosImages, type SiteImage } from '@/assets/images/site-images';

export interface VideoTile {
  readonly id: number;
  readonly image: SiteImage;
  /** The video's address; empty until the footage is published (SPEC §3 "Video tile"). */
  readonly videoUrl: string;
  /** A captions (WebVTT) address for the video; empty while there is no video. */
  readonly captionsUrl: string;
}

/** The 'Industrial Machinery Videos' tiles (SPEC §2 Infrastructure). No titles, by the spec. */
export const VIDEO_TILES: readonly VideoTile[] = [
  { id: 1, image: videosImages['video-1'], videoUrl: '', captionsUrl: '' },
  { id: 2, image: videosImages['video-2'], videoUrl: '', captionsUrl: '' },
  { id: 3, image: videosImages['video-3'], videoUrl: '', captionsUrl: '' },
];
