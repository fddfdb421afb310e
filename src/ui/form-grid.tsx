import type { CSSProperties, ReactNode } from 'react';
import { useIsMobile } from './responsive';

/** SPEC §2/§10: a field takes 6 of 24 columns on a PC and the full width otherwise. */
export const FORM_COLUMNS = 24;
export const FIELD_SPAN_PC = 6;

/** Columns a field spans; `wide` fields (long text) take the full row everywhere. */
export function fieldSpan(mobile: boolean, wide = false): number {
  return wide || mobile ? FORM_COLUMNS : FIELD_SPAN_PC;
}

/**
 * A 24-column grid for forms. It is also a CSS container: inside a narrow docked panel the cells
 * widen (half, then full width) so a field never shrinks below a usable size.
 */
export function FormGrid({ children }: { children: ReactNode }) {
  return <div className="lc-form-grid">{children}</div>;
}

/** One cell of the grid, placed by the responsive rule unless `span` says otherwise. */
export function FormCell({ children, wide, span }: { children: ReactNode; wide?: boolean; span?: number }) {
  const mobile = useIsMobile();
  const style = { '--lc-span': span ?? fieldSpan(mobile, wide) } as CSSProperties;
  return (
    <div className="lc-form-cell" style={style}>
      {children}
    </div>
  );
}
