import type { ItemPictures, Language } from '@stallhub/contracts';
import clsx from 'clsx';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { pictureId } from './picture-choice.ts';

const LINK_BUTTON =
  'rounded-md border border-line px-3 py-1.5 text-ink text-sm hover:border-brand hover:text-brand';

/** One item's pictures to tick, the whole item at once, and its video's own download. */
export function ItemPicturesBlock({
  item,
  lang,
  chosen,
  toggle,
  videoSize,
  onVideo,
}: {
  item: ItemPictures;
  lang: Language;
  chosen: ReadonlySet<string>;
  toggle: (ids: readonly string[], on: boolean) => void;
  videoSize: string | null;
  onVideo: () => void;
}) {
  const { t } = useT();
  const ids = item.pictures.map((picture) => pictureId(item.vid, picture.index));
  const all = ids.every((id) => chosen.has(id));
  return (
    <section
      className="rounded-lg border border-line p-3"
      data-testid="download-item"
      aria-label={item.title}
    >
      <header className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <a
            href={localePath(lang, `/item/${item.vid}`)}
            className="line-clamp-2 text-ink text-sm hover:text-brand"
          >
            {item.title}
          </a>
          {item.artNo && (
            <p className="mt-0.5 text-ink-faint text-xs">
              {t('pictureDownload.artNo', { artNo: item.artNo })}
            </p>
          )}
        </div>
        <label className="flex items-center gap-2 text-ink-soft text-sm">
          <input
            type="checkbox"
            checked={all}
            onChange={(event) => toggle(ids, event.target.checked)}
            data-testid="select-item"
          />
          {t('pictureDownload.selectItem')}
        </label>
        {item.video && (
          <button type="button" className={LINK_BUTTON} onClick={onVideo} data-testid="download-video">
            {t('pictureDownload.video')}
            <span className="ml-1 text-ink-faint text-xs">{videoSize}</span>
          </button>
        )}
      </header>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-8">
        {item.pictures.map((picture) => {
          const id = pictureId(item.vid, picture.index);
          const on = chosen.has(id);
          return (
            <li key={id}>
              <label
                className={clsx(
                  'relative block cursor-pointer overflow-hidden rounded-md border-2',
                  on ? 'border-brand' : 'border-transparent',
                )}
              >
                <img
                  src={picture.thumbnail}
                  alt={t('pictureDownload.picture', { n: picture.index + 1 })}
                  loading="lazy"
                  className="aspect-square w-full bg-page object-cover"
                />
                <input
                  type="checkbox"
                  checked={on}
                  onChange={(event) => toggle([id], event.target.checked)}
                  className="absolute top-1.5 left-1.5 size-4"
                  data-testid="picture-choice"
                />
                <span className="absolute inset-x-0 bottom-0 truncate bg-black/55 px-1 py-0.5 text-[11px] text-white">
                  {picture.kind === 'main' ? t('pictureDownload.main') : t('pictureDownload.detail')}
                  {/* The size where there is room for it: a phone's tile shows kind and colour. */}
                  <span className="hidden sm:inline">
                    {' · '}
                    {picture.width}×{picture.height}
                  </span>
                  {picture.colour ? ` · ${picture.colour}` : ''}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
