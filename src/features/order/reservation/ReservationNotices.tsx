/**
 * What the visitor is told about the reservation's time, in one chunk ('expiry', with the modal
 * dialog kit and the texts of the 'reservation' namespace): the warning that it is running out
 * (with the offer to keep it), the word that it was extended, and the dialog when it has run
 * out. The saga that asks the server to extend the reservation comes with them.
 */
import { useFeatureSaga } from '../../../app/featureSagas';
import ExpiryDialog from '../ExpiryDialog';
import { reservationExtensionSaga } from './reservationExtensionSaga';
import ReservationWarning from './ReservationWarning';

export default function ReservationNotices() {
  // before anything here can ask for an extension
  useFeatureSaga(reservationExtensionSaga);
  return (
    <>
      <ReservationWarning />
      <ExpiryDialog />
    </>
  );
}
