/**
 * Long text in a table cell (a remark, a transaction hash): one line cut with an ellipsis, the whole
 * text in its tooltip, and the table's dash when there is none. `className` styles the text
 * further (monospace for a hash).
 */
export function ClippedText({ text, className }: { text: string; className?: string }) {
  if (!text) return '—';
  return (
    <span className={className ? `lc-cell-clip ${className}` : 'lc-cell-clip'} title={text}>
      {text}
    </span>
  );
}
