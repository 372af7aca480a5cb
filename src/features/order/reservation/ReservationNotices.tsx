/**
 * What the visitor is told about the reservation's time, in one chunk ('expiry', with the modal
 * dialog kit and the texts of the 'reservation' namespace): the warning that it is running out
 * (with the offer to keep it), the word that it was extended, and the dialog when it has run
 * out. The sagas that raise the warnings and ask the server to extend the reservation come with
 * them.
 */
import { useFeatureSaga } from '../../../state/featureSagas';
import ExpiryDialog from '../ExpiryDialog';
import { reservationExtensionSaga } from './reservationExtensionSaga';
import { reservationWarningSaga } from './reservationWarningSaga';
import ReservationWarning from './ReservationWarning';

export default function ReservationNotices() {
  // the warnings follow the countdown from now on; before anything here can ask for an extension
  useFeatureSaga(reservationWarningSaga);
  useFeatureSaga(reservationExtensionSaga);
  return (
    <>
      <ReservationWarning />
      <ExpiryDialog />
    </>
  );
}
