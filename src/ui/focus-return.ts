import { useRef } from 'react';

/**
 * Puts focus back where it was before a popup opened, unless something outside the popup took it
 * meanwhile: a panel the popup opened keeps the focus it was given.
 */
export function returnFocusUnlessTaken(before: Element | null, popupSelector: string): void {
  const now = document.activeElement;
  const taken = now !== null && now !== document.body && !now.closest(popupSelector);
  if (!taken && before instanceof HTMLElement && before.isConnected) before.focus();
}

/**
 * Props for a Blueprint popover whose items may open a panel: the popover does not hand focus
 * back to its button itself (it would take it from the panel), this does, when nothing else took it.
 */
export function usePopoverFocusReturn(popoverClassName: string) {
  const before = useRef<Element | null>(null);
  return {
    popoverClassName,
    shouldReturnFocusOnClose: false,
    onOpening: () => {
      before.current = document.activeElement;
    },
    onClosed: () => {
      returnFocusUnlessTaken(before.current, `.${popoverClassName}`);
      before.current = null;
    },
  };
}
