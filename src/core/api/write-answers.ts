import { type CallPath, calls } from '../../../contract/calls';
import { onCallAnswered } from './api';

/**
 * Hears every write the server accepted, whoever made it: views that show a consequence of writes
 * elsewhere (the menu's badges) ask again without each page having to tell them. Apart from the
 * API client because it reads the call table, which the login page does not need.
 */
export function onWriteAnswered(listener: (path: CallPath) => void): () => void {
  return onCallAnswered((path) => {
    if (calls[path]?.effect === 'write') listener(path);
  });
}
