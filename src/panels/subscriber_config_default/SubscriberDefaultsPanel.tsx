import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { api, errorMessage } from '../../core/api/api';
import { FormCell } from '../../ui/form-grid';
import { HTMLSelect } from '../../ui/HTMLSelect';
import type { LoadState } from '../../ui/load-state';
import { NumberInput } from '../../ui/NumberInput';
import { SettingsField, SettingsFrame, SettingsSection, WithAddon } from '../../ui/settings/SettingsFrame';
import { useSettingsRecord } from '../../ui/settings/use-settings-record';
import { FreeTierSection } from './FreeTierSection';
import { checkSubscriberDefaults, ratioValue } from './subscriber-rules';

type Role = CallOutput<'role/inquire'>['list'][number];

/** New users are customers: the server refuses a platform role here, so only customer roles are offered. */
function useCustomerRoles(): [LoadState<Role[]>, () => void] {
  const [state, setState] = useState<LoadState<Role[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger
  useEffect(() => {
    let current = true;
    api.call('role/inquire', { page: 1, page_size: 500 }).then(
      ({ list }) =>
        current && setState({ status: 'ready', data: list.filter((role) => role.scope === 'customer') }),
      (error: unknown) => current && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  return [state, () => setAttempt((value) => value + 1)];
}

/**
 * SPEC §8 `subscriber_config_default`: the role, share ratio and trial days a new user starts with,
 * and the free tier's limits, which hold for every customer without a running VIP package.
 */
export default function SubscriberDefaultsPanel() {
  const intl = useIntl();
  const [roles, reloadRoles] = useCustomerRoles();
  const record = useSettingsRecord({
    inquire: 'subscriber_config_default/inquire',
    update: 'subscriber_config_default/update',
    check: checkSubscriberDefaults,
  });

  return (
    <SettingsFrame
      title={<FormattedMessage id="menu.subscriber_config_default" />}
      icon="new-person"
      description={<FormattedMessage id="subscriber.description" />}
      record={record}
    >
      {(values) => {
        const roleList = roles.status === 'ready' ? roles.data : [];
        const role = roleList.find((candidate) => candidate.id === values.role_id);
        const ratio = ratioValue(values.share_ratio);
        const days = typeof values.trial_days === 'number' ? values.trial_days : null;
        return (
          <>
            <SettingsSection
              title={<FormattedMessage id="subscriber.section" />}
              icon="person"
              description={
                role && ratio !== null && days !== null ? (
                  <span data-testid="subscriber-summary">
                    <FormattedMessage
                      id="subscriber.summary"
                      values={{
                        role: role.name,
                        ratio: intl.formatNumber(ratio, { style: 'percent', maximumFractionDigits: 2 }),
                        days,
                      }}
                    />
                  </span>
                ) : undefined
              }
            >
              <SettingsField
                record={record}
                name="role_id"
                label={intl.formatMessage({ id: 'subscriber.role' })}
                helper={
                  roles.status === 'error'
                    ? roles.message
                    : intl.formatMessage({ id: 'subscriber.role_help' })
                }
                required
              >
                <div className="lc-inline-controls">
                  <HTMLSelect
                    id="settings-role_id"
                    name="role_id"
                    fill
                    disabled={roles.status !== 'ready'}
                    value={String(values.role_id ?? '')}
                    onChange={(event) => record.set('role_id', Number(event.currentTarget.value))}
                    options={[
                      // The saved role may be missing from the list (deleted, or a platform role set
                      // before the rule); it stays visible so the reader sees what is in effect.
                      ...(role || roles.status !== 'ready'
                        ? []
                        : [
                            {
                              value: String(values.role_id ?? ''),
                              label: `#${String(values.role_id ?? '')}`,
                            },
                          ]),
                      ...roleList.map((candidate) => ({
                        value: String(candidate.id),
                        label: intl.formatMessage(
                          { id: 'subscriber.role_option' },
                          { name: candidate.name, users: candidate.user_count },
                        ),
                      })),
                    ]}
                  />
                  {roles.status === 'error' && (
                    <Button
                      icon="repeat"
                      aria-label={intl.formatMessage({ id: 'action.retry' })}
                      onClick={reloadRoles}
                    />
                  )}
                </div>
              </SettingsField>
              <SettingsField
                record={record}
                name="share_ratio"
                label={intl.formatMessage({ id: 'subscriber.share_ratio' })}
                helper={intl.formatMessage({ id: 'subscriber.share_ratio_help' })}
                required
              >
                <WithAddon
                  end={
                    ratio === null
                      ? '%'
                      : intl.formatNumber(ratio, { style: 'percent', maximumFractionDigits: 2 })
                  }
                >
                  <InputGroup
                    id="settings-share_ratio"
                    name="share_ratio"
                    fill
                    inputMode="decimal"
                    intent={record.errors.share_ratio ? 'danger' : 'none'}
                    value={String(values.share_ratio ?? '')}
                    onValueChange={(value) => record.set('share_ratio', value.trim())}
                  />
                </WithAddon>
              </SettingsField>
              <SettingsField
                record={record}
                name="trial_days"
                label={intl.formatMessage({ id: 'subscriber.trial_days' })}
                helper={intl.formatMessage({ id: 'subscriber.trial_days_help' })}
                required
              >
                <WithAddon end={<FormattedMessage id="subscriber.unit_days" />}>
                  <NumberInput
                    id="settings-trial_days"
                    name="trial_days"
                    fill
                    min={0}
                    max={3650}
                    clampValueOnBlur
                    minorStepSize={null}
                    intent={record.errors.trial_days ? 'danger' : 'none'}
                    value={days ?? ''}
                    onValueChange={(number) =>
                      record.set('trial_days', Number.isNaN(number) ? undefined : number)
                    }
                  />
                </WithAddon>
              </SettingsField>
              {roles.status === 'ready' && roleList.length === 0 && (
                <FormCell span={24}>
                  <Callout intent="warning" icon="warning-sign" className="lc-settings-callout">
                    <FormattedMessage id="subscriber.no_customer_roles" />
                  </Callout>
                </FormCell>
              )}
            </SettingsSection>
            <FreeTierSection record={record} values={values} />
          </>
        );
      }}
    </SettingsFrame>
  );
}
