import type { ItemCard as Item, Language } from '@stallhub/contracts';
import { formatCount } from '../../../components/format-count.ts';
import { FlameIcon } from '../../../components/icons.tsx';
import { HTML_LANG } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/use-t.ts';
import { hotRecommendation, salesFigure } from './card-rules.ts';

/** The line over the picture's foot: the item's sales or views, and a "hot" flag when it earns one. */
export function CardCounts({ item, lang }: { item: Item; lang: Language }) {
  const { t } = useT();
  const figure = salesFigure(item);
  const hot = hotRecommendation(item);
  return (
    <div
      data-testid="card-info"
      className="flex items-center justify-between gap-1 bg-gradient-to-t from-black/55 to-transparent px-2 pt-4 pb-1.5 text-[11px] text-white"
    >
      <span>
        {t(`card.count.${figure.kind}`, {
          count: figure.value,
          value: formatCount(figure.value, HTML_LANG[lang]),
        })}
      </span>
      {hot && (
        <span className="flex items-center gap-0.5 rounded-sm bg-brand px-1 font-medium leading-4">
          <FlameIcon className="size-3" />
          {t(`card.hot.${hot}`)}
        </span>
      )}
    </div>
  );
}
