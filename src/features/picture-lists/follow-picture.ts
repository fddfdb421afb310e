import { isJumpAddress } from '../../../contract/areas/picture-lists';
import type { CallOutput } from '../../../contract/calls';
import { ImageTextJumpType } from '../../../contract/enums';
import { api } from '../../core/api/api';
import { canOpenPanel, openPanel } from '../../core/panels/open-panel';

export type ShownPicture = CallOutput<'home_page_config/show'>['pictures'][number];

/** Counts a click; a count that fails must not keep the reader from where they are going. */
export function countClick(picture: ShownPicture): Promise<unknown> {
  return api.call('image_text/click', { id: picture.id }).catch(() => undefined);
}

/**
 * Follows a picture whose jump stays in the console or this window, after counting the click:
 * an in-app jump opens that console page in the workspace (when the reader may open it), a
 * current-window jump leaves for the address. New-window jumps are plain links (see the cards).
 * An address the rules refuse is never followed, whatever the server sent.
 */
export async function followPicture(picture: ShownPicture): Promise<void> {
  if (!isJumpAddress(picture.jump_type, picture.jump_url)) return;
  await countClick(picture);
  if (picture.jump_type === ImageTextJumpType.in_app_route) {
    if (canOpenPanel(picture.jump_url)) openPanel(picture.jump_url);
  } else if (picture.jump_type === ImageTextJumpType.current_window) {
    window.location.assign(picture.jump_url);
  }
}
