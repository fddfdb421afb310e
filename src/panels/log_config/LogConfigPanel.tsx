import './log-config.css';
import { Button, Callout, Card, Classes, HTMLTable, Icon, Tag, TextArea } from '@blueprintjs/core';
import { type ReactNode, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';
import { SettingsFrame } from '../../ui/resource/SettingsFrame';
import type { FormValues } from '../../ui/resource/types';
import { type SettingsRecord, useSettingsRecord } from '../../ui/resource/use-settings-record';
import { checkLogConfig, formatJson, type LogConfigCheck } from './log-config-check';

/** The call refuses longer text. */
const MAX_LENGTH = 20000;

/** What each field of the configuration means, for the reference beside the editor. */
const FIELD_HELP: Record<string, MessageKey> = {
  exclude_types: 'log_config.field_exclude_types',
  retention_days: 'log_config.field_retention_days',
};

/** Nothing is sent that the server would refuse as "Conversion failed". */
function checkValues(values: FormValues): Record<string, MessageKey> {
  return checkLogConfig(String(values.config ?? '')).ok ? {} : { config: 'log_config.conversion_failed' };
}

/** One line under the editor: valid, or what is wrong and where. */
function CheckStatus({ check, length }: { check: LogConfigCheck; length: number }) {
  const intl = useIntl();
  let status: ReactNode;
  if (check.ok) {
    status = (
      <span className="lc-json-ok">
        <Icon icon="tick-circle" size={12} />
        <FormattedMessage id="log_config.valid" />
        {check.ignored.length > 0 && (
          <span className="lc-json-ignored">
            <FormattedMessage id="log_config.ignored_keys" values={{ keys: check.ignored.join(', ') }} />
          </span>
        )}
      </span>
    );
  } else if (check.reason === 'syntax') {
    status = (
      <span className="lc-json-bad" role="status">
        <Icon icon="error" size={12} />
        <FormattedMessage id="log_config.conversion_failed" />
        {check.line !== null && (
          <span>
            {' · '}
            <FormattedMessage
              id="log_config.error_at"
              values={{ line: check.line, column: check.column ?? 1 }}
            />
          </span>
        )}
      </span>
    );
  } else {
    status = (
      <span className="lc-json-bad" role="status">
        <Icon icon="error" size={12} />
        <FormattedMessage id="log_config.conversion_failed" />
        {' · '}
        {check.issues
          .map((issue) => {
            const help = FIELD_HELP[issue.path.split('.')[0] ?? ''];
            return `${issue.path || '(root)'}: ${intl.formatMessage({ id: help ?? 'log_config.not_an_object' })}`;
          })
          .join('；')}
      </span>
    );
  }
  return (
    <div className="lc-json-status">
      {status}
      <span className="lc-header-spacer" />
      <span className={length > MAX_LENGTH ? 'lc-json-bad' : undefined}>
        {intl.formatNumber(length)} / {intl.formatNumber(MAX_LENGTH)}
      </span>
    </div>
  );
}

/** The configuration the server holds now, in words: what is kept, for how long. */
function EffectiveConfig({ record }: { record: SettingsRecord }) {
  const text = String(record.saved?.config ?? '');
  const effective = useMemo(() => checkLogConfig(text), [text]);
  return (
    <Card className="lc-log-config-effective" compact>
      <div className="lc-log-config-heading">
        <Icon icon="endorsed" size={14} />
        <strong>
          <FormattedMessage id="log_config.effective" />
        </strong>
        {record.changed.length > 0 && (
          <Tag minimal intent="warning">
            <FormattedMessage id="log_config.effective_until_saved" />
          </Tag>
        )}
      </div>
      {effective.ok ? (
        <HTMLTable compact className="lc-log-config-summary">
          <tbody>
            <tr>
              <th scope="row">
                <FormattedMessage id="log_config.retention" />
              </th>
              <td data-testid="log-config-retention">
                <FormattedMessage
                  id="log_config.retention_days"
                  values={{ days: effective.config.retention_days }}
                />
              </td>
            </tr>
            <tr>
              <th scope="row">
                <FormattedMessage id="log_config.excluded" />
              </th>
              <td>
                {effective.config.exclude_types.length === 0 ? (
                  <span className="lc-log-config-muted">
                    <FormattedMessage id="log_config.excluded_none" />
                  </span>
                ) : (
                  <span className="lc-log-config-tags">
                    {effective.config.exclude_types.map((type) => (
                      <Tag key={type} minimal>
                        {type}
                      </Tag>
                    ))}
                  </span>
                )}
              </td>
            </tr>
          </tbody>
        </HTMLTable>
      ) : (
        <div className={`${Classes.SKELETON} lc-log-config-summary-skeleton`} />
      )}
      <pre className="lc-log-config-saved" data-testid="log-config-effective">
        {text}
      </pre>
      <div className="lc-log-config-heading">
        <Icon icon="manual" size={14} />
        <strong>
          <FormattedMessage id="log_config.reference" />
        </strong>
      </div>
      <HTMLTable compact className="lc-log-config-summary">
        <tbody>
          {Object.entries(FIELD_HELP).map(([field, help]) => (
            <tr key={field}>
              <th scope="row">
                <code>{field}</code>
              </th>
              <td>
                <FormattedMessage id={help} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}

/** SPEC §8 `log_config`: the log's configuration as JSON, checked here and by the server. */
export default function LogConfigPanel() {
  const intl = useIntl();
  const record = useSettingsRecord({
    inquire: 'log_config/inquire',
    update: 'log_config/update',
    check: checkValues,
  });
  const [checkedOnce, setCheckedOnce] = useState(false);
  const text = String(record.values?.config ?? '');
  const check = useMemo(() => checkLogConfig(text), [text]);
  const showProblem = !check.ok && (checkedOnce || Boolean(record.errors.config));

  return (
    <SettingsFrame
      title={<FormattedMessage id="menu.log_config" />}
      icon="code-block"
      description={<FormattedMessage id="log_config.description" />}
      record={record}
      actions={
        <>
          <Button
            icon="align-left"
            variant="minimal"
            disabled={!record.values || formatJson(text) === null}
            onClick={() => {
              const formatted = formatJson(text);
              if (formatted !== null) record.set('config', formatted);
            }}
          >
            <FormattedMessage id="log_config.format" />
          </Button>
          <Button
            icon="tick"
            variant="outlined"
            disabled={!record.values}
            data-action="log_config.validate"
            onClick={() => setCheckedOnce(true)}
          >
            <FormattedMessage id="log_config.validate" />
          </Button>
        </>
      }
    >
      {() => (
        <div className="lc-log-config">
          <div className="lc-log-config-editor">
            {showProblem && (
              <Callout intent="danger" icon="error" className="lc-settings-callout" role="alert">
                {record.errors.config || intl.formatMessage({ id: 'log_config.conversion_failed' })}
              </Callout>
            )}
            {checkedOnce && check.ok && !record.errors.config && (
              <Callout intent="success" icon="tick-circle" className="lc-settings-callout">
                <FormattedMessage id="log_config.valid_long" />
              </Callout>
            )}
            <label className={Classes.LABEL} htmlFor="settings-config">
              <FormattedMessage id="log_config.editor" />
            </label>
            <TextArea
              id="settings-config"
              name="config"
              className="lc-json-editor"
              fill
              rows={18}
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
              intent={showProblem ? 'danger' : 'none'}
              value={text}
              onChange={(event) => {
                setCheckedOnce(false);
                record.set('config', event.currentTarget.value);
              }}
            />
            <CheckStatus check={check} length={text.length} />
          </div>
          <EffectiveConfig record={record} />
        </div>
      )}
    </SettingsFrame>
  );
}
