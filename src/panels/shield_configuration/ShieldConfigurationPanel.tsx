import './shield-configuration.css';
import { Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { ShieldAction } from '../../../contract/enums';
import { useCan } from '../../core/permissions/use-can';
import { IntroducedPage } from '../../features/domains/domain-cells';
import { RefreshButton } from '../../features/live/RefreshButton';
import { withoutBlanks } from '../../ui/paged-list/paged-list-state';
import { useFilterValues } from '../../ui/paged-list/use-filter-values';
import { usePagedList } from '../../ui/paged-list/use-paged-list';
import { FilterBar } from '../../ui/resource/FilterBar';
import { pagedTableProps, ResourceTable } from '../../ui/resource/ResourceTable';
import type { ColumnDef, FilterDef } from '../../ui/resource/types';
import { DefaultActionBar } from './DefaultActionBar';
import { OperatorSetting } from './OperatorSetting';
import { ACTION_LABELS, type ShieldActionValue } from './shield-actions';

type ShieldRow = CallOutput<'shield_configuration/inquire'>['list'][number] & { id: number };

const FILTERS: FilterDef[] = [
  { kind: 'search', name: 'account', placeholderKey: 'shield_ui.search_account' },
];

function EffectiveTag({ action }: { action: ShieldActionValue }) {
  return (
    <Tag
      minimal
      intent={action === ShieldAction.pause ? 'warning' : 'success'}
      icon={action === ShieldAction.pause ? 'pause' : 'play'}
    >
      <FormattedMessage id={ACTION_LABELS[action]} />
    </Tag>
  );
}

/**
 * SPEC `shield_configuration`: what the platform does with an operator's codes while one of their
 * domains is flagged — keep serving, or pause them behind a "temporarily unavailable" page. The
 * platform's default stands at the top; each operator may have a setting of their own, changed in
 * the row. The platform never swaps domains by itself, and the page says so. The rows carry the
 * operator's user id rather than an id of their own, so this is the paged list and table without
 * the resource definition.
 */
export default function ShieldConfigurationPanel() {
  const canChange = useCan('shield_configuration/update');
  const [filters, setFilter] = useFilterValues();
  const list = usePagedList('shield_configuration/inquire', withoutBlanks(filters));
  const platformDefault = list.state.status === 'ready' ? list.state.data.default_action : null;
  const { reload } = list;

  const columns = useMemo<ColumnDef<ShieldRow>[]>(
    () => [
      { key: 'account', titleKey: 'shield_ui.account', width: 200, sortValue: (row) => row.account },
      {
        key: 'domain_count',
        titleKey: 'shield_ui.domain_count',
        width: 90,
        align: 'right',
        sortValue: (row) => row.domain_count,
      },
      {
        key: 'flagged_count',
        titleKey: 'shield_ui.flagged_count',
        width: 100,
        align: 'right',
        sortValue: (row) => row.flagged_count,
        render: (row, rowIntl) =>
          row.flagged_count > 0 ? (
            <Tag minimal intent="danger" icon="warning-sign">
              {rowIntl.formatNumber(row.flagged_count)}
            </Tag>
          ) : (
            <span className="lc-domain-none">0</span>
          ),
      },
      {
        key: 'flagged_action',
        titleKey: 'shield_ui.operator_setting',
        render: (row) =>
          canChange && platformDefault !== null ? (
            <OperatorSetting
              userId={row.user_id}
              account={row.account}
              setting={row.flagged_action}
              platformDefault={platformDefault}
              onSaved={reload}
            />
          ) : row.flagged_action === 0 ? (
            <FormattedMessage id="shield_ui.follows_default" />
          ) : (
            <FormattedMessage id={ACTION_LABELS[row.flagged_action]} />
          ),
      },
      {
        key: 'effective_action',
        titleKey: 'shield_ui.effective_action',
        width: 120,
        sortValue: (row) => row.effective_action,
        render: (row) => <EffectiveTag action={row.effective_action} />,
      },
    ],
    [canChange, platformDefault, reload],
  );

  return (
    <IntroducedPage intro="shield_ui.intro">
      <div className="lc-resource">
        <div className="lc-resource-toolbar">
          <DefaultActionBar value={platformDefault} canChange={canChange} onChanged={reload} />
          <FilterBar filters={FILTERS} values={filters} onChange={setFilter} />
          <span className="lc-header-spacer" />
          <RefreshButton onRefresh={reload} />
        </div>
        <ResourceTable<ShieldRow>
          columns={columns}
          {...pagedTableProps(list)}
          empty={{
            title: <FormattedMessage id="shield_ui.empty_title" />,
            description: <FormattedMessage id="shield_ui.empty_description" />,
          }}
        />
      </div>
    </IntroducedPage>
  );
}
