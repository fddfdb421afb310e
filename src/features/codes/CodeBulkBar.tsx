import { Button, ButtonGroup, Divider, type IconName, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';
import type { BulkAction, BulkState } from './bulk-actions';
import { DomainTargets, GroupTargets } from './code-target-menus';
import type { CodeActions } from './use-code-actions';
import type { CodeGroup } from './use-code-groups';
import type { CodeRow } from './use-code-list';
import type { EntryDomain } from './use-entry-domains';

type SwitchChoice = { action: BulkAction; icon: IconName; textKey: MessageKey };

type SwitchSetting = {
  icon: IconName;
  labelKey: MessageKey;
  dataAction: string;
  /** The two values, the first deciding whether the setting is offered at all. */
  choices: readonly [SwitchChoice, SwitchChoice];
};

/** The settings of the picked codes that switch between two values. */
const SWITCHES: readonly SwitchSetting[] = [
  {
    icon: 'chat',
    labelKey: 'codes.wechat_only',
    dataAction: 'codes.wechat',
    choices: [
      { action: 'wechat_on', icon: 'chat', textKey: 'codes.wechat_on' },
      { action: 'wechat_off', icon: 'globe', textKey: 'codes.wechat_off' },
    ],
  },
  {
    icon: 'th-list',
    labelKey: 'codes.visit_log',
    dataAction: 'codes.open_log',
    choices: [
      { action: 'log_detailed', icon: 'th-list', textKey: 'codes.log_detailed' },
      { action: 'log_counts', icon: 'numerical', textKey: 'codes.log_counts' },
    ],
  },
];

/** A setting the picked codes switch between two values: a button opening both choices. */
function SwitchMenu({
  icon,
  labelKey,
  dataAction,
  offered,
  choices,
  onPick,
}: SwitchSetting & { offered: Record<BulkAction, BulkState>; onPick(action: BulkAction): void }) {
  const intl = useIntl();
  return (
    <PopoverNext
      placement="bottom-start"
      content={
        <Menu>
          {choices.map((choice) => (
            <MenuItem
              key={choice.action}
              icon={choice.icon}
              disabled={!offered[choice.action].enabled}
              text={intl.formatMessage({ id: choice.textKey })}
              onClick={() => onPick(choice.action)}
            />
          ))}
        </Menu>
      }
    >
      <Button size="small" icon={icon} rightIcon="caret-down" data-action={dataAction}>
        <FormattedMessage id={labelKey} />
      </Button>
    </PopoverNext>
  );
}

export type CodeBulkBarProps = {
  selectedRows: CodeRow[];
  /** Which actions to show and which can change anything for these codes (`bulkActions`). */
  offered: Record<BulkAction, BulkState>;
  groups: readonly CodeGroup[];
  domains: readonly EntryDomain[];
  actions: CodeActions;
  onClear(): void;
};

/** The actions on the picked codes, in a bar above the table while any are picked. */
export function CodeBulkBar({ selectedRows, offered, groups, domains, actions, onClear }: CodeBulkBarProps) {
  const intl = useIntl();
  const request = (action: BulkAction, target?: number | null) =>
    actions.request(action, selectedRows, target);
  return (
    <div className="lc-codes-bulkbar" role="toolbar" aria-label={intl.formatMessage({ id: 'codes.bulk' })}>
      <span className="lc-codes-bulk-count">
        <FormattedMessage id="codes.selected" values={{ count: selectedRows.length }} />
      </span>
      {offered.open.shown && (
        <ButtonGroup>
          <Button
            size="small"
            icon="play"
            disabled={!offered.open.enabled || actions.busy}
            data-action="codes.open"
            onClick={() => request('open')}
          >
            <FormattedMessage id="codes.open" />
          </Button>
          <Button
            size="small"
            icon="pause"
            disabled={!offered.close.enabled || actions.busy}
            data-action="codes.close"
            onClick={() => request('close')}
          >
            <FormattedMessage id="codes.close" />
          </Button>
        </ButtonGroup>
      )}
      {offered.move_group.shown && (
        <PopoverNext
          placement="bottom-start"
          content={
            <Menu aria-label={intl.formatMessage({ id: 'codes.move_to_group' })}>
              <GroupTargets groups={groups} onPick={(id) => request('move_group', id)} />
            </Menu>
          }
        >
          <Button size="small" icon="folder-shared" rightIcon="caret-down" data-action="group/move">
            <FormattedMessage id="codes.move_to_group" />
          </Button>
        </PopoverNext>
      )}
      {offered.change_domain.shown && (
        <PopoverNext
          placement="bottom-start"
          content={
            <Menu aria-label={intl.formatMessage({ id: 'codes.change_domain' })}>
              <DomainTargets domains={domains} onPick={(id) => request('change_domain', id)} />
            </Menu>
          }
        >
          <Button
            size="small"
            icon="globe-network"
            rightIcon="caret-down"
            data-action="qr_code_list/change_domain_name"
          >
            <FormattedMessage id="codes.change_domain" />
          </Button>
        </PopoverNext>
      )}
      {SWITCHES.map(
        (setting) =>
          offered[setting.choices[0].action].shown && (
            <SwitchMenu key={setting.dataAction} {...setting} offered={offered} onPick={request} />
          ),
      )}
      {offered.settings.shown && (
        <Button
          size="small"
          icon="cog"
          data-action="qr_code_list/batch_update"
          onClick={() => request('settings')}
        >
          <FormattedMessage id="codes.batch_settings" />
        </Button>
      )}
      {offered.restore.shown && (
        <Button
          size="small"
          icon="undo"
          intent="primary"
          disabled={actions.busy}
          data-action="qr_code_list/update_remove"
          onClick={() => request('restore')}
        >
          <FormattedMessage id="codes.restore" />
        </Button>
      )}
      {offered.trash.shown && (
        <>
          <Divider />
          <Button
            size="small"
            icon="trash"
            intent="danger"
            variant="outlined"
            data-action="qr_code_list/remove"
            onClick={() => request('trash')}
          >
            <FormattedMessage id="codes.move_to_trash" />
          </Button>
        </>
      )}
      <span className="lc-header-spacer" />
      <Button size="small" variant="minimal" icon="cross" onClick={onClear}>
        <FormattedMessage id="codes.clear_selection" />
      </Button>
    </div>
  );
}
