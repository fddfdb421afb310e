import { useSyncExternalStore } from 'react';

/**
 * Hash routing where the query lives inside the hash, as the SPEC writes its routes
 * (`#/admin_register?code=XXXX`, `#/share_access?name=…`). wouter's own hash hook would treat the
 * query as part of the path, so routes with a query would never match.
 */
export function splitHash(hash: string): { path: string; search: string } {
  const bare = hash.replace(/^#?\/?/, '');
  const queryAt = bare.indexOf('?');
  const path = `/${queryAt === -1 ? bare : bare.slice(0, queryAt)}`;
  return {
    path: path.length > 1 ? path.replace(/\/+$/, '') : path,
    search: queryAt === -1 ? '' : bare.slice(queryAt + 1),
  };
}

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const currentPath = () => splitHash(window.location.hash).path;
const currentSearch = () => splitHash(window.location.hash).search;

/**
 * Goes to a console route. A new history entry by default, so back and forward walk through
 * focused panels; `replace` for redirects that should not be stepped back into.
 */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const target = `#${to.startsWith('/') ? to : `/${to}`}`;
  if (window.location.hash === target) return;
  const oldURL = window.location.href;
  if (options.replace) window.history.replaceState(window.history.state, '', target);
  else window.history.pushState(window.history.state, '', target);
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: window.location.href }));
}

/** wouter location hook: the path part of the hash. */
export function useHashPath(): [string, (to: string, options?: { replace?: boolean }) => void] {
  return [useSyncExternalStore(subscribe, currentPath, () => '/'), navigate];
}

/** wouter search hook: the query part of the hash. */
export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '');
}

/** The current route outside React (the unread poller asks on every tick). */
export function currentRoutePath(): string {
  return currentPath();
}
