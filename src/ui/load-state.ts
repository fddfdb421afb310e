/** Server data as the console holds it: a status union, so no view forgets loading or failure. */
export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T };
