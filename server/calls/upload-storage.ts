import type { uploadStorageCalls } from '../../contract/areas/upload-storage';
import type { Handlers } from '../http/handlers';
import {
  readStorageSetting,
  saveStorageSetting,
  storageNetwork,
  storageSettingView,
  testStorage,
} from '../uploads/storage-settings';

/** Upload storage (`image_config`, administrators): where new files go; old ones stay where they are. */
export const uploadStorageHandlers: Handlers<typeof uploadStorageCalls> = {
  'image_config/inquire': async (_input, { db, secrets }) =>
    storageSettingView(await readStorageSetting(db), secrets),
  'image_config/update': async (input, { db, secrets, uploads, config, domainChecks, log }) => {
    await saveStorageSetting(db, secrets, input, {
      network: storageNetwork(config, domainChecks.outbound),
      log,
    });
    await uploads.changed();
    return {};
  },
  'image_config/test': (input, { db, secrets, uploadDisk, config, domainChecks, log }) =>
    testStorage(db, secrets, uploadDisk, input, {
      network: storageNetwork(config, domainChecks.outbound),
      log,
    }),
};
