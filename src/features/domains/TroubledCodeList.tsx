import './troubled-codes.css';
import { AnchorButton, Button, Menu, MenuDivider, MenuItem, PopoverNext, Tooltip } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DomainVerification, MonitorStatus } from '../../../contract/enums';
import { api, errorMessage } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { showToast } from '../../core/toaster';
import type { MessageKey } from '../../i18n/catalogues';
import { ConfirmAlert } from '../../ui/ConfirmAlert';
import { PanelLink } from '../../ui/PanelLink';
import { ClippedText } from '../../ui/resource/ClippedText';
import { FilterBar } from '../../ui/resource/FilterBar';
import { listSelection, pagedTableProps, ResourceTable } from '../../ui/resource/ResourceTable';
import type { ColumnDef, ResourceDefinition, RowOf } from '../../ui/resource/types';
import { useResourceList } from '../../ui/resource/use-resource-list';
import { domainName } from '../codes/code-target-menus';
import { type EntryDomain, useEntryDomains } from '../codes/use-entry-domains';
import { RefreshButton } from '../live/RefreshButton';
import { HostCell, IntroducedPage, MonitorTag, VerificationTag } from './domain-cells';
import { TroubleTag } from './trouble-cells';

/** The two to-do lists: codes whose domain serves nothing, and codes on flagged or failing domains. */
export type TroubledPath = 'no_domain_name/inquire' | 'nodomain/inquire';
type TroubledCode = RowOf<TroubledPath>;

const columns: ColumnDef<TroubledCode>[] = [
  {
    key: 'name',
    titleKey: 'codes.col_name',
    sortValue: (row) => row.name,
    render: (row) => <ClippedText text={row.name} />,
  },
  {
    key: 'file_name',
    titleKey: 'codes.col_suffix',
    width: 110,
    render: (row) => <code className="lc-troubled-suffix">{row.file_name}</code>,
  },
  {
    key: 'host',
    titleKey: 'domain.host',
    width: 190,
    sortValue: (row) => row.host,
    render: (row, intl) => (
      <HostCell host={row.unicode_host} copyLabel={intl.formatMessage({ id: 'domain.copy_host' })} />
    ),
  },
  {
    key: 'trouble',
    titleKey: 'trouble_ui.trouble',
    width: 110,
    sortValue: (row) => row.trouble,
    render: (row) => <TroubleTag value={row.trouble} />,
  },
  {
    key: 'reason',
    titleKey: 'trouble_ui.reason',
    render: (row) => <ClippedText text={row.reason ?? ''} />,
  },
  {
    key: 'view_number',
    titleKey: 'codes.col_visits',
    width: 80,
    align: 'right',
    sortValue: (row) => row.view_number,
    render: (row, intl) => intl.formatNumber(row.view_number),
  },
];

/** Why codes should not move to a domain: it would put them on a to-do list again. */
function unfitLabel(domain: EntryDomain) {
  if (domain.verification !== DomainVerification.verified)
    return <VerificationTag value={domain.verification} />;
  if (domain.monitor_status !== MonitorStatus.normal) return <MonitorTag value={domain.monitor_status} />;
  return null;
}

/**
 * Where the picked codes can go: the console host first, then the caller's entry and short
 * domains. Domains that are unverified, flagged or failing are shown but cannot be picked, and
 * neither can the domain every picked code is already on.
 */
function MoveTargets({
  domains,
  picked,
  onPick,
}: {
  domains: readonly EntryDomain[];
  picked: readonly TroubledCode[];
  onPick(domainId: number | null): void;
}) {
  const intl = useIntl();
  return (
    <Menu aria-label={intl.formatMessage({ id: 'trouble_ui.move' })}>
      <MenuItem icon="desktop" text={domainName(intl, domains, null)} onClick={() => onPick(null)} />
      {domains.length > 0 && <MenuDivider />}
      {domains.map((domain) => {
        const current = picked.every((row) => row.domain_id === domain.id);
        const unfit = unfitLabel(domain);
        return (
          <MenuItem
            key={domain.id}
            icon="globe-network"
            text={domainName(intl, domains, domain.id)}
            disabled={current || unfit !== null}
            labelElement={
              current ? (
                <span className="lc-troubled-current">
                  <FormattedMessage id="trouble_ui.current_domain" />
                </span>
              ) : (
                unfit
              )
            }
            onClick={() => onPick(domain.id)}
          />
        );
      })}
    </Menu>
  );
}

export type TroubledCodeListProps = {
  inquire: TroubledPath;
  /** The line at the top: what the list holds, and that moving codes is the reader's decision. */
  introKey: MessageKey;
  /** What the empty list says about the reader's domains. */
  emptyKey: MessageKey;
};

/**
 * A to-do list of the caller's codes whose domain is in trouble, with the one fix the platform
 * offers: moving them to another of the caller's domains (`qr_code_list/change_domain_name`),
 * which the platform never does by itself because a code's printed QR image names its domain.
 * The monitor page says more about each domain.
 */
export function TroubledCodeList({ inquire, introKey, emptyKey }: TroubledCodeListProps) {
  const intl = useIntl();
  const definition = useMemo<ResourceDefinition<TroubledPath>>(
    () => ({
      id: inquire,
      inquire,
      filters: [{ kind: 'search', name: 'keyword', placeholderKey: 'codes.search' }],
      columns,
      rowLabel: (row) => row.name,
    }),
    [inquire],
  );
  const list = useResourceList(definition);
  const canMove = useCan('qr_code_list/change_domain_name');
  const domains = useEntryDomains(useCan('domain_list/inquire') && canMove);
  const [moving, setMoving] = useState<{ rows: TroubledCode[]; target: number | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const picked = list.rows.filter((row) => list.selected.has(row.id));

  const move = async () => {
    if (!moving) return;
    setBusy(true);
    try {
      await api.call('qr_code_list/change_domain_name', {
        ids: moving.rows.map((row) => row.id),
        domain_id: moving.target,
      });
      showToast(
        'success',
        intl.formatMessage({ id: 'codes.done_change_domain' }, { count: moving.rows.length }),
      );
      setMoving(null);
      list.reload();
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const moveButton =
    picked.length === 0 ? (
      // A greyed button says why in its tooltip; a disabled button would not show one.
      <Tooltip content={intl.formatMessage({ id: 'trouble_ui.pick_first' })} placement="bottom">
        <AnchorButton icon="globe-network" intent="primary" disabled>
          <FormattedMessage id="trouble_ui.move_count" values={{ count: 0 }} />
        </AnchorButton>
      </Tooltip>
    ) : (
      <PopoverNext
        placement="bottom-end"
        content={
          <MoveTargets
            domains={domains}
            picked={picked}
            onPick={(target) => setMoving({ rows: picked, target })}
          />
        }
      >
        <Button
          icon="globe-network"
          intent="primary"
          endIcon="caret-down"
          data-action="qr_code_list/change_domain_name"
        >
          <FormattedMessage id="trouble_ui.move_count" values={{ count: picked.length }} />
        </Button>
      </PopoverNext>
    );

  return (
    <IntroducedPage intro={introKey}>
      <div className="lc-resource">
        <div className="lc-resource-toolbar">
          <FilterBar
            filters={definition.filters ?? []}
            values={list.query.filters}
            onChange={list.setFilter}
          />
          <span className="lc-header-spacer" />
          <PanelLink panel="domain_monitor" labelKey="trouble_ui.open_monitor" />
          <RefreshButton onRefresh={list.reload} />
          {canMove && moveButton}
        </div>
        <ResourceTable<TroubledCode>
          columns={columns}
          {...pagedTableProps(list)}
          selection={canMove ? listSelection(list) : undefined}
          empty={{
            title: <FormattedMessage id="trouble_ui.empty_title" />,
            description: <FormattedMessage id={emptyKey} />,
          }}
        />
      </div>
      <ConfirmAlert
        isOpen={moving !== null}
        intent="primary"
        icon="globe-network"
        busy={busy}
        confirmKey="trouble_ui.move_confirm"
        onCancel={() => setMoving(null)}
        onConfirm={move}
      >
        <p>
          <FormattedMessage
            id="codes.confirm_change_domain"
            values={{
              count: moving?.rows.length ?? 0,
              name: moving?.rows.length === 1 ? (moving.rows[0]?.name ?? '') : '',
              domain: domainName(intl, domains, moving?.target),
            }}
          />
        </p>
      </ConfirmAlert>
    </IntroducedPage>
  );
}
