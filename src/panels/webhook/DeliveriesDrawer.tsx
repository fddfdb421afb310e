import { Button, Classes, Drawer, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { Fragment, useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type WebhookDeliveryRow, WebhookDeliveryStatus } from '../../../contract/areas/webhooks';
import { api, errorMessage } from '../../core/api/api';
import { showToast } from '../../core/toaster';
import type { MessageKey } from '../../i18n/catalogues';
import { formatTime } from '../../ui/format';
import { useIsMobile } from '../../ui/responsive';
import { EVENT_LABELS } from './webhook-resource';

const STATUS: Record<
  WebhookDeliveryRow['status'],
  { key: MessageKey; intent: 'none' | 'success' | 'danger' }
> = {
  [WebhookDeliveryStatus.pending]: { key: 'webhook.status_pending', intent: 'none' },
  [WebhookDeliveryStatus.delivered]: { key: 'webhook.status_delivered', intent: 'success' },
  [WebhookDeliveryStatus.failed]: { key: 'webhook.status_failed', intent: 'danger' },
};

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; list: WebhookDeliveryRow[] };

/**
 * The deliveries of one endpoint, newest first: event, status, the last HTTP status, attempts,
 * latency and time; a row opens its attempts with the first 2 kB of each answer, and a delivered
 * or failed one can be sent again.
 */
export function DeliveriesDrawer({
  endpoint,
  canRedeliver,
  onClose,
}: {
  endpoint: { id: number; name: string };
  canRedeliver: boolean;
  onClose(): void;
}) {
  const intl = useIntl();
  const mobile = useIsMobile();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [open, setOpen] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const reload = useCallback(async () => {
    try {
      const answer = await api.call('webhook/deliveries', { id: endpoint.id, page: 1, page_size: 50 });
      setLoad({ state: 'ready', list: answer.list });
    } catch (error) {
      setLoad({ state: 'error', message: errorMessage(error) });
    }
  }, [endpoint.id]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const redeliver = async (id: number) => {
    setBusy(id);
    try {
      await api.call('webhook/redeliver', { delivery_id: id });
      showToast('success', intl.formatMessage({ id: 'webhook.redelivered' }));
      await reload();
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const latency = (ms: number | null) =>
    ms === null ? '—' : intl.formatMessage({ id: 'webhook.latency_ms' }, { ms });
  const http = (status: number | null) =>
    status === null ? intl.formatMessage({ id: 'webhook.no_answer' }) : status;

  return (
    <Drawer
      isOpen
      onClose={onClose}
      title={intl.formatMessage({ id: 'webhook.deliveries_title' }, { name: endpoint.name })}
      icon="history"
      size={mobile ? '100%' : 760}
      className="lc-detail-drawer lc-webhook-deliveries"
    >
      <div className={`${Classes.DRAWER_BODY} lc-detail-body`}>
        <div className="lc-webhook-deliveries-bar">
          <Button icon="refresh" variant="minimal" onClick={() => void reload()}>
            <FormattedMessage id="webhook.refresh" />
          </Button>
        </div>
        {load.state === 'loading' && <Spinner size={24} />}
        {load.state === 'error' && <NonIdealState icon="error" description={load.message} />}
        {load.state === 'ready' && load.list.length === 0 && (
          <NonIdealState icon="inbox" description={<FormattedMessage id="webhook.deliveries_empty" />} />
        )}
        {load.state === 'ready' && load.list.length > 0 && (
          <HTMLTable compact striped className="lc-webhook-deliveries-table" data-testid="webhook-deliveries">
            <thead>
              <tr>
                <th>
                  <FormattedMessage id="webhook.delivery_time" />
                </th>
                <th>
                  <FormattedMessage id="webhook.delivery_event" />
                </th>
                <th>
                  <FormattedMessage id="webhook.delivery_status" />
                </th>
                <th className="lc-number">
                  <FormattedMessage id="webhook.delivery_http" />
                </th>
                <th className="lc-number">
                  <FormattedMessage id="webhook.delivery_attempt" />
                </th>
                <th className="lc-number">
                  <FormattedMessage id="webhook.delivery_latency" />
                </th>
                <th />
              </tr>
            </thead>
            <tbody>
              {load.list.map((row) => (
                <Fragment key={row.id}>
                  <tr data-delivery={row.id} data-status={row.status}>
                    <td>{formatTime(intl, row.create_time)}</td>
                    <td>
                      <span title={row.event}>
                        <FormattedMessage id={EVENT_LABELS[row.event]} />
                      </span>
                    </td>
                    <td>
                      <Tag minimal intent={STATUS[row.status].intent}>
                        <FormattedMessage id={STATUS[row.status].key} />
                      </Tag>
                      {row.next_attempt_time && row.attempt > 0 && (
                        <div className="lc-webhook-next">
                          <FormattedMessage
                            id="webhook.next_attempt"
                            values={{ time: formatTime(intl, row.next_attempt_time) }}
                          />
                        </div>
                      )}
                    </td>
                    <td className="lc-number">{row.attempt === 0 ? '—' : http(row.http_status)}</td>
                    <td className="lc-number">{row.attempt}</td>
                    <td className="lc-number">{latency(row.latency_ms)}</td>
                    <td className="lc-webhook-row-actions">
                      {row.attempts.length > 0 && (
                        <Button
                          size="small"
                          variant="minimal"
                          icon={open === row.id ? 'chevron-up' : 'chevron-down'}
                          aria-label={intl.formatMessage({ id: 'webhook.show_attempts' })}
                          aria-expanded={open === row.id}
                          onClick={() => setOpen(open === row.id ? null : row.id)}
                        />
                      )}
                      {canRedeliver && row.status !== WebhookDeliveryStatus.pending && (
                        <Button
                          size="small"
                          variant="minimal"
                          icon="repeat"
                          loading={busy === row.id}
                          data-action="webhook/redeliver"
                          onClick={() => void redeliver(row.id)}
                        >
                          <FormattedMessage id="webhook.redeliver" />
                        </Button>
                      )}
                    </td>
                  </tr>
                  {open === row.id && (
                    <tr className="lc-webhook-attempts">
                      <td colSpan={7}>
                        <div className="lc-webhook-attempts-title">
                          <FormattedMessage id="webhook.attempts_of" values={{ id: row.id }} />
                        </div>
                        <HTMLTable compact className="lc-webhook-attempts-table">
                          <thead>
                            <tr>
                              <th>#</th>
                              <th>
                                <FormattedMessage id="webhook.delivery_time" />
                              </th>
                              <th className="lc-number">
                                <FormattedMessage id="webhook.delivery_http" />
                              </th>
                              <th className="lc-number">
                                <FormattedMessage id="webhook.delivery_latency" />
                              </th>
                              <th>
                                <FormattedMessage id="webhook.response" />
                              </th>
                            </tr>
                          </thead>
                          <tbody>
                            {row.attempts.map((attempt) => (
                              <tr key={attempt.attempt}>
                                <td>{attempt.attempt}</td>
                                <td>{formatTime(intl, attempt.create_time)}</td>
                                <td className="lc-number">{http(attempt.http_status)}</td>
                                <td className="lc-number">{latency(attempt.latency_ms)}</td>
                                <td>
                                  <code className="lc-webhook-response">{attempt.response || '—'}</code>
                                </td>
                              </tr>
                            ))}
                          </tbody>
                        </HTMLTable>
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </div>
    </Drawer>
  );
}
