import { useState } from 'react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { Modal } from '@/components/ui/modal';
import { Reveal } from '@/components/ui/reveal';
import { VIDEO_MODAL } from '@/config/site';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { VIDEO_TILES, type VideoTile } from '../videos';
import { PlayIcon } from './icons';
import styles from './video-grid.module.css';

/**
 * Three untitled video thumbnails; each opens the player in a modal (SPEC §2 Infrastructure,
 * §4 "Video modal"). A thumbnail that fails to load is hidden (SPEC §8) and the tile stays usable.
 */
export function VideoGrid({ tiles = VIDEO_TILES }: { tiles?: readonly VideoTile[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const openIndex = tiles.findIndex((tile) => tile.id === openId);
  const open = tiles[openIndex] ?? null;
  const close = () => {
    setOpenId(null);
  };

  return (
    <>
      <ul className={styles.grid}>
        {tiles.map((tile, index) => (
          <Reveal as="li" key={tile.id} delayMs={index * 100}>
            <button
              type="button"
              className={styles.tile}
              aria-label={`Play video ${index + 1}`}
              onClick={() => {
                setOpenId(tile.id);
              }}
            >
              <ImageWithFallback
                className={styles.thumbnail}
                src={tile.image.src}
                alt=""
                width={tile.image.width}
                height={tile.image.height}
                fallback={null}
              />
              <span className={styles.play} aria-hidden="true">
                <PlayIcon />
              </span>
            </button>
          </Reveal>
        ))}
      </ul>
      <Modal
        open={open !== null}
        onClose={close}
        title={`Machinery video ${openIndex + 1}`}
        maxWidth={VIDEO_MODAL.maxWidth}
      >
        {open ? <VideoPlayer tile={open} /> : null}
      </Modal>
    </>
  );
}

function VideoPlayer({ tile }: { tile: VideoTile }) {
  const reducedMotion = useReducedMotion();
  const available = tile.videoUrl !== '';
  return (
    <div className={styles.player}>
      <video
        className={styles.video}
        src={available ? tile.videoUrl : undefined}
        autoPlay={!reducedMotion}
        controls
        playsInline
        preload={available ? 'auto' : 'none'}
        width={tile.image.width}
        height={tile.image.height}
      >
        <track
          kind="captions"
          srcLang="en"
          label="English"
          src={tile.captionsUrl !== '' ? tile.captionsUrl : undefined}
        />
      </video>
      {available ? null : (
        <p className={styles.note} role="status">
          This video is not available yet. Please check back soon.
        </p>
      )}
    </div>
  );
}
