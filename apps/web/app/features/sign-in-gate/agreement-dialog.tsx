import { DIALOG_WIDTH, type Language, USER_AGREEMENT_EFFECTIVE_DATE } from '@stallhub/contracts';
import { useEffect, useState } from 'react';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '../../components/dialog.tsx';
import { CloseIcon } from '../../components/icons.tsx';
import { marketDate } from '../../components/market-time.ts';
import { useT } from '../../i18n/use-t.ts';
import { loadProtocolFile, type ProtocolFile } from '../protocol/documents.ts';
import { ProtocolArticle } from '../protocol/protocol-article.tsx';

/**
 * The buyers' user agreement in a dialog (spec 1 §2: effective 23 April 2019), the same text as its
 * protocol page; the document loads when the dialog first opens.
 */
export function AgreementDialog({
  lang,
  open,
  onOpenChange,
}: {
  lang: Language;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useT();
  const [file, setFile] = useState<ProtocolFile | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open || file) return;
    loadProtocolFile(lang).then(setFile, () => setFailed(true));
  }, [open, file, lang]);

  const effectiveDateLabel = marketDate(lang, USER_AGREEMENT_EFFECTIVE_DATE, 'longDate');

  return (
    <Dialog
      open={open}
      onClose={() => onOpenChange(false)}
      width={DIALOG_WIDTH.agreement}
      testId="agreement-dialog"
      className="flex max-h-[85vh] flex-col overflow-hidden rounded-lg bg-white shadow-xl"
    >
      <div className="flex items-center justify-between border-line border-b px-5 py-3">
        <DialogTitle className="font-semibold text-base">{t('agreement.title')}</DialogTitle>
        <DialogClose
          className="rounded p-1 text-ink-soft hover:bg-page hover:text-ink"
          aria-label={t('agreement.close')}
        >
          <CloseIcon className="size-4" />
        </DialogClose>
      </div>
      <DialogDescription className="sr-only">
        {t('agreement.effective', { date: effectiveDateLabel })}
      </DialogDescription>
      <div className="min-h-40 flex-1 overflow-y-auto">
        {file ? (
          <ProtocolArticle
            lang={lang}
            ui={file.ui}
            document={file.documents.buyerAgreement}
            dateLine={{
              template: file.ui.effectiveDate,
              iso: file.documents.buyerAgreement.effectiveDate,
              label: effectiveDateLabel,
            }}
          />
        ) : (
          <p className="px-5 py-10 text-center text-ink-soft text-sm">
            {failed ? t('agreement.loadFailed') : t('agreement.loading')}
          </p>
        )}
      </div>
      <div className="flex justify-end border-line border-t px-5 py-3">
        <DialogClose className="rounded-full bg-brand px-6 py-1.5 text-sm text-white hover:bg-brand-dark">
          {t('agreement.confirm')}
        </DialogClose>
      </div>
    </Dialog>
  );
}
