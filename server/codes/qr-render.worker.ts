import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { answerRenders } from './qr-pool';

/**
 * The QR render thread yields to the thread that answers visitors when they share a core (on
 * Linux this nice value is the calling thread's alone), like the visit writer's thread: a render
 * may wait, a redirect must not.
 */
const RENDER_NICE = 19;

if (parentPort) {
  try {
    setPriority(0, RENDER_NICE);
  } catch {
    // Not allowed here: renders run at the same priority, which only matters on a saturated core.
  }
  answerRenders(parentPort);
}
