import defaultSlideImage from '@/assets/images/default-slide.svg';
import { HERO } from '@/config/site';
import { resolveAssetUrl } from '@/lib/asset-url';
import { imageSources } from '@/lib/image-variants';
import { API_PATHS } from '@gear/contract/api-paths';
import type { Slider } from '@gear/contract/slider';
import { useHandedAnswer } from '@/lib/handover';
import { settleLater } from '@/lib/settle';
import { useAsync } from '@/lib/use-async';
import { getSliders, readSliders } from '../api/get-sliders';

export interface HeroSlide {
  key: string;
  title: string;
  description: string;
  image: string;
  /** WebP derivatives of `image` as `srcset` (mock backend); undefined for the plain image. */
  srcSet?: string;
}

export const DEFAULT_SLIDE: HeroSlide = {
  key: 'default',
  title: HERO.defaultSlideTitle,
  description:
    'Precision gears, transmission shafts and machined components for OEMs and the aftermarket.',
  image: defaultSlideImage,
};

/** The slides of a read (`read` gives the sliders or throws why it could not). */
function settleSlides(read: () => Slider[]): HeroSlide[] {
  try {
    const slides = read().map((slider): HeroSlide => {
      const image = resolveAssetUrl(slider.image);
      return {
        key: String(slider.id),
        title: slider.title?.trim() ?? '',
        description: slider.description?.trim() ?? '',
        image: image ?? defaultSlideImage,
        srcSet: imageSources(image, slider.variants).srcSet,
      };
    });
    return slides.length > 0 ? slides : [DEFAULT_SLIDE];
  } catch (error) {
    // SPEC §8: logged, and the default slide is shown.
    console.error('Failed to load sliders:', error);
    return [DEFAULT_SLIDE];
  }
}

const loadSlides = async (signal: AbortSignal) =>
  settleSlides(await settleLater(getSliders(signal), signal));

/** The hero's slides: null while loading, then the server's slides or the default slide. */
export function useHeroSlides(): HeroSlide[] | null {
  const handed = useHandedAnswer(API_PATHS.sliders);
  const state = useAsync(
    loadSlides,
    'sliders',
    handed && (() => settleSlides(() => readSliders(handed))),
  );
  return state.status === 'success'
    ? state.data
    : state.status === 'error'
      ? [DEFAULT_SLIDE]
      : null;
}
