import type { ReactNode } from 'react';
import type { CodeRef } from './code-scope';

/** A code in a table cell: its name (cut, whole in the tooltip), then its suffix in monospace. */
export function CodeName({ code, children }: { code: CodeRef; children?: ReactNode }) {
  return (
    <span className="lc-stats-code">
      <span className="lc-stats-code-name" title={code.name}>
        {code.name}
      </span>
      <span className="lc-stats-code-suffix">{code.file_name}</span>
      {children}
    </span>
  );
}
