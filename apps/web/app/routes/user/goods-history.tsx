import { getGoodsHistory } from '@stallhub/contracts';
import { useLoaderData } from 'react-router';
import { ItemCard } from '../../features/catalogue/item-card/item-card.tsx';
import { Pager, pageParam } from '../../features/user-centre/pager.tsx';
import { Panel } from '../../features/user-centre/panel.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import type { Route } from './+types/goods-history';

const PAGE_SIZE = 40;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, city } = await requireMember(request, params, context.api);
  const page = pageParam(new URL(request.url));
  const history = await context.api.call(getGoodsHistory, { page, pageSize: PAGE_SIZE, lang });
  return { lang, city, history, pages: Math.ceil(history.total / PAGE_SIZE) };
}

/** /goods-history (spec 3 §2): the items the buyer opened, the newest first, as item cards. */
export default function GoodsHistory() {
  const { lang, city, history, pages } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <Panel
      title={t('goodsHistory.title')}
      actions={
        <span className="text-ink-soft text-sm">{t('goodsHistory.total', { count: history.total })}</span>
      }
    >
      <title>{t('goodsHistory.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      {history.list.length === 0 ? (
        <p className="py-12 text-center text-ink-soft">{t('goodsHistory.empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 md:grid-cols-4 md:gap-3" data-testid="goods-history">
          {history.list.map((item, index) => (
            <li key={item.itemId} className="flex">
              <ItemCard item={item} lang={lang} city={city} eager={index < 8} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={history.page}
        pages={pages}
        hrefOf={(page) => `${localePath(lang, '/goods-history')}?page=${page}`}
      />
    </Panel>
  );
}
