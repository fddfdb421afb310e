import { createStore } from 'jotai';

/**
 * The console's one jotai store. It is explicit (not the provider-less default) so commands,
 * the API client and the socket read and write atoms outside React, in the same state React sees.
 */
export const appStore = createStore();
