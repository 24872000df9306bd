import { EmptyState } from '../../components/empty-state.tsx';
import { CameraIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';

/** No on-shelf item of the market looks like the picture (spec 3 §8 "no result yet"). */
export function ImageResultsEmpty() {
  const { t } = useT();
  return (
    <EmptyState
      testId="image-results-empty"
      icon={<CameraIcon />}
      title={t('imageSearch.results.emptyTitle')}
      hint={t('imageSearch.results.emptyHint')}
    />
  );
}
