import { Button, Icon, InputGroup, Radio, Switch, Tag } from '@blueprintjs/core';
import type { Dispatch } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';
import { DateField } from '../../ui/DateField';
import { formatTime } from '../../ui/format';
import { DestinationTarget, DestinationUsage, type Patch, WholeNumberInput } from './DestinationCells';
import type { DestinationAction, DestinationDraft } from './destination-editor';
import type { RowMoves } from './use-row-moves';

export type DestinationRowProps = {
  draft: DestinationDraft;
  index: number;
  /** How many rows there are: the last one cannot move down, a single one cannot go. */
  count: number;
  dispatch: Dispatch<DestinationAction>;
  showWeight: boolean;
  /** Messages by path: `destinations.0.url`, … */
  errors: Record<string, string>;
  moves: RowMoves;
};

/**
 * One destination of the editor's table: its drag handle, target, title, threshold, weight,
 * switches, expiry, usage, and the buttons that move or remove it.
 */
export function DestinationRow({
  draft,
  index,
  count,
  dispatch,
  showWeight,
  errors,
  moves,
}: DestinationRowProps) {
  const intl = useIntl();
  const path = `destinations.${index}`;
  const label = (id: MessageKey) => `${intl.formatMessage({ id })} ${index + 1}`;
  const update = (patch: Patch) => dispatch({ type: 'update', key: draft.key, patch });
  const numbered = (id: MessageKey) => intl.formatMessage({ id }, { index: index + 1 });
  return (
    <tr
      data-key={draft.key}
      className={[!draft.enabled && 'lc-dest-disabled', ...moves.rowClasses(draft.key)]
        .filter(Boolean)
        .join(' ')}
      onKeyDown={(event) => moves.onRowKeyDown(event, draft.key)}
      onDragOver={(event) => moves.onDragOver(event, draft.key)}
      onDrop={(event) => moves.onDrop(event, draft.key)}
    >
      <td className="lc-dest-handle-col">
        <button
          type="button"
          className="lc-dest-handle"
          draggable
          data-field="handle"
          title={intl.formatMessage({ id: 'codes.dest_drag' })}
          aria-label={numbered('codes.dest_drag_row')}
          onKeyDown={(event) => moves.onHandleKeyDown(event, draft.key)}
          onDragStart={(event) => moves.onDragStart(event, draft.key)}
          onDragEnd={moves.onDragEnd}
        >
          <Icon icon="drag-handle-vertical" size={14} />
        </button>
      </td>
      <td className="lc-dest-index lc-codes-num">{index + 1}</td>
      <td className="lc-dest-url-col">
        <DestinationTarget
          draft={draft}
          path={path}
          label={label}
          error={errors[`${path}.url`] ?? errors[`${path}.image_id`] ?? errors[path]}
          update={update}
        />
        {draft.screeningPausedAt && (
          <Tag
            minimal
            intent="danger"
            icon="shield"
            className="lc-dest-paused"
            title={intl.formatMessage({ id: 'codes.dest_screening_paused_help' })}
          >
            <FormattedMessage
              id="codes.dest_screening_paused"
              values={{ time: formatTime(intl, draft.screeningPausedAt) }}
            />
          </Tag>
        )}
      </td>
      <td className="lc-dest-title-col">
        <InputGroup
          size="small"
          fill
          data-field="title"
          aria-label={label('codes.dest_title')}
          placeholder={intl.formatMessage({ id: 'codes.dest_title_placeholder' })}
          value={draft.title}
          maxLength={100}
          onValueChange={(title) => update({ title })}
        />
      </td>
      <td className="lc-dest-threshold-col">
        <WholeNumberInput
          field="threshold"
          path={path}
          label={label('codes.dest_threshold')}
          invalid={Boolean(errors[`${path}.threshold`])}
          min={0}
          max={1_000_000_000}
          blank={0}
          value={draft.threshold}
          onChange={(threshold) => update({ threshold })}
        />
        {errors[`${path}.threshold`] && <div className="lc-dest-error">{errors[`${path}.threshold`]}</div>}
      </td>
      {showWeight && (
        <td className="lc-dest-weight-col">
          <WholeNumberInput
            field="weight"
            path={path}
            label={label('codes.dest_weight')}
            invalid={Boolean(errors[`${path}.weight`])}
            min={1}
            max={1000}
            blank={Number.NaN}
            value={draft.weight}
            onChange={(weight) => update({ weight })}
          />
        </td>
      )}
      <td className="lc-dest-flag-col">
        <Switch
          className="lc-dest-switch"
          data-field="enabled"
          aria-label={label('codes.dest_enabled')}
          checked={draft.enabled}
          onChange={() => update({ enabled: !draft.enabled })}
        />
      </td>
      <td className="lc-dest-flag-col">
        <Radio
          className="lc-dest-radio"
          name="destination-fallback"
          data-field="fallback"
          aria-label={label('codes.dest_fallback')}
          checked={draft.fallback}
          onChange={() => dispatch({ type: 'fallback', key: draft.key })}
          onClick={() => draft.fallback && dispatch({ type: 'fallback', key: draft.key })}
        />
      </td>
      <td className="lc-dest-expiry-col">
        <DateField
          precision="minute"
          small
          fill
          field="expires_at"
          invalid={Boolean(errors[`${path}.expires_at`])}
          label={label('codes.dest_expires')}
          value={draft.expiresAt}
          onChange={(expiresAt) => update({ expiresAt })}
        />
      </td>
      <td className="lc-dest-usage-col">
        <DestinationUsage draft={draft} />
      </td>
      <td className="lc-dest-actions-col">
        <Button
          variant="minimal"
          size="small"
          icon="arrow-up"
          disabled={index === 0}
          aria-label={numbered('codes.dest_move_up')}
          onClick={() => dispatch({ type: 'move', key: draft.key, by: -1 })}
        />
        <Button
          variant="minimal"
          size="small"
          icon="arrow-down"
          disabled={index === count - 1}
          aria-label={numbered('codes.dest_move_down')}
          onClick={() => dispatch({ type: 'move', key: draft.key, by: 1 })}
        />
        <Button
          variant="minimal"
          size="small"
          intent="danger"
          icon="trash"
          disabled={count <= 1}
          aria-label={numbered('codes.dest_remove')}
          onClick={() => dispatch({ type: 'remove', key: draft.key })}
        />
      </td>
    </tr>
  );
}
