import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import placeholderImage from '@/assets/images/placeholder.svg';
import { ButtonLink } from '@/components/ui/button';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { Section } from '@/components/ui/section';
import { Spinner } from '@/components/ui/spinner';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PRODUCT_CARD } from '@/config/site';
import type { ProductTileData } from '../demo-products';
import { useHomeProducts } from '../hooks/use-home-products';
import styles from './product-gallery.module.css';

/** SPEC §2 Home 5: up to 8 product tiles and 'Show More'. */
export function ProductGallery() {
  const tiles = useHomeProducts();
  return (
    <Section heading="Our Product Gallery" muted>
      {tiles === null ? (
        <Spinner label={PUBLIC_MESSAGES.loadingProducts} />
      ) : (
        <ul className={styles.grid}>
          {tiles.map((tile) => (
            <li key={tile.key}>
              <ProductTile tile={tile} />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <ButtonLink to={paths.products} variant="secondary">
          Show More
        </ButtonLink>
      </div>
    </Section>
  );
}

function ProductTile({ tile }: { tile: ProductTileData }) {
  const body = (
    <>
      <ImageWithFallback
        className={styles.image}
        src={tile.image}
        fallbackSrc={placeholderImage}
        alt=""
        width={PRODUCT_CARD.widthPx}
        height={PRODUCT_CARD.heightPx}
      />
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
