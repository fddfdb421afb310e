import { Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { DefaultLanguage, ShowStatus } from '../../../contract/enums';
import { formatTime } from '../../ui/format';
import type { ResourceDefinition } from '../../ui/resource/types';

/** The language list (SPEC §8) as a described resource. */
export const languageResource: ResourceDefinition<'language_list/inquire'> = {
  id: 'language_list',
  inquire: 'language_list/inquire',
  add: 'language_list/add',
  update: 'language_list/update',
  remove: 'language_list/remove',
  filters: [{ kind: 'search', name: 'keyword', placeholderKey: 'language_list.search' }],
  columns: [
    { key: 'code', titleKey: 'language_list.code', width: 110, sortValue: (row) => row.code },
    { key: 'title', titleKey: 'language_list.title', sortValue: (row) => row.title },
    {
      key: 'default_language',
      titleKey: 'language_list.default_language',
      width: 90,
      render: (row) =>
        row.default_language === DefaultLanguage.yes ? (
          <Tag intent="primary" minimal={false} icon="star">
            <FormattedMessage id="enum.DefaultLanguage.yes" />
          </Tag>
        ) : (
          '—'
        ),
    },
    {
      key: 'show_status',
      titleKey: 'language_list.show_status',
      width: 90,
      render: (row) =>
        row.show_status === ShowStatus.shown ? (
          <Tag intent="success" minimal>
            <FormattedMessage id="enum.ShowStatus.shown" />
          </Tag>
        ) : (
          <Tag minimal>
            <FormattedMessage id="enum.ShowStatus.hidden" />
          </Tag>
        ),
    },
    { key: 'country', titleKey: 'language_list.country', sortValue: (row) => row.country },
    { key: 'abbreviation', titleKey: 'language_list.abbreviation', width: 90 },
    { key: 'phone_area_code', titleKey: 'language_list.phone_area_code', width: 90 },
    { key: 'sort', titleKey: 'language_list.sort', width: 70, align: 'right', sortValue: (row) => row.sort },
    {
      key: 'updated_at',
      titleKey: 'common.updated_at',
      width: 160,
      sortValue: (row) => row.updated_at,
      render: (row, intl) => formatTime(intl, row.updated_at),
    },
  ],
  form: {
    addTitleKey: 'language_list.add_title',
    editTitleKey: 'language_list.edit_title',
    addButtonKey: 'language_list.add',
    defaults: {
      code: '',
      title: '',
      default_language: DefaultLanguage.no,
      show_status: ShowStatus.shown,
      icon: '',
      country: '',
      abbreviation: '',
      phone_area_code: '',
      sort: 0,
    },
    fromRow: ({ updated_at: _updatedAt, ...row }) => row,
    fields: [
      {
        name: 'code',
        kind: 'text',
        labelKey: 'language_list.code',
        required: true,
        placeholderKey: 'language_list.code_placeholder',
      },
      {
        name: 'title',
        kind: 'text',
        labelKey: 'language_list.title',
        required: true,
        placeholderKey: 'language_list.title_placeholder',
      },
      { name: 'country', kind: 'text', labelKey: 'language_list.country' },
      { name: 'abbreviation', kind: 'text', labelKey: 'language_list.abbreviation' },
      {
        name: 'phone_area_code',
        kind: 'text',
        labelKey: 'language_list.phone_area_code',
        placeholderKey: 'language_list.area_code_placeholder',
      },
      { name: 'sort', kind: 'number', labelKey: 'language_list.sort', helperKey: 'language_list.sort_help' },
      {
        name: 'default_language',
        kind: 'switch',
        labelKey: 'language_list.default_language',
        switchValues: { on: DefaultLanguage.yes, off: DefaultLanguage.no },
        helperKey: 'language_list.default_help',
      },
      {
        name: 'show_status',
        kind: 'switch',
        labelKey: 'language_list.show_status',
        switchValues: { on: ShowStatus.shown, off: ShowStatus.hidden },
      },
      {
        name: 'icon',
        kind: 'text',
        labelKey: 'language_list.icon',
        wide: true,
        placeholderKey: 'language_list.icon_placeholder',
      },
    ],
  },
  rowLabel: (row) => `${row.title} (${row.code})`,
};
