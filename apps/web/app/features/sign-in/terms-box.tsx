import type { Language } from '@stallhub/contracts';
import { useT } from '../../i18n/use-t.ts';
import { protocolPath } from '../protocol/documents.ts';

/** The terms agreement, ticked by default (spec 1 §5); the links open the protocol pages. */
export function TermsBox({
  lang,
  checked,
  onChange,
}: {
  lang: Language;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useT();
  const link = (type: 'termsOfService' | 'privacy') => (
    <a
      href={protocolPath(lang, type)}
      target="_blank"
      rel="noreferrer"
      className="text-brand hover:underline"
    >
      {t(`footer.protocol.${type}`)}
    </a>
  );
  return (
    <label className="flex items-start gap-2 text-ink-soft text-xs">
      <input
        type="checkbox"
        name="terms"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 accent-brand"
      />
      <span>
        {t('signIn.terms.agree')} {link('termsOfService')} {t('signIn.terms.and')} {link('privacy')}
      </span>
    </label>
  );
}
