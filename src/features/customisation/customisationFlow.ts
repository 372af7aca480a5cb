/**
 * The customisation flow's saga (customisationSaga.ts) is in the 'customisation' chunk with its
 * dialog, out of every visitor's first page. It starts the first time items are handed to it:
 * `customise(items)` loads the chunk (once), starts the flow (once per store), and only then
 * hands the items over (customiseItems), so the flow hears the request. The dialog's texts load
 * meanwhile, as its first screen needs them.
 */
import type { Saga, SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { startLazyFeatureSaga } from '../../state/featureSagas';
import { reloadOnChunkError } from '../freshness/chunkReload';
import { navigationTargetPath } from '../freshness/navigationTarget';
import { appTexts } from '../locale/textLoader';
import { textLanguage } from '../navigation/preloadablePart';
import { customisationDialog } from './CustomisationDialogLoader';
import type { DraftItem } from './customisationSlice';
import { customiseItems, type CustomisationOutcome } from './customisationRequest';

/** The flow's saga from its chunk; the dialog's code and texts start loading too. */
export function loadCustomisationFlow(): Promise<Saga> {
  const texts = appTexts();
  // a failure here is the dialog's to show when it is wanted (usePart loads it again)
  if (texts) customisationDialog.load(texts, textLanguage(texts)).catch(() => undefined);
  return reloadOnChunkError(
    () => import(/* webpackChunkName: "customisation" */ './customisationSaga'),
    navigationTargetPath,
  ).then((module) => module.customisationSaga);
}

/** Hand `items` to the flow (started first, when it is not running yet) and wait until it is over. */
export function* customise(items: DraftItem[]): SagaIterator<CustomisationOutcome> {
  yield call(startLazyFeatureSaga, loadCustomisationFlow);
  return (yield call(customiseItems, items)) as CustomisationOutcome;
}
