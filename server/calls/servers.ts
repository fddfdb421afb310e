import type { serverCalls } from '../../contract/areas/servers';
import type { Handlers } from '../http/handlers';
import { BEAT_MS, serverList } from '../servers/heartbeat';

export const serverHandlers: Handlers<typeof serverCalls> = {
  'server_list/inquire': async (_input, { db, now }) => ({
    beat_seconds: BEAT_MS / 1000,
    list: await serverList(db, now()),
  }),
};
