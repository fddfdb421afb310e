/** An authenticator secret (base32) in groups of four, the way people copy it by hand. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** What a code field keeps of typed or pasted text: its digits, at most six ("123 456" → "123456"). */
export function codeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 6);
}

/** A complete authenticator code: exactly six digits. */
export function isCompleteCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
