import { LISTING_DIALOG_WIDTH } from '@stallhub/contracts';
import { useState } from 'react';
import { CornerClose, Dialog, DialogDescription, DialogTitle } from '../../components/dialog.tsx';
import { useT } from '../../i18n/use-t.ts';

const STEPS = ['authorise', 'choose', 'push'] as const;

/**
 * The tutorial of spec 2 §2 item 11. The spec has three videos; Stallhub has no recorded video, so
 * the same three lessons are told as illustrated steps (decision 043).
 */
export function TutorialButton() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="text-brand hover:underline"
        data-testid="tutorial-open"
        onClick={() => setOpen(true)}
      >
        {t('listing.tutorial.link')}
      </button>
      {open && (
        <Dialog onClose={() => setOpen(false)} width={LISTING_DIALOG_WIDTH.failure} testId="listing-tutorial">
          <DialogTitle className="pr-8 font-semibold text-base text-ink">
            {t('listing.tutorial.title')}
          </DialogTitle>
          <DialogDescription className="mt-1 text-ink-soft text-sm">
            {t('listing.tutorial.text')}
          </DialogDescription>
          <ol className="mt-4 grid gap-3 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step} className="rounded-lg border border-line p-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full bg-brand font-semibold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-3 font-medium text-ink text-sm">{t(`listing.tutorial.${step}.title`)}</h3>
                <p className="mt-1 text-ink-soft text-sm leading-relaxed">
                  {t(`listing.tutorial.${step}.text`)}
                </p>
              </li>
            ))}
          </ol>
          <CornerClose label={t('listing.close')} />
        </Dialog>
      )}
    </>
  );
}
