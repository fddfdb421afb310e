/** What the share page needs from its route: the code's suffix and its share password. */
export type ShareParams = { file_name: string; password: string };

/**
 * Reads `name` and `password` from the route's query (`#/share_access?name=…&password=…`): null
 * without a code's name, which the page shows as its error page (SPEC §1); an empty password
 * when none came, which the page asks for.
 */
export function shareParams(search: string): ShareParams | null {
  const query = new URLSearchParams(search);
  const fileName = query.get('name')?.trim() ?? '';
  const password = query.get('password')?.trim() ?? '';
  if (fileName === '' || fileName.length > 64 || password.length > 32) return null;
  return { file_name: fileName, password };
}
