import type { pictureListCalls } from '../../contract/areas/picture-lists';
import type { Handlers } from '../http/handlers';
import { homeShowcase, readHomePageConfig, writeHomePageConfig } from '../picture-lists/home-config';
import {
  addPicture,
  addType,
  countClick,
  listPictures,
  listTypes,
  removePictures,
  removeTypes,
  updatePicture,
  updateType,
} from '../picture-lists/service';

export const pictureListHandlers: Handlers<typeof pictureListCalls> = {
  'image_text_type/inquire': async (filter, { db }) => {
    const { rows, total } = await listTypes(db, filter);
    return {
      list: rows.map(({ type, pictures }) => ({
        id: type.id,
        title: type.title,
        code: type.code,
        remark: type.remark,
        status: type.status as 1 | 2,
        picture_count: pictures,
        updated_at: type.updatedAt,
      })),
      total,
    };
  },
  'image_text_type/add': async (input, { db }) => ({ id: await addType(db, input) }),
  'image_text_type/update': async ({ id, ...input }, { db }) => {
    await updateType(db, id, input);
    return {};
  },
  'image_text_type/remove': async ({ ids }, { db }) => {
    await removeTypes(db, ids);
    return {};
  },

  'image_text/inquire': (filter, { db }) => listPictures(db, filter),
  'image_text/add': async (input, { db, actor }) => ({ id: await addPicture(db, actor.userId, input) }),
  'image_text/update': async ({ id, ...input }, { db, actor }) => {
    await updatePicture(db, actor.userId, id, input);
    return {};
  },
  'image_text/remove': async ({ ids }, { db }) => {
    await removePictures(db, ids);
    return {};
  },
  'image_text/click': async ({ id }, { db }) => ({ click_count: await countClick(db, id) }),

  'home_page_config/inquire': (_input, { db }) => readHomePageConfig(db),
  'home_page_config/update': async (config, { db }) => {
    await writeHomePageConfig(db, config);
    return {};
  },
  'home_page_config/show': (_input, { db, locale }) => homeShowcase(db, locale),
};
