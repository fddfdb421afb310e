import { Callout, Icon, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';

export type ProbeState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; result: CallOutput<'image_config/test'> }
  | { status: 'error'; message: string };

/** Each step of the connection test: passed, or what it ran into with the service's own code. */
export function StorageProbeResult({ probe }: { probe: ProbeState }) {
  const intl = useIntl();
  if (probe.status === 'idle' || probe.status === 'running')
    return (
      <p className="lc-settings-description">
        <FormattedMessage id="image_config.test_help" />
      </p>
    );
  if (probe.status === 'error')
    return (
      <Callout intent="danger" icon="error" role="alert">
        {probe.message}
      </Callout>
    );
  const { ok, steps } = probe.result;
  return (
    <Callout
      intent={ok ? 'success' : 'danger'}
      icon={ok ? 'tick-circle' : 'error'}
      title={intl.formatMessage({ id: ok ? 'image_config.test_ok' : 'image_config.test_failed' })}
      role="status"
    >
      <ol>
        {steps.map((step) => (
          <li key={step.step}>
            <Icon icon={step.ok ? 'tick' : 'cross'} intent={step.ok ? 'success' : 'danger'} />{' '}
            <FormattedMessage id={`image_config.step_${step.step}`} />
            {': '}
            {step.problem ? (
              <FormattedMessage id={`image_config.problem_${step.problem}`} />
            ) : (
              <FormattedMessage id="image_config.step_passed" />
            )}
            {step.code && (
              <Tag minimal>
                <FormattedMessage id="image_config.error_code" values={{ code: step.code }} />
              </Tag>
            )}
          </li>
        ))}
      </ol>
    </Callout>
  );
}
