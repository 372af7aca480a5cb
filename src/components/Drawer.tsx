import ModalFrame, { type ModalFrameProps } from './ModalFrame';

export type DrawerProps = ModalFrameProps;

/**
 * A modal side panel (the cart): slides in from the right, full width on phones. Same focus
 * behaviour as the Dialog.
 */
export default function Drawer(props: DrawerProps) {
  return <ModalFrame kind="drawer" {...props} />;
}
