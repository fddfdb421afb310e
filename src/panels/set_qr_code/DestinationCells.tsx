import { Button, InputGroup, ProgressBar, Tooltip } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { ImagePicker } from '../../features/images/ImagePicker';
import { ImageThumb } from '../../features/images/ImageThumb';
import type { MessageKey } from '../../i18n/catalogues';
import { NumberInput } from '../../ui/NumberInput';
import {
  type DestinationAction,
  type DestinationDraft,
  destinationUsage,
  wholeNumberField,
} from './destination-editor';

/** A change to one row's own fields. */
export type Patch = Extract<DestinationAction, { type: 'update' }>['patch'];

/** Where a destination sends visitors: a link typed in, or a picture of the image library. */
export function DestinationTarget({
  draft,
  path,
  label,
  error,
  update,
}: {
  draft: DestinationDraft;
  /** The row's form path (`destinations.0`), naming the link field as the server names it. */
  path: string;
  label(id: MessageKey): string;
  error: string | undefined;
  update(patch: Patch): void;
}) {
  const intl = useIntl();
  const switchKey = draft.kind === 'url' ? 'codes.dest_use_image' : 'codes.dest_use_url';
  return (
    <>
      <div className="lc-dest-target">
        <Tooltip content={intl.formatMessage({ id: switchKey })} hoverOpenDelay={300}>
          <Button
            variant="minimal"
            size="small"
            icon={draft.kind === 'url' ? 'link' : 'media'}
            data-field="kind"
            aria-label={intl.formatMessage({ id: switchKey })}
            onClick={() => update({ kind: draft.kind === 'url' ? 'image' : 'url' })}
          />
        </Tooltip>
        {draft.kind === 'image' ? (
          <>
            {draft.image &&
              (draft.content ? (
                <Tooltip
                  content={intl.formatMessage({ id: 'bulk_qr.decoded' }, { content: draft.content })}
                  hoverOpenDelay={150}
                >
                  <span className="lc-dest-decoded" data-content={draft.content}>
                    <ImageThumb url={draft.image.url} alt="" size={24} />
                  </span>
                </Tooltip>
              ) : (
                <ImageThumb url={draft.image.url} alt="" size={24} />
              ))}
            <ImagePicker
              className="lc-dest-image-picker"
              selected={draft.image}
              onSelect={(image) =>
                update({ image: image && { id: image.id, url: image.url, name: image.name } })
              }
              placeholder={label('codes.dest_image_pick')}
            />
          </>
        ) : (
          <InputGroup
            size="small"
            fill
            data-field="url"
            name={`${path}.url`}
            aria-label={label('codes.dest_url')}
            aria-invalid={error ? true : undefined}
            intent={error ? 'danger' : 'none'}
            placeholder="https://"
            value={draft.url}
            onValueChange={(url) => update({ url })}
          />
        )}
      </div>
      {error && <div className="lc-dest-error">{error}</div>}
    </>
  );
}

/** A whole-number field of a row (threshold, weight); a value that is not one shows blank. */
export function WholeNumberInput({
  field,
  path,
  label,
  invalid,
  min,
  max,
  blank,
  value,
  onChange,
}: {
  field: 'threshold' | 'weight';
  path: string;
  label: string;
  invalid: boolean;
  min: number;
  max: number;
  /** What an emptied field means. */
  blank: number;
  value: number;
  onChange(value: number): void;
}) {
  return (
    <NumberInput
      size="small"
      fill
      data-field={field}
      name={`${path}.${field}`}
      aria-label={label}
      intent={invalid ? 'danger' : 'none'}
      min={min}
      max={max}
      minorStepSize={null}
      buttonPosition="none"
      value={Number.isNaN(value) ? '' : value}
      onValueChange={(number, text) => onChange(wholeNumberField(number, text, blank))}
    />
  );
}

/**
 * The visits a saved destination served, against its threshold when it has one: a bar that turns
 * amber near the limit and red at it. A new row has served nothing yet.
 */
export function DestinationUsage({ draft }: { draft: DestinationDraft }) {
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
