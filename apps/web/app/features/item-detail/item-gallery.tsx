import { imageUrl } from '@stallhub/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';

/** The item's pictures: a large one and a strip of thumbnails that choose it (the first until scripts run). */
export function ItemGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useT();
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  return (
    <div data-testid="item-gallery" className="flex flex-col gap-2">
      <div className="aspect-square overflow-hidden rounded-lg border border-line bg-page">
        {current && (
          <img
            src={imageUrl(current, 800)}
            alt={title}
            width={800}
            height={800}
            fetchPriority="high"
            className="size-full object-cover"
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto" aria-label={t('itemDetail.gallery.thumbnails')}>
          {images.map((image, index) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                aria-label={t('itemDetail.gallery.show', { index: index + 1 })}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
                onMouseEnter={() => setShown(index)}
                className={clsx(
                  'block size-16 overflow-hidden rounded-md border-2 md:size-[72px]',
                  index === shown ? 'border-brand' : 'border-transparent hover:border-brand/40',
                )}
              >
                <img
                  src={imageUrl(image, 80)}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
