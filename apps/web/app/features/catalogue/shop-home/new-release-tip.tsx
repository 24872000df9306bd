import { NEW_RELEASE_TIP_MS } from '@stallhub/contracts';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';

/**
 * What makes a new-release-level stall (spec 3 §5 "New-first-release items"): shown on arrival and hidden
 * after 10 s (spec 3 §9), since it explains the badge once rather than covering the page.
 */
export function NewReleaseTip() {
  const { t } = useT();
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setOpen(false), NEW_RELEASE_TIP_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!open) return null;
  return (
    <div
      role="tooltip"
      data-testid="new-release-tip"
      className="absolute top-full left-0 z-20 mt-1 w-64 rounded-md bg-ink/90 p-2 text-white text-xs shadow-lg"
    >
      <p className="font-semibold">{t('shopHome.newRelease.title')}</p>
      <ul className="mt-1 list-disc pl-4">
        <li>{t('shopHome.newRelease.within30Days')}</li>
        <li>{t('shopHome.newRelease.noSameItem')}</li>
        <li>{t('shopHome.newRelease.realPhotos')}</li>
      </ul>
    </div>
  );
}
