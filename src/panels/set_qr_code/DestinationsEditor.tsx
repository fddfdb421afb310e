import {
  Button,
  Callout,
  Classes,
  HTMLTable,
  Icon,
  InputGroup,
  NumericInput,
  ProgressBar,
  Radio,
  Switch,
  Tooltip,
} from '@blueprintjs/core';
import { type Dispatch, type DragEvent, type KeyboardEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ImagePicker } from '../../features/images/ImagePicker';
import { ImageThumb } from '../../features/images/ImageThumb';
import type { MessageKey } from '../../i18n/catalogues';
import {
  type DestinationAction,
  type DestinationDraft,
  destinationUsage,
  USAGE_WARNING_RATIO,
} from './destination-editor';

export type DestinationsEditorProps = {
  drafts: DestinationDraft[];
  dispatch: Dispatch<DestinationAction>;
  /** Weights matter only to the random model; the column shows only then. */
  showWeight: boolean;
  /** Messages by path: `destinations`, `destinations.0.url`, … */
  errors: Record<string, string>;
};

/** A whole number from a numeric field; anything else becomes NaN so the check can name it. */
function wholeNumber(value: number, text: string): number {
  return text.trim() === '' ? 0 : Number.isInteger(value) ? value : Number.NaN;
}

function UsageCell({ draft }: { draft: DestinationDraft }) {
  const intl = useIntl();
  const usage = destinationUsage(draft);
  if (draft.id === null) return <span className="lc-codes-muted">—</span>;
  if (usage.kind === 'unlimited') {
    return (
      <span className="lc-dest-usage">
        <span className="lc-codes-num">{intl.formatNumber(draft.visits)}</span>
      </span>
    );
  }
  const intent = usage.level === 'ok' ? 'primary' : usage.level === 'warning' ? 'warning' : 'danger';
  return (
    <Tooltip
      content={intl.formatMessage(
        { id: usage.level === 'full' ? 'codes.usage_full' : 'codes.usage_of' },
        { visits: draft.visits, threshold: draft.threshold, percent: Math.round(usage.ratio * 100) },
      )}
      hoverOpenDelay={200}
    >
      <span className={`lc-dest-usage lc-dest-usage-${usage.level}`} data-usage={usage.level}>
        <span className="lc-codes-num">
          {intl.formatNumber(draft.visits)} / {intl.formatNumber(draft.threshold)}
        </span>
        <ProgressBar
          className="lc-dest-usage-bar"
          value={usage.ratio}
          intent={intent}
          animate={false}
          stripes={false}
        />
      </span>
    </Tooltip>
  );
}

/**
 * The destinations of a code as an editable table: URL, title, threshold, weight (random model),
 * enabled, fallback, expiry, and the visits of saved rows against their threshold (amber from
 * 80 %). Rows are added, removed and reordered by drag, by their buttons, or with Alt+↑/↓.
 */
export function DestinationsEditor({ drafts, dispatch, showWeight, errors }: DestinationsEditorProps) {
  const intl = useIntl();
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const anyEnabled = drafts.some((draft) => draft.enabled);

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, draft: DestinationDraft) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const row = event.currentTarget;
    const field = (event.target as HTMLElement).dataset.field;
    dispatch({ type: 'move', key: draft.key, by: event.key === 'ArrowUp' ? -1 : 1 });
    // Keep the caret in the same field of the moved row.
    requestAnimationFrame(() => {
      const moved = row.parentElement?.querySelector<HTMLElement>(
        `tr[data-key="${draft.key}"] [data-field="${field ?? 'url'}"]`,
      );
      moved?.focus();
    });
  };

  const dropOn = (event: DragEvent, target: DestinationDraft) => {
    event.preventDefault();
    const index = drafts.findIndex((draft) => draft.key === target.key);
    if (dragged && index >= 0) dispatch({ type: 'move_to', key: dragged, index });
    setDragged(null);
    setDropTarget(null);
  };

  const label = (id: MessageKey, index: number) => `${intl.formatMessage({ id })} ${index + 1}`;

  return (
    <div className="lc-dest-editor">
      {errors.destinations && (
        <Callout intent="danger" compact icon="error" className="lc-dest-callout">
          {errors.destinations}
        </Callout>
      )}
      {!anyEnabled && (
        <Callout intent="warning" compact icon="warning-sign" className="lc-dest-callout">
          <FormattedMessage id="codes.none_enabled" />
        </Callout>
      )}
      <div className="lc-dest-scroll">
        <HTMLTable compact className="lc-dest-table">
          <thead>
            <tr>
              <th
                className="lc-dest-handle-col"
                aria-label={intl.formatMessage({ id: 'codes.dest_order' })}
              />
              <th className="lc-dest-index">#</th>
              <th>
                <FormattedMessage id="codes.dest_url" />
              </th>
              <th className="lc-dest-title-col">
                <FormattedMessage id="codes.dest_title" />
              </th>
              <th className="lc-dest-threshold-col">
                <Tooltip
                  content={intl.formatMessage({ id: 'codes.dest_threshold_help' })}
                  hoverOpenDelay={200}
                >
                  <span className="lc-dest-help">
                    <FormattedMessage id="codes.dest_threshold" />
                    <Icon icon="help" size={11} />
                  </span>
                </Tooltip>
              </th>
              {showWeight && (
                <th className="lc-dest-weight-col">
                  <FormattedMessage id="codes.dest_weight" />
                </th>
              )}
              <th className="lc-dest-flag-col">
                <FormattedMessage id="codes.dest_enabled" />
              </th>
              <th className="lc-dest-flag-col">
                <Tooltip
                  content={intl.formatMessage({ id: 'codes.dest_fallback_help' })}
                  hoverOpenDelay={200}
                >
                  <span className="lc-dest-help">
                    <FormattedMessage id="codes.dest_fallback" />
                    <Icon icon="help" size={11} />
                  </span>
                </Tooltip>
              </th>
              <th className="lc-dest-expiry-col">
                <FormattedMessage id="codes.dest_expires" />
              </th>
              <th className="lc-dest-usage-col">
                <FormattedMessage id="codes.dest_visits" />
              </th>
              <th className="lc-dest-actions-col">
                <span className={Classes.TEXT_MUTED}>
                  <FormattedMessage id="table.actions" />
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {drafts.map((draft, index) => {
              const path = `destinations.${index}`;
              const urlError = errors[`${path}.url`] ?? errors[`${path}.image_id`] ?? errors[path];
              const update = (patch: Extract<DestinationAction, { type: 'update' }>['patch']) =>
                dispatch({ type: 'update', key: draft.key, patch });
              return (
                <tr
                  key={draft.key}
                  data-key={draft.key}
                  className={[
                    !draft.enabled && 'lc-dest-disabled',
                    dropTarget === draft.key && dragged !== draft.key && 'lc-dest-drop',
                    dragged === draft.key && 'lc-dest-dragging',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  onKeyDown={(event) => onRowKeyDown(event, draft)}
                  onDragOver={(event) => {
                    if (!dragged) return;
                    event.preventDefault();
                    setDropTarget(draft.key);
                  }}
                  onDrop={(event) => dropOn(event, draft)}
                >
                  <td className="lc-dest-handle-col">
                    <button
                      type="button"
                      className="lc-dest-handle"
                      draggable
                      data-field="handle"
                      title={intl.formatMessage({ id: 'codes.dest_drag' })}
                      aria-label={intl.formatMessage({ id: 'codes.dest_drag_row' }, { index: index + 1 })}
                      onKeyDown={(event) => {
                        // On the handle itself the arrows alone move the row.
                        if (event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
                        event.preventDefault();
                        event.stopPropagation();
                        const row = event.currentTarget.closest('tr');
                        dispatch({ type: 'move', key: draft.key, by: event.key === 'ArrowUp' ? -1 : 1 });
                        requestAnimationFrame(() =>
                          row?.parentElement
                            ?.querySelector<HTMLElement>(`tr[data-key="${draft.key}"] [data-field="handle"]`)
                            ?.focus(),
                        );
                      }}
                      onDragStart={(event) => {
                        event.dataTransfer.effectAllowed = 'move';
                        event.dataTransfer.setData('text/plain', draft.key);
                        setDragged(draft.key);
                      }}
                      onDragEnd={() => {
                        setDragged(null);
                        setDropTarget(null);
                      }}
                    >
                      <Icon icon="drag-handle-vertical" size={14} />
                    </button>
                  </td>
                  <td className="lc-dest-index lc-codes-num">{index + 1}</td>
                  <td className="lc-dest-url-col">
                    <div className="lc-dest-target">
                      <Tooltip
                        content={intl.formatMessage({
                          id: draft.kind === 'url' ? 'codes.dest_use_image' : 'codes.dest_use_url',
                        })}
                        hoverOpenDelay={300}
                      >
                        <Button
                          variant="minimal"
                          size="small"
                          icon={draft.kind === 'url' ? 'link' : 'media'}
                          data-field="kind"
                          aria-label={intl.formatMessage({
                            id: draft.kind === 'url' ? 'codes.dest_use_image' : 'codes.dest_use_url',
                          })}
                          onClick={() => update({ kind: draft.kind === 'url' ? 'image' : 'url' })}
                        />
                      </Tooltip>
                      {draft.kind === 'image' ? (
                        <>
                          {draft.image && <ImageThumb url={draft.image.url} alt="" size={24} />}
                          <ImagePicker
                            className="lc-dest-image-picker"
                            selected={draft.image}
                            onSelect={(image) =>
                              update({ image: image && { id: image.id, url: image.url, name: image.name } })
                            }
                            placeholder={label('codes.dest_image_pick', index)}
                          />
                        </>
                      ) : (
                        <InputGroup
                          size="small"
                          fill
                          data-field="url"
                          name={`${path}.url`}
                          aria-label={label('codes.dest_url', index)}
                          aria-invalid={urlError ? true : undefined}
                          intent={urlError ? 'danger' : 'none'}
                          placeholder="https://"
                          value={draft.url}
                          onValueChange={(url) => update({ url })}
                        />
                      )}
                    </div>
                    {urlError && <div className="lc-dest-error">{urlError}</div>}
                  </td>
                  <td className="lc-dest-title-col">
                    <InputGroup
                      size="small"
                      fill
                      data-field="title"
                      aria-label={label('codes.dest_title', index)}
                      placeholder={intl.formatMessage({ id: 'codes.dest_title_placeholder' })}
                      value={draft.title}
                      maxLength={100}
                      onValueChange={(title) => update({ title })}
                    />
                  </td>
                  <td className="lc-dest-threshold-col">
                    <NumericInput
                      size="small"
                      fill
                      data-field="threshold"
                      name={`${path}.threshold`}
                      aria-label={label('codes.dest_threshold', index)}
                      intent={errors[`${path}.threshold`] ? 'danger' : 'none'}
                      min={0}
                      max={1_000_000_000}
                      minorStepSize={null}
                      buttonPosition="none"
                      value={Number.isNaN(draft.threshold) ? '' : draft.threshold}
                      onValueChange={(value, text) => update({ threshold: wholeNumber(value, text) })}
                    />
                    {errors[`${path}.threshold`] && (
                      <div className="lc-dest-error">{errors[`${path}.threshold`]}</div>
                    )}
                  </td>
                  {showWeight && (
                    <td className="lc-dest-weight-col">
                      <NumericInput
                        size="small"
                        fill
                        data-field="weight"
                        name={`${path}.weight`}
                        aria-label={label('codes.dest_weight', index)}
                        intent={errors[`${path}.weight`] ? 'danger' : 'none'}
                        min={1}
                        max={1000}
                        minorStepSize={null}
                        buttonPosition="none"
                        value={Number.isNaN(draft.weight) ? '' : draft.weight}
                        onValueChange={(value, text) =>
                          update({ weight: text.trim() === '' ? Number.NaN : wholeNumber(value, text) })
                        }
                      />
                    </td>
                  )}
                  <td className="lc-dest-flag-col">
                    <Switch
                      className="lc-dest-switch"
                      data-field="enabled"
                      aria-label={label('codes.dest_enabled', index)}
                      checked={draft.enabled}
                      onChange={() => update({ enabled: !draft.enabled })}
                    />
                  </td>
                  <td className="lc-dest-flag-col">
                    <Radio
                      className="lc-dest-radio"
                      name="destination-fallback"
                      data-field="fallback"
                      aria-label={label('codes.dest_fallback', index)}
                      checked={draft.fallback}
                      onChange={() => dispatch({ type: 'fallback', key: draft.key })}
                      onClick={() => draft.fallback && dispatch({ type: 'fallback', key: draft.key })}
                    />
                  </td>
                  <td className="lc-dest-expiry-col">
                    <input
                      type="datetime-local"
                      className={`${Classes.INPUT} ${Classes.SMALL} ${Classes.FILL}${errors[`${path}.expires_at`] ? ` ${Classes.INTENT_DANGER}` : ''}`}
                      data-field="expires_at"
                      aria-label={label('codes.dest_expires', index)}
                      value={draft.expiresAt}
                      onChange={(event) => update({ expiresAt: event.currentTarget.value })}
                    />
                  </td>
                  <td className="lc-dest-usage-col">
                    <UsageCell draft={draft} />
                  </td>
                  <td className="lc-dest-actions-col">
                    <Button
                      variant="minimal"
                      size="small"
                      icon="arrow-up"
                      disabled={index === 0}
                      aria-label={intl.formatMessage({ id: 'codes.dest_move_up' }, { index: index + 1 })}
                      onClick={() => dispatch({ type: 'move', key: draft.key, by: -1 })}
                    />
                    <Button
                      variant="minimal"
                      size="small"
                      icon="arrow-down"
                      disabled={index === drafts.length - 1}
                      aria-label={intl.formatMessage({ id: 'codes.dest_move_down' }, { index: index + 1 })}
                      onClick={() => dispatch({ type: 'move', key: draft.key, by: 1 })}
                    />
                    <Button
                      variant="minimal"
                      size="small"
                      intent="danger"
                      icon="trash"
                      disabled={drafts.length <= 1}
                      aria-label={intl.formatMessage({ id: 'codes.dest_remove' }, { index: index + 1 })}
                      onClick={() => dispatch({ type: 'remove', key: draft.key })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </div>
      <div className="lc-dest-footer">
        <Button
          icon="add"
          size="small"
          data-action="codes.add_destination"
          onClick={() => dispatch({ type: 'add' })}
        >
          <FormattedMessage id="codes.dest_add" />
        </Button>
        <span className="lc-codes-muted lc-dest-hint">
          <FormattedMessage
            id="codes.dest_hint"
            values={{ percent: Math.round(USAGE_WARNING_RATIO * 100) }}
          />
        </span>
      </div>
    </div>
  );
}
