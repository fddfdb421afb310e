import type { Calls } from '../../contract/calls';
import type { Handlers } from '../http/handlers';
import { sessionHandlers } from './session';
import { systemHandlers } from './system';

/** Every handler, keyed by its contract path; the compiler insists that none is missing. */
export const handlers: Handlers<Calls> = {
  ...systemHandlers,
  ...sessionHandlers,
};
