import './webhook.css';
import { Button, Switch, Tooltip } from '@blueprintjs/core';
import { useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { WEBHOOK_PLATFORM_PERMISSION, type WebhookRow } from '../../../contract/areas/webhooks';
import { type CallOutput, calls } from '../../../contract/calls';
import { api, errorMessage } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { showToast } from '../../core/toaster';
import { ConfirmAlert } from '../../ui/ConfirmAlert';
import { ResourceForm } from '../../ui/resource/ResourceForm';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { DeliveriesDrawer } from './DeliveriesDrawer';
import { SecretDialog } from './SecretDialog';
import { endpointFields, endpointLabel, newEndpointDefaults, webhookResource } from './webhook-resource';

/** The add form; its answer's secret goes to the secret dialog and nowhere else. */
function AddEndpointDialog({
  platform,
  onClose,
  onAdded,
}: {
  platform: boolean;
  onClose(): void;
  onAdded(): void;
}) {
  const intl = useIntl();
  const [secret, setSecret] = useState<string | null>(null);
  if (secret !== null) return <SecretDialog secret={secret} onClose={onClose} />;
  return (
    <ResourceForm
      isOpen
      title={intl.formatMessage({ id: 'webhook.add_title' })}
      submitText={intl.formatMessage({ id: 'webhook.create' })}
      fields={endpointFields(platform)}
      initial={{ ...newEndpointDefaults }}
      schema={calls['webhook/add'].input}
      submit={async (input) => {
        const answer = (await api.callByPath('webhook/add', input)) as CallOutput<'webhook/add'>;
        setSecret(answer.secret);
        return answer;
      }}
      savedMessage={() => intl.formatMessage({ id: 'webhook.created' })}
      onClose={onClose}
      onSaved={onAdded}
    />
  );
}

/**
 * The caller's webhook endpoints: the described list (edit, remove with a question), an enable
 * switch, a test event, a secret rotation with a question and the secret shown once, and each
 * endpoint's deliveries with their attempts.
 */
export default function WebhookPanel() {
  const intl = useIntl();
  const canAdd = useCan('webhook/add');
  const canUpdate = useCan('webhook/update');
  const canTest = useCan('webhook/test');
  const canRotate = useCan('webhook/rotate_secret');
  const canDeliveries = useCan('webhook/deliveries');
  const canRedeliver = useCan('webhook/redeliver');
  const platform = useCan(WEBHOOK_PLATFORM_PERMISSION);
  const definition = useMemo(() => webhookResource(platform), [platform]);
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [rotating, setRotating] = useState<WebhookRow | null>(null);
  const [rotateBusy, setRotateBusy] = useState(false);
  const [viewing, setViewing] = useState<WebhookRow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The list's reload, handed over by the resource panel at each render.
  const reloadList = useRef(() => {});

  const act = async (key: string, run: () => Promise<unknown>, done?: string) => {
    setBusy(key);
    try {
      await run();
      if (done) showToast('success', done);
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const toggle = (row: WebhookRow) =>
    act(`toggle:${row.id}`, async () => {
      await api.call('webhook/update', {
        id: row.id,
        url: row.url,
        description: row.description,
        events: row.events,
        platform: row.platform,
        enabled: !row.enabled,
      });
      reloadList.current();
    });

  const rotate = async (row: WebhookRow) => {
    setRotateBusy(true);
    try {
      const answer = await api.call('webhook/rotate_secret', { id: row.id });
      setRotating(null);
      setSecret(answer.secret);
      reloadList.current();
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setRotateBusy(false);
    }
  };

  return (
    <>
      <ResourcePanel
        definition={definition}
        actions={(reload) => {
          reloadList.current = reload;
          return canAdd ? (
            <Button intent="primary" icon="plus" data-action="webhook/add" onClick={() => setAdding(true)}>
              <FormattedMessage id="webhook.add" />
            </Button>
          ) : null;
        }}
        rowActions={(row) => (
          <>
            {canUpdate && (
              <Tooltip content={intl.formatMessage({ id: 'webhook.enabled' })} compact>
                <Switch
                  className="lc-webhook-toggle"
                  checked={row.enabled}
                  disabled={busy === `toggle:${row.id}`}
                  aria-label={intl.formatMessage({ id: 'webhook.enabled' })}
                  data-action="webhook/toggle"
                  onChange={() => void toggle(row)}
                />
              </Tooltip>
            )}
            {canTest && (
              <Button
                variant="minimal"
                size="small"
                icon="send-message"
                data-action="webhook/test"
                disabled={!row.enabled}
                loading={busy === `test:${row.id}`}
                onClick={() =>
                  void act(
                    `test:${row.id}`,
                    () => api.call('webhook/test', { id: row.id }),
                    intl.formatMessage({ id: 'webhook.test_sent' }),
                  )
                }
              >
                <FormattedMessage id="webhook.send_test" />
              </Button>
            )}
            {canDeliveries && (
              <Button
                variant="minimal"
                size="small"
                icon="history"
                data-action="webhook/deliveries"
                onClick={() => setViewing(row)}
              >
                <FormattedMessage id="webhook.deliveries" />
              </Button>
            )}
            {canRotate && (
              <Button
                variant="minimal"
                size="small"
                icon="key"
                data-action="webhook/rotate_secret"
                aria-label={intl.formatMessage({ id: 'webhook.rotate' })}
                title={intl.formatMessage({ id: 'webhook.rotate' })}
                onClick={() => setRotating(row)}
              />
            )}
          </>
        )}
      />
      {adding && (
        <AddEndpointDialog
          platform={platform}
          onClose={() => setAdding(false)}
          onAdded={() => reloadList.current()}
        />
      )}
      {secret !== null && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
      <ConfirmAlert
        isOpen={rotating !== null}
        intent="warning"
        icon="key"
        confirmKey="webhook.rotate"
        busy={rotateBusy}
        onCancel={() => setRotating(null)}
        onConfirm={() => rotating && void rotate(rotating)}
      >
        {rotating && (
          <FormattedMessage id="webhook.rotate_question" values={{ name: endpointLabel(rotating) }} />
        )}
      </ConfirmAlert>
      {viewing && (
        <DeliveriesDrawer
          endpoint={{ id: viewing.id, name: endpointLabel(viewing) }}
          canRedeliver={canRedeliver}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  );
}
