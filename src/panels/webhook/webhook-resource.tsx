import { Checkbox, Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import {
  ADMIN_WEBHOOK_EVENTS,
  OWNER_WEBHOOK_EVENTS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '../../../contract/areas/webhooks';
import type { MessageKey } from '../../i18n/catalogues';
import { formatTime } from '../../ui/format';
import type { CustomFieldProps, FieldDef, ResourceDefinition } from '../../ui/resource/types';

/** The words of each event; the compiler insists every event has some. */
export const EVENT_LABELS: Record<WebhookEvent, MessageKey> = {
  'code.created': 'webhook.event.code.created',
  'code.updated': 'webhook.event.code.updated',
  'code.destination_switched': 'webhook.event.code.destination_switched',
  'code.destination_nearly_full': 'webhook.event.code.destination_nearly_full',
  'code.exhausted': 'webhook.event.code.exhausted',
  'code.destination_expiring': 'webhook.event.code.destination_expiring',
  'domain.status_changed': 'webhook.event.domain.status_changed',
  'order.paid': 'webhook.event.order.paid',
  'withdrawal.reviewed': 'webhook.event.withdrawal.reviewed',
  'visits.summary': 'webhook.event.visits.summary',
  'webhook.test': 'webhook.event.webhook.test',
  'abuse.report_received': 'webhook.event.abuse.report_received',
};

function EventBox({
  event,
  chosen,
  onChange,
}: {
  event: WebhookEvent;
  chosen: WebhookEvent[];
  onChange(value: unknown): void;
}) {
  return (
    <Checkbox
      className="lc-webhook-event"
      checked={chosen.includes(event)}
      onChange={(change) =>
        onChange(
          change.currentTarget.checked
            ? WEBHOOK_EVENTS.filter((each) => each === event || chosen.includes(each))
            : chosen.filter((each) => each !== event),
        )
      }
    >
      <FormattedMessage id={EVENT_LABELS[event]} />
      <code>{event}</code>
    </Checkbox>
  );
}

/** One box per event; administrators' events only for those who may have them. */
function EventChecks({ id, value, onChange, platform }: CustomFieldProps & { platform: boolean }) {
  const chosen = Array.isArray(value) ? (value as WebhookEvent[]) : [];
  return (
    <fieldset id={id} className="lc-webhook-events">
      {OWNER_WEBHOOK_EVENTS.map((event) => (
        <EventBox key={event} event={event} chosen={chosen} onChange={onChange} />
      ))}
      {platform && (
        <>
          <div className="lc-webhook-events-heading">
            <FormattedMessage id="webhook.admin_events" />
          </div>
          {ADMIN_WEBHOOK_EVENTS.map((event) => (
            <EventBox key={event} event={event} chosen={chosen} onChange={onChange} />
          ))}
        </>
      )}
    </fieldset>
  );
}

/** The fields of a new endpoint and of its edit form; `platform` only for those granted it. */
export function endpointFields(platform: boolean): FieldDef[] {
  return [
    {
      name: 'url',
      kind: 'text',
      labelKey: 'webhook.url',
      required: true,
      wide: true,
      placeholderKey: 'webhook.url_placeholder',
      helperKey: 'webhook.url_help',
    },
    {
      name: 'description',
      kind: 'text',
      labelKey: 'webhook.description',
      wide: true,
      placeholderKey: 'webhook.description_placeholder',
    },
    {
      name: 'events',
      kind: 'custom',
      labelKey: 'webhook.events',
      required: true,
      wide: true,
      helperKey: 'webhook.events_help',
      render: (props) => <EventChecks {...props} platform={platform} />,
    },
    { name: 'enabled', kind: 'switch', labelKey: 'webhook.enabled' },
    ...(platform
      ? [
          {
            name: 'platform',
            kind: 'switch',
            labelKey: 'webhook.platform',
            helperKey: 'webhook.platform_help',
          } satisfies FieldDef,
        ]
      : []),
  ];
}

export const newEndpointDefaults = {
  url: '',
  description: '',
  events: ['code.created', 'code.updated', 'webhook.test'],
  enabled: true,
  platform: false,
};

type Row = Parameters<ResourceDefinition<'webhook/inquire'>['rowLabel']>[0];

/** How a row is named: its description, else its address. */
export const endpointLabel = (row: Pick<Row, 'description' | 'url'>) => row.description || row.url;

/** The endpoints as a described resource; adding, the secret and deliveries are the panel's own. */
export function webhookResource(platform: boolean): ResourceDefinition<'webhook/inquire'> {
  return {
    id: 'webhook',
    inquire: 'webhook/inquire',
    update: 'webhook/update',
    remove: 'webhook/remove',
    columns: [
      {
        key: 'url',
        titleKey: 'webhook.url',
        render: (row) => (
          <span className="lc-webhook-url">
            <code>{row.url}</code>
            {row.description && <span className="lc-webhook-description">{row.description}</span>}
          </span>
        ),
      },
      {
        key: 'events',
        titleKey: 'webhook.events',
        width: 130,
        render: (row, intl) => (
          <span title={row.events.map((event) => intl.formatMessage({ id: EVENT_LABELS[event] })).join('\n')}>
            <FormattedMessage id="webhook.events_count" values={{ count: row.events.length }} />
            {row.platform && (
              <Tag minimal intent="warning" className="lc-webhook-platform">
                <FormattedMessage id="webhook.platform_tag" />
              </Tag>
            )}
          </span>
        ),
      },
      {
        key: 'state',
        titleKey: 'webhook.state',
        width: 210,
        render: (row, intl) => (
          <span>
            {row.enabled ? (
              <Tag minimal intent="success">
                <FormattedMessage id="webhook.state_enabled" />
              </Tag>
            ) : (
              <Tag minimal intent={row.disabled_reason === 'gone' ? 'danger' : 'none'}>
                <FormattedMessage
                  id={row.disabled_reason === 'gone' ? 'webhook.state_gone' : 'webhook.state_disabled'}
                />
              </Tag>
            )}
            {row.previous_secret_until && Date.parse(row.previous_secret_until) > Date.now() && (
              <span className="lc-webhook-rotating">
                <FormattedMessage
                  id="webhook.rotating_until"
                  values={{ time: formatTime(intl, row.previous_secret_until) }}
                />
              </span>
            )}
          </span>
        ),
      },
      {
        key: 'create_time',
        titleKey: 'common.created_at',
        width: 160,
        sortValue: (row) => row.create_time,
        render: (row, intl) => formatTime(intl, row.create_time),
      },
    ],
    form: {
      fields: endpointFields(platform),
      defaults: newEndpointDefaults,
      fromRow: (row) => ({
        url: row.url,
        description: row.description,
        events: row.events,
        enabled: row.enabled,
        platform: row.platform,
      }),
      addTitleKey: 'webhook.add_title',
      editTitleKey: 'webhook.edit_title',
      addButtonKey: 'webhook.add',
    },
    empty: { titleKey: 'webhook.empty_title', descriptionKey: 'webhook.empty_description' },
    rowLabel: endpointLabel,
  };
}
