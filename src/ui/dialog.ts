import type { CSSProperties } from 'react';
import { useIsMobile } from './responsive';

/** SPEC §2: dialogs are 90 % of the window wide on a PC and 96 % on a phone. */
export function dialogWidth(mobile: boolean): string {
  return mobile ? '96%' : '90%';
}

/** Style for a Blueprint Dialog following the width rule. */
export function useDialogStyle(): CSSProperties {
  const mobile = useIsMobile();
  return { width: dialogWidth(mobile), maxWidth: 'none' };
}
