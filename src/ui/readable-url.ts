import { toUnicode } from 'punycode/';
import { hasHiddenCharacter } from '../../contract/rules';

/** A run of escaped bytes of characters beyond ASCII (their UTF-8 bytes are 0x80 and up). */
const ESCAPED_NON_ASCII = /(?:%[89A-Fa-f][0-9A-Fa-f])+/g;

/**
 * A stored URL as people read it: the host out of punycode, and the characters beyond ASCII of
 * path, query and fragment unescaped (`https://例子.com/路径`). Escapes of ASCII (`%20`, `%2F`)
 * and of invisible characters stay, so the text typed back saves to the same URL. Stored URLs
 * are ASCII (SPEC §12); anything that does not parse is shown as it is.
 */
export function readableUrl(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  // Credentials in a URL are rare and better left exactly as stored.
  if (parsed.username !== '' || parsed.password !== '') return url;
  const port = parsed.port === '' ? '' : `:${parsed.port}`;
  const host = `${parsed.hostname.split('.').map(hostLabel).join('.')}${port}`;
  // Taken from the text, not the parts: an empty `?` or `#` is part of the stored URL too.
  const pathAt = url.indexOf('/', url.indexOf('//') + 2);
  const rest = (pathAt < 0 ? '' : url.slice(pathAt)).replace(ESCAPED_NON_ASCII, unescapeRun);
  return `${parsed.protocol}//${host}${rest}`;
}

function hostLabel(label: string): string {
  if (!label.toLowerCase().startsWith('xn--')) return label;
  try {
    return toUnicode(label);
  } catch {
    return label;
  }
}

/** A run of escapes as the text it encodes, or unchanged when it is not whole UTF-8 or hides something. */
function unescapeRun(run: string): string {
  try {
    const text = decodeURIComponent(run);
    return hasHiddenCharacter(text) || text.includes('\uFFFD') ? run : text;
  } catch {
    return run;
  }
}
