import type { City, Language } from '@stallhub/contracts';
import { useRouteLoaderData } from 'react-router';
import { QrCode } from '../../components/qr-code.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { phoneImageSearchUrl } from './rules.ts';

/**
 * Spec 3 §2's "mini-program QR promo": a QR code that opens the image search on the buyer's phone, where
 * the camera is. Desktop only: on a phone the panel's upload button already offers the camera, and a
 * code on the screen cannot be scanned by the phone showing it.
 */
export function PhoneSearchPromo({ lang, city }: { lang: Language; city: City }) {
  const { t } = useT();
  const siteOrigin = useRouteLoaderData<typeof rootLoader>('root')?.siteOrigin;
  if (!siteOrigin) return null;
  return (
    <aside
      data-testid="image-search-phone"
      className="hidden items-center gap-3 rounded-lg border border-line px-3 py-2 md:flex"
    >
      <QrCode url={phoneImageSearchUrl(siteOrigin, lang, city)} label={t('imageSearch.phone.qr')} size={80} />
      <p className="text-ink text-sm">{t('imageSearch.phone.hint')}</p>
    </aside>
  );
}
