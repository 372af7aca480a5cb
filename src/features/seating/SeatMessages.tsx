import { useTranslation } from 'react-i18next';
import { seatName } from '../../lib/seatName';
import type { SeatCall } from './seatCalls';

/** What the chart said last about a seat it could not hold or release. */
export interface ChartRefusal {
  kind: 'holdRefused' | 'releaseRefused';
  seat: string;
  at: number;
}

/**
 * What became of the latest seat call, as a status line (under way, done) or an alert (the
 * server's refusal, or seats.io's: the seat is taken), and the expired reservation. Both regions are always there, so that what
 * appears in them is announced.
 */
export default function SeatMessages({
  latest,
  refusal,
  expired,
}: {
  latest: SeatCall | null;
  refusal: ChartRefusal | null;
  expired: boolean;
}) {
  const { t } = useTranslation('seating');
  const { t: te } = useTranslation('errors');
  const { t: tCommon } = useTranslation('common');
  let status = '';
  let alert = '';
  if (expired) alert = t('status.expired');
  else if (refusal && (!latest || refusal.at >= latest.startedAt))
    alert = t(refusal.kind === 'holdRefused' ? 'status.holdRefused' : 'status.releaseRefused', {
      seat: seatName(refusal.seat, tCommon),
    });
  else if (latest?.status === 'rejected') {
    const message = latest.message;
    alert =
      message?.detail ?? (message?.messageKey === 'errors.network' ? te('network') : te('generic'));
  } else if (latest) {
    const seat = seatName(latest.seatLabel, tCommon);
    if (latest.kind === 'swap') status = t('status.swapping', { seat });
    else if (latest.kind === 'hold')
      status = t(latest.status === 'pending' ? 'status.holding' : 'status.held', { seat });
    else status = t(latest.status === 'pending' ? 'status.releasing' : 'status.released', { seat });
  }
  return (
    <div className="seating-messages">
      <p role="status" className="seating-messages__status">
        {status}
      </p>
      <p role="alert" className="seating-messages__alert">
        {alert}
      </p>
    </div>
  );
}
