/**
 * The reservation countdown (mm:ss) of the current order, from the tiny `secondsLeft` state the
 * reservation saga writes once a second: this is the one component that re-renders on a tick.
 * A screen reader hears it at 5 minutes and at 1 minute left. Nothing is shown without a reservation.
 */
import { useTranslation } from 'react-i18next';
import Countdown from '../../components/Countdown';
import { useAppSelector } from '../../state/hooks';
import { selectSecondsLeft } from './orderSelectors';

/** Announced at 5 minutes and 1 minute left. */
export const ORDER_ANNOUNCE_AT: readonly number[] = [300, 60];

export interface OrderCountdownProps {
  className?: string;
}

export default function OrderCountdown({ className }: OrderCountdownProps) {
  const { t } = useTranslation('order');
  const secondsLeft = useAppSelector(selectSecondsLeft);
  if (secondsLeft === null) return null;
  return (
    <Countdown
      secondsLeft={secondsLeft}
      announceAt={ORDER_ANNOUNCE_AT}
      announce={(seconds) => t('countdown.minutesLeft', { count: Math.round(seconds / 60) })}
      label={t('countdown.label')}
      className={className}
    />
  );
}
