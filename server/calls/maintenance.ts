import type { maintenanceCalls } from '../../contract/areas/maintenance';
import type { Handlers } from '../http/handlers';
import { maintenanceOverview, maintenanceRun } from '../maintenance/runner';

export const maintenanceHandlers: Handlers<typeof maintenanceCalls> = {
  'script/inquire': (input, { db, now, locale }) => maintenanceOverview(db, now(), locale, input),
  'script/detail': ({ id }, { db }) => maintenanceRun(db, id),
  'script/run': async (input, { maintenance, actor, locale }) => ({
    id: await maintenance.start(input, { userId: actor.userId, locale }),
  }),
};
