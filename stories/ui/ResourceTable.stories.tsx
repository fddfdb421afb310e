import { Button } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import type { CallOutput } from '../../contract/calls';
import { languageResource } from '../../src/panels/language_list/language-resource';
import { nextSort, type SortState } from '../../src/ui/paged-list/paged-list-state';
import { ResourceTable } from '../../src/ui/resource/ResourceTable';
import { sortRows } from '../../src/ui/resource/use-resource-list';

type LanguageRow = CallOutput<'language_list/inquire'>['list'][number];

const rows: LanguageRow[] = [
  ['zh-CN', '简体中文', 2, 1, '中国', '简', '+86', 30],
  ['en-US', 'English', 1, 1, 'United States', 'EN', '+1', 20],
  ['sw-KE', 'Kiswahili', 1, 1, 'Kenya', 'SW', '+254', 10],
  ['ja-JP', '日本語', 1, 2, '日本', '日', '+81', 5],
  ['fr-FR', 'Français', 1, 2, 'France', 'FR', '+33', 4],
].map(([code, title, defaultLanguage, shown, country, abbreviation, area, sort], index) => ({
  id: index + 1,
  code: String(code),
  title: String(title),
  default_language: defaultLanguage as 1 | 2,
  show_status: shown as 1 | 2,
  icon: '',
  country: String(country),
  abbreviation: String(abbreviation),
  phone_area_code: String(area),
  sort: Number(sort),
  updated_at: new Date(Date.UTC(2025, 4, 12, 8, 30 + index)).toISOString(),
}));

type TableProps = ComponentProps<typeof ResourceTable<LanguageRow>>;

/** The table with working sorting and selection, so the story behaves like the panel. */
function Table(props: Pick<TableProps, 'state' | 'rows' | 'total'>) {
  const [sort, setSort] = useState<SortState>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set([2]));
  const sortValue = languageResource.columns.find((column) => column.key === sort?.key)?.sortValue;
  return (
    <div style={{ height: 420, display: 'flex' }}>
      <ResourceTable<LanguageRow>
        {...props}
        rows={sortRows(props.rows, sort, sortValue)}
        columns={languageResource.columns}
        page={1}
        pageSize={20}
        onPage={() => undefined}
        onPageSize={() => undefined}
        sort={sort}
        onSort={(key) => setSort((current) => nextSort(current, key))}
        onRetry={() => undefined}
        selection={{
          selected,
          onToggleRow: (id) =>
            setSelected((current) => {
              const next = new Set(current);
              if (!next.delete(id)) next.add(id);
              return next;
            }),
          onToggleAll: () =>
            setSelected((current) =>
              current.size === props.rows.length ? new Set() : new Set(props.rows.map((row) => row.id)),
            ),
        }}
        rowActions={() => (
          <>
            <Button variant="minimal" size="small" icon="edit" aria-label="edit" />
            <Button variant="minimal" size="small" intent="danger" icon="trash" aria-label="delete" />
          </>
        )}
      />
    </div>
  );
}

/** The generic resource table of src/ui, drawn with the language list's columns. */
const meta: Meta<typeof Table> = {
  title: 'UI/Resource table',
  component: Table,
};
export default meta;

type Story = StoryObj<typeof Table>;

export const Loading: Story = { args: { state: { status: 'loading' }, rows: [], total: 0 } };

export const Empty: Story = { args: { state: { status: 'ready', data: null }, rows: [], total: 0 } };

export const ErrorState: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: '资源错误，请联系管理员' }, rows: [], total: 0 },
};

export const Populated: Story = {
  args: { state: { status: 'ready', data: null }, rows, total: rows.length },
};

export const PopulatedDark: Story = { ...Populated, globals: { theme: 'dark' } };
