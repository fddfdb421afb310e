/**
 * Escaping for HTML the server writes for visitors (landing pages, analytics snippets); every
 * embedded value goes through one of these. Here rather than in the server so the console can show
 * the exact markup a snippet becomes.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Text or a quoted attribute value in HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (character) => HTML_ESCAPES[character] as string);
}

/** A JavaScript string literal that is safe inside an inline `<script>` element. */
export function jsString(text: string): string {
  return JSON.stringify(text)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
