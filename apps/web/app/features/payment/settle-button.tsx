import { type Language, payConfirmPostRoute } from '@stallhub/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { localePath } from '../../routing/locale.ts';

/** Makes an order of the purchase list (the server prices it) and goes on to pay it. */
export function SettleButton({ lang }: { lang: Language }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const settle = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { orderNo } = await browserApi.call(payConfirmPostRoute, {});
      await navigate(localePath(lang, `/user/pay.html?orderNo=${orderNo}`));
    } catch (error) {
      setProblem((error as Error).message || t('payment.settleFailed'));
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        onClick={settle}
        disabled={busy}
        data-testid="settle"
        className="h-10 rounded bg-brand px-6 font-medium text-white hover:opacity-90 disabled:opacity-60"
      >
        {t('payment.settle')}
      </button>
      {problem && (
        <p role="alert" className="text-red-600 text-sm">
          {problem}
        </p>
      )}
    </div>
  );
}
