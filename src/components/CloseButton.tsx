import { useUiText } from './uiText';

export interface CloseButtonProps {
  /** the button's class ('modal__close', 'toast__close') */
  className: string;
  /** its accessible name; default ui:close */
  label?: string;
  /** the cross's width and height in pixels */
  size: number;
  onClick: () => void;
}

/** The cross that closes a dialog, a drawer or a message. */
export default function CloseButton({ className, label, size, onClick }: CloseButtonProps) {
  const t = useUiText();
  return (
    <button type="button" className={className} aria-label={label ?? t('close')} onClick={onClick}>
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
        />
      </svg>
    </button>
  );
}
