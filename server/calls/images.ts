import type { imageCalls } from '../../contract/areas/images';
import type { Handlers } from '../http/handlers';
import { imageRow, listOwnersImages, removeImages, renameImage } from '../uploads/library';

/** The image library (`image_configs`): each customer sees and changes only their own pictures. */
export const imageHandlers: Handlers<typeof imageCalls> = {
  'image_configs/inquire': async (filter, { db, actor }) => {
    const { list, total } = await listOwnersImages(db, actor.userId, filter);
    return { list: list.map(({ image, usedBy }) => imageRow(image, usedBy)), total };
  },

  'image_configs/update': async ({ id, name }, { db, actor }) => {
    await renameImage(db, actor.userId, id, name);
    return {};
  },

  'image_configs/remove': async ({ ids }, { db, actor, uploads }) => {
    await removeImages(db, uploads, actor.userId, ids);
    return {};
  },
};
