import {
  TITLE_RULE_LIMITS,
  titleByRule,
  type UploadSettings,
  uploadSettingsSaveRoute,
} from '@stallhub/contracts';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';

const field = 'h-9 rounded border border-line px-3 text-ink outline-none focus:border-brand';

/** The title rules with a live example, and the main-picture crop switch, saved together. */
export function UploadOptions({ settings }: { settings: UploadSettings }) {
  const { t } = useT();
  const [prefix, setPrefix] = useState(settings.titlePrefix);
  const [suffix, setSuffix] = useState(settings.titleSuffix);
  const [words, setWords] = useState(settings.removedWords.join(', '));
  const [crop, setCrop] = useState(settings.enableImageCrop);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const removedWords = words
    .split(/[,，\n]/)
    .map((word) => word.trim())
    .filter(Boolean);
  const example = titleByRule(t('listingSettings.settings.titleRules.sample'), {
    titlePrefix: prefix,
    titleSuffix: suffix,
    removedWords,
  });

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setNote(null);
    try {
      await browserApi.call(uploadSettingsSaveRoute, {
        enableImageCrop: crop,
        titlePrefix: prefix,
        titleSuffix: suffix,
        removedWords,
      });
      setNote({ ok: true, text: t('listingSettings.settings.saved') });
    } catch (error) {
      setNote({ ok: false, text: (error as Error).message || t('listingSettings.settings.failed') });
    }
  };

  return (
    <form className="flex flex-col gap-5" onSubmit={(event) => void save(event)} data-testid="upload-options">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium text-ink">
          {t('listingSettings.settings.titleRules.title')}
        </legend>
        <p className="text-ink-soft text-xs">{t('listingSettings.settings.titleRules.hint')}</p>
        <div className="grid gap-3 md:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm">
            <span className="text-ink-soft">{t('listingSettings.settings.titleRules.prefix')}</span>
            <input
              className={field}
              name="titlePrefix"
              maxLength={TITLE_RULE_LIMITS.affixLength}
              value={prefix}
              onChange={(event) => setPrefix(event.target.value)}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="text-ink-soft">{t('listingSettings.settings.titleRules.suffix')}</span>
            <input
              className={field}
              name="titleSuffix"
              maxLength={TITLE_RULE_LIMITS.affixLength}
              value={suffix}
              onChange={(event) => setSuffix(event.target.value)}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm md:col-span-2">
            <span className="text-ink-soft">{t('listingSettings.settings.titleRules.removedWords')}</span>
            <input
              className={field}
              name="removedWords"
              value={words}
              onChange={(event) => setWords(event.target.value)}
            />
          </label>
        </div>
        <p className="break-words text-ink-soft text-xs" data-testid="title-example">
          {t('listingSettings.settings.titleRules.example', { title: example })}
        </p>
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium text-ink">{t('listingSettings.settings.crop.title')}</legend>
        <label className="flex items-center gap-2 text-ink text-sm">
          <input
            type="checkbox"
            name="enableImageCrop"
            checked={crop}
            onChange={(event) => setCrop(event.target.checked)}
          />
          {t('listingSettings.settings.crop.label')}
        </label>
        <p className="text-ink-soft text-xs">{t('listingSettings.settings.crop.hint')}</p>
      </fieldset>
      <div className="flex items-center gap-3">
        <button type="submit" className="h-9 rounded bg-brand px-6 text-sm text-white hover:bg-brand-dark">
          {t('listingSettings.settings.save')}
        </button>
        {note && (
          <span
            role={note.ok ? 'status' : 'alert'}
            className={note.ok ? 'text-green-700 text-sm' : 'text-brand text-sm'}
          >
            {note.text}
          </span>
        )}
      </div>
    </form>
  );
}
