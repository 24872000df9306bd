import type { Language } from '@stallhub/contracts';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { localePath } from '../../../routing/locale.ts';
import type { CategoryMenuData } from './category-menu.tsx';

/** The menu on a phone: one row scrolling sideways, each category with its inline leaves. */
export function CategoryStrip({ lang, menu }: { lang: Language; menu: CategoryMenuData }) {
  const { t } = useT();
  return (
    <nav aria-label={t('menu.label')} className="-mx-3 overflow-x-auto px-3 [scrollbar-width:none]">
      <ul className="flex w-max gap-2 text-[13px]">
        {menu.categories.map((category) => (
          <li key={category.pid} className="flex items-center gap-2 rounded-full bg-white py-1.5 pr-3 pl-3.5">
            <span className="font-semibold text-ink">{category.pname}</span>
            {category.showList.map((leaf) => (
              <Link key={leaf.vcid} to={localePath(lang, leaf.hrefUrl)} className="text-ink-soft">
                {leaf.vcname}
              </Link>
            ))}
          </li>
        ))}
      </ul>
    </nav>
  );
}
