/**
 * All of the customisation flow that every page carries. The flow's saga (customisationSaga.ts)
 * is in the 'customisation' chunk with its dialog, out of every visitor's first page. The gate
 * takes the order's requests (customisationWanted, orderModel/customisationRequest.ts) in order; for
 * each it loads the chunk and starts the flow (once per store), and only then hands the items
 * over (customisationRequested), so the flow hears them. The dialog's texts load meanwhile, as
 * its first screen needs them. A chunk that cannot be loaded (no connection; a new build reloads
 * the page) ends the request as failed, so the order's amounts go back, and the visitor is told.
 */
import type { Saga, SagaIterator } from 'redux-saga';
import { actionChannel, call, put, take } from 'redux-saga/effects';
import { startLazyFeatureSaga } from '../../state/lazyFeatureSaga';
import { errorRaised } from '../errors/errorAlertSlice';
import { reloadOnChunkError } from '../freshness/chunkReload';
import { navigationTargetPath } from '../freshness/navigationTarget';
import { appTexts } from '../locale/textLoader';
import { textLanguage } from '../navigation/preloadablePart';
import {
  customisationEnded,
  customisationRequested,
  customisationWanted,
} from '../orderModel/customisationRequest';
import { customisationDialog } from './CustomisationDialogLoader';

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

export function* customisationGate(): SagaIterator {
  const wanted = yield actionChannel(customisationWanted);
  for (;;) {
    const { payload } = (yield take(wanted)) as ReturnType<typeof customisationWanted>;
    try {
      yield call(startLazyFeatureSaga, loadCustomisationFlow);
    } catch {
      yield put(errorRaised({ messageKey: 'errors.network', failed: 'addItems' }));
      yield put(customisationEnded({ requestId: payload.requestId, outcome: 'failed' }));
      continue;
    }
    yield put(customisationRequested(payload));
  }
}
