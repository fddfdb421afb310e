import { ImageTextJumpType } from '../../../contract/enums';
import { api } from '../../core/api/api';
import type { MessageKey } from '../../i18n/catalogues';
import type { RemoteChoice } from '../../ui/RemoteSelect';
import type { Option } from '../../ui/resource/types';

/** The most picture list types a select offers: a platform keeps a handful. */
const TYPE_LIMIT = 200;

/** The picture list types as select choices, `title (code)`. */
export async function pictureListTypeChoices(): Promise<RemoteChoice[]> {
  const { list } = await api.call('image_text_type/inquire', { page: 1, page_size: TYPE_LIMIT });
  return list.map((type) => ({ value: type.id, label: `${type.title} (${type.code})` }));
}

export const jumpTypeLabelKey = (value: number) =>
  `enum.ImageTextJumpType.${
    Object.entries(ImageTextJumpType).find(([, number]) => number === value)?.[0] ?? 'in_app_route'
  }` as MessageKey;

export const JUMP_TYPE_OPTIONS: Option[] = Object.values(ImageTextJumpType).map((value) => ({
  value,
  labelKey: jumpTypeLabelKey(value),
}));
