/**
 * The mark of a notice the page makes room for (its top padding, ReservationWarning's
 * useRoomAbove): nothing of the page lies under it, so its toast region stays in its usual place
 * (toastPlacement.ts). Moving it would move the room too, and what it dodged along with it (the
 * checkout summary's countdown).
 */
export const PAGE_MAKES_ROOM = 'data-page-makes-room';
