import ModalFrame, { type ModalFrameProps } from './ModalFrame';

export type DialogProps = ModalFrameProps;

/**
 * A modal dialog in the middle of the screen, on the native <dialog> element: named by its title,
 * focus inside while open, Escape closes, focus returns to the opener.
 */
export default function Dialog(props: DialogProps) {
  return <ModalFrame kind="dialog" {...props} />;
}
