import './log-config.css';
import { Button, Callout, Card, Classes, HTMLTable, Icon, Tag, TextArea } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';
import type { FormValues } from '../../ui/resource/types';
import { SettingsFrame } from '../../ui/settings/SettingsFrame';
import { type SettingsRecord, useSettingsRecord } from '../../ui/settings/use-settings-record';
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

/** What a check found, in words: valid (with keys that will be dropped), or what is wrong and where. */
function CheckMessage({ check }: { check: LogConfigCheck }) {
  const intl = useIntl();
  if (check.ok) {
    return (
      <>
        <FormattedMessage id="log_config.valid" />
        {check.ignored.length > 0 && (
          <span className="lc-json-ignored">
            <FormattedMessage id="log_config.ignored_keys" values={{ keys: check.ignored.join(', ') }} />
          </span>
        )}
      </>
    );
  }
  if (check.reason === 'syntax') {
    return (
      <>
        <FormattedMessage id="log_config.conversion_failed" />
        {check.line !== null && (
          <>
            {' · '}
            <FormattedMessage
              id="log_config.error_at"
              values={{ line: check.line, column: check.column ?? 1 }}
            />
          </>
        )}
      </>
    );
  }
  const issues = check.issues.map((issue) => {
    const help = FIELD_HELP[issue.path.split('.')[0] ?? ''];
    return `${issue.path || '(root)'}: ${intl.formatMessage({ id: help ?? 'log_config.not_an_object' })}`;
  });
  return (
    <>
      <FormattedMessage id="log_config.conversion_failed" />
      {` · ${issues.join('；')}`}
    </>
  );
}

/** One line under the editor: the check as the reader types, and the size against the limit. */
function CheckStatus({ check, length }: { check: LogConfigCheck; length: number }) {
  const intl = useIntl();
  return (
    <div className="lc-json-status">
      <span className={check.ok ? 'lc-json-ok' : 'lc-json-bad'}>
        <Icon icon={check.ok ? 'tick-circle' : 'error'} size={12} />
        <CheckMessage check={check} />
      </span>
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
            {checkedOnce && (
              <Callout
                intent={check.ok ? 'success' : 'danger'}
                icon={check.ok ? 'tick-circle' : 'error'}
                className="lc-settings-callout"
                role="status"
              >
                {check.ok ? <FormattedMessage id="log_config.valid_long" /> : <CheckMessage check={check} />}
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
