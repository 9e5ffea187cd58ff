import type { ImageVariants } from '@gear/contract/image-variants';
import demoProductImage from '@/assets/images/demo-product.svg';
import { HOME_PRODUCTS } from '@/config/site';

export interface ProductTileData {
  key: string;
  /** null for demo products: their tiles are not links. */
  id: string | number | null;
  title: string;
  /** A resolved address, or null to show the placeholder. */
  image: string | null;
  /** The product's WebP derivatives (mock backend), keyed by the unresolved image URL. */
  variants?: ImageVariants;
}

/** The 8 fixed demo products shown when the list is empty or fails to load (SPEC §4). */
export const DEMO_PRODUCTS: readonly ProductTileData[] = HOME_PRODUCTS.demoTitles.map((title) => ({
  key: `demo-${title}`,
  id: null,
  title,
  image: demoProductImage,
}));
