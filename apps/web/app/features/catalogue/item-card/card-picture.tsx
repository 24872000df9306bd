import { type ItemCard as Item, imageUrl } from '@stallhub/contracts';
import { Link } from 'react-router';
import { PlayIcon } from '../../../components/icons.tsx';
import { useT } from '../../../i18n/use-t.ts';

/**
 * The card's picture, a link to the item, marked when the item has a video. The first screen's pictures
 * load at once, the grid's first one asked first (a phone's likely largest paint); the rest when near.
 */
export function CardPicture({
  item,
  href,
  eager,
  first,
}: {
  item: Item;
  href: string;
  eager: boolean;
  first: boolean;
}) {
  const { t } = useT();
  return (
    <>
      <Link to={href} className="block size-full" data-testid="card-picture">
        <img
          src={imageUrl(item.indexImgUrl, 400)}
          alt={item.title}
          width={400}
          height={400}
          loading={eager || first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding={first ? undefined : 'async'}
          className="size-full object-cover"
        />
      </Link>
      {item.hasVideo && (
        <span
          className="absolute top-2 right-2 flex size-6 items-center justify-center rounded-full bg-ink/55 text-white"
          title={t('card.hasVideo')}
        >
          <PlayIcon className="size-3.5" />
          <span className="sr-only">{t('card.hasVideo')}</span>
        </span>
      )}
    </>
  );
}
