import { FormattedMessage } from 'react-intl';
import { ImageTextJumpType } from '../../../contract/enums';
import { findPanel } from '../../core/panels/open-panel';
import type { ColumnDef, FieldDef } from '../../ui/resource/types';
import { JUMP_TYPE_OPTIONS, jumpTypeLabelKey } from './picture-list-types';

type Jumping = { jump_type: number; jump_url: string };

/** Where a click on the picture leads: the jump type's words, then the page id or address. */
export function jumpColumn<Row extends Jumping>(): ColumnDef<Row> {
  return {
    key: 'jump',
    titleKey: 'image_text.jump_url',
    render: (row) => (
      <>
        <FormattedMessage id={jumpTypeLabelKey(row.jump_type)} />: {row.jump_url}
      </>
    ),
  };
}

/**
 * The jump type and its address. An in-app jump must name a console page the console has; the
 * schema refuses any address of another kind that is not http(s), as the server does.
 */
export const jumpFields: FieldDef[] = [
  {
    name: 'jump_type',
    kind: 'segmented',
    labelKey: 'image_text.jump_type',
    options: JUMP_TYPE_OPTIONS,
    wide: true,
  },
  {
    name: 'jump_url',
    kind: 'text',
    labelKey: 'image_text.jump_url',
    required: true,
    helperKey: 'image_text.jump_url_help',
    wide: true,
    check: (value, values) =>
      values.jump_type === ImageTextJumpType.in_app_route && !findPanel(String(value).trim())
        ? 'image_text.route_unknown'
        : null,
  },
];
