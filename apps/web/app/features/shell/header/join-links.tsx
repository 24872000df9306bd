import { type City, canLinkTo, type Language, MATERIALS_CITIES } from '@stallhub/contracts';
import { useId } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { materialsPath, moveInPath } from './shell-links.ts';

/**
 * The stall owners' links: "stall move-in", which reads "can apply" with the national-sourcing tip
 * when the server allows moving in nationally, and "apply for materials" in the materials cities;
 * each only once its page is built.
 */
export function JoinLinks({
  lang,
  city,
  allowMoveToNational,
}: {
  lang: Language;
  city: City;
  allowMoveToNational: boolean;
}) {
  const { t } = useT();
  const tipId = useId();
  const materials = materialsPath(lang, city);
  const moveIn = moveInPath(lang);
  return (
    <>
      {MATERIALS_CITIES.includes(city) && canLinkTo(materials) && (
        <a href={materials} className="hover:text-brand">
          {t('header.applyMaterials')}
        </a>
      )}
      {canLinkTo(moveIn) &&
        (allowMoveToNational ? (
          <span className="group relative">
            <a href={moveIn} aria-describedby={tipId} className="font-medium text-brand hover:underline">
              {t('header.canApply')}
            </a>
            <span
              id={tipId}
              role="tooltip"
              className="pointer-events-none invisible absolute top-full right-0 z-50 mt-1.5 whitespace-nowrap rounded bg-ink px-2 py-1 text-white text-xs opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
            >
              {t('header.nationalTip')}
            </span>
          </span>
        ) : (
          <a href={moveIn} className="hover:text-brand">
            {t('header.moveIn')}
          </a>
        ))}
    </>
  );
}
