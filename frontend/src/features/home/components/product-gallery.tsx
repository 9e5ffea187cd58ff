import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { Link } from 'react-router';
import placeholderImage from '@/assets/images/placeholder.svg';
import { ButtonLink } from '@/components/ui/button';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { Reveal } from '@/components/ui/reveal';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { PRODUCT_CARD } from '@/config/site';
import type { ProductTileData } from '../demo-products';
import { useHomeProducts } from '../hooks/use-home-products';
import styles from './product-gallery.module.css';

/** Tiles: 2 columns, 4 from 768px, inside the 1200px content width. */
const TILE_SIZES = '(min-width: 768px) min(25vw, 300px), 50vw';

/** SPEC §2 Home 5: 'Our Product Gallery', up to 8 product tiles and 'Show More'. */
export function ProductGallery() {
  const tiles = useHomeProducts();
  return (
    <section className={styles.section} aria-labelledby="home-products">
      <div className={styles.inner}>
        <Reveal>
          <p className={styles.eyebrow}>What we make</p>
          <h2 id="home-products" className={styles.heading}>
            Our Product Gallery
          </h2>
        </Reveal>
        {tiles === null ? (
          <Spinner label={PUBLIC_MESSAGES.loadingProducts} />
        ) : (
          <ul className={styles.grid}>
            {tiles.map((tile, index) => (
              <Reveal as="li" key={tile.key} delayMs={(index % 4) * 80}>
                <ProductTile tile={tile} />
              </Reveal>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <ButtonLink to={paths.products} variant="primary">
            Show More
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

function ProductTile({ tile }: { tile: ProductTileData }) {
  const body = (
    <>
      <span className={styles.frame}>
        <ImageWithFallback
          className={styles.image}
          src={tile.image}
          variants={tile.variants}
          sizes={TILE_SIZES}
          fallbackSrc={placeholderImage}
          alt=""
          width={PRODUCT_CARD.widthPx}
          height={PRODUCT_CARD.heightPx}
        />
      </span>
      <h3 className={styles.title}>{tile.title}</h3>
    </>
  );
  return tile.id === null ? (
    <div className={styles.tile}>{body}</div>
  ) : (
    <Link className={styles.tile} to={paths.productDetail(tile.id)}>
      {body}
    </Link>
  );
}
