import type { ShopStrength } from '@stallhub/contracts';
import { useT } from '../../../i18n/use-t.ts';
import { strengthLabel } from '../stall-badges/badge-rules.ts';

/** The certified-strength sheet: /shop/{id}?type=1 and /shop/{id}/content_slzz (spec 3 §2). */
export function StrengthSheet({ sheet }: { sheet: ShopStrength }) {
  const { t } = useT();
  const label = strengthLabel(sheet.strength, sheet.strengthType);
  const facts: [string, string][] = [];
  if (label) facts.push([t('shopHome.strength.level'), t(`badge.strength.${label}`)]);
  if (sheet.strengthYear) facts.push([t('shopHome.strength.since'), String(sheet.strengthYear)]);
  if (sheet.depositString) facts.push([t('shopHome.strength.deposit'), sheet.depositString]);
  facts.push([t('shopHome.strength.newItems'), String(sheet.upshelfItemNum365d)]);
  facts.push([t('shopHome.strength.sales'), String(sheet.stallSales)]);
  if (sheet.years > 0) facts.push([t('shopHome.strength.years'), t('badge.years', { count: sheet.years })]);
  const factory = sheet.factoryInfo;
  if (factory) {
    facts.push(
      [t('shopHome.strength.category'), factory.adCate],
      [
        t('shopHome.strength.area'),
        `${factory.cityArea} · ${t('shopHome.strength.squareMetres', { area: factory.area })}`,
      ],
      [t('shopHome.strength.staff'), String(factory.fixedEmpNum)],
      [t('shopHome.strength.technology'), factory.processingTechnology],
      [t('shopHome.strength.method'), factory.processingMethod],
    );
  }
  return (
    <section
      aria-labelledby="strength-title"
      data-testid="strength-sheet"
      className="rounded-lg bg-white p-4"
    >
      <h2 id="strength-title" className="font-bold text-ink text-lg">
        {t('shopHome.strength.title')}
      </h2>
      {!sheet.strength && <p className="mt-2 text-ink-soft text-sm">{t('shopHome.strength.none')}</p>}
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([name, value]) => (
          <div key={name} className="flex gap-2 border-line border-b pb-1.5">
            <dt className="w-28 shrink-0 text-ink-faint">{name}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
