import { api } from '../../core/api/api';

/**
 * Performs a call whose path is only known at run time (a definition's): the caller vouches that
 * the input fits, as the form checked it against the call's schema.
 */
export function callByPath(path: string, input: unknown): Promise<unknown> {
  return (api.call as (path: string, input: unknown) => Promise<unknown>)(path, input);
}
