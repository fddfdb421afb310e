import { Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { ImageThumb } from '../../features/images/ImageThumb';
import { formatBytes } from '../../features/images/search-images';
import { formatTime } from '../../ui/format';
import type { ResourceDefinition } from '../../ui/resource/types';

/**
 * The image library as a described resource: rename and delete come from the generic panel;
 * pictures arrive by upload (the panel adds that button). A picture a code still shows cannot be
 * deleted, as the server refuses it.
 */
export const imageResource: ResourceDefinition<'image_configs/inquire'> = {
  id: 'image_configs',
  inquire: 'image_configs/inquire',
  update: 'image_configs/update',
  remove: 'image_configs/remove',
  filters: [{ kind: 'search', name: 'keyword', placeholderKey: 'images.search' }],
  columns: [
    {
      key: 'preview',
      titleKey: 'images.preview',
      width: 64,
      render: (row) => (
        <a href={row.url} target="_blank" rel="noreferrer" title={row.name}>
          <ImageThumb url={row.url} alt={row.name} size={40} />
        </a>
      ),
    },
    { key: 'name', titleKey: 'images.name', sortValue: (row) => row.name },
    {
      key: 'dimensions',
      titleKey: 'images.dimensions',
      width: 110,
      align: 'right',
      sortValue: (row) => row.width * row.height,
      render: (row) => `${row.width} × ${row.height}`,
    },
    {
      key: 'bytes',
      titleKey: 'images.bytes',
      width: 90,
      align: 'right',
      sortValue: (row) => row.bytes,
      render: (row, intl) => formatBytes(row.bytes, intl.locale),
    },
    {
      key: 'used_by',
      titleKey: 'images.used_by',
      width: 110,
      align: 'right',
      sortValue: (row) => row.used_by,
      render: (row) =>
        row.used_by > 0 ? (
          <Tag minimal intent="primary" round>
            <FormattedMessage id="images.used_by_count" values={{ count: row.used_by }} />
          </Tag>
        ) : (
          <span className="lc-codes-muted">
            <FormattedMessage id="images.unused" />
          </span>
        ),
    },
    {
      key: 'created_at',
      titleKey: 'common.created_at',
      width: 160,
      sortValue: (row) => row.created_at,
      render: (row, intl) => formatTime(intl, row.created_at),
    },
  ],
  form: {
    addTitleKey: 'images.edit_title',
    editTitleKey: 'images.edit_title',
    addButtonKey: 'images.upload',
    defaults: { name: '' },
    fromRow: (row) => ({ name: row.name }),
    fields: [{ name: 'name', kind: 'text', labelKey: 'images.name', required: true }],
  },
  blocked: { remove: (row) => (row.used_by > 0 ? 'images.in_use_short' : null) },
  rowLabel: (row) => row.name,
};
