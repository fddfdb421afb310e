import { InputGroup, Section, SectionCard, Switch, Tag, TextArea } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { DomainType } from '../../../contract/enums';
import type { CodeGroup } from '../../features/codes/use-code-groups';
import type { EntryDomain } from '../../features/codes/use-entry-domains';
import { ImagePicker } from '../../features/images/ImagePicker';
import { ImageThumb } from '../../features/images/ImageThumb';
import { FormGrid } from '../../ui/form-grid';
import { HTMLSelect } from '../../ui/HTMLSelect';
import { CodeField, type CodeFormBinding } from './CodeField';
import { type CodeDetails, codeLinkPreview, previewDomain } from './code-form';

export type CodeBasicsSectionProps = CodeFormBinding & {
  creating: boolean;
  /** The saved code (null while creating): what the caller's lists may lack, the share password. */
  details: CodeDetails | null;
  domains: readonly EntryDomain[];
  groups: readonly CodeGroup[];
};

/**
 * The code's identity: its name, its suffix (chosen on creation only) with a preview of the link,
 * the domain it lives on, its group, its share password and a remark.
 */
export function CodeBasicsSection(props: CodeBasicsSectionProps) {
  const { values, set, errors, idPrefix, creating, details, domains, groups } = props;
  const intl = useIntl();
  const field = { idPrefix, errors };
  const domain = previewDomain(values.domain_id, domains, details);
  const suffix = values.file_name.trim();
  const sharePasswordSet = !creating && Boolean(details?.has_password);
  const domainTypeLabel = (type: number) =>
    intl.formatMessage({ id: type === DomainType.short ? 'enum.DomainType.short' : 'enum.DomainType.entry' });
  const pickedId = (value: string) => (value ? Number(value) : null);

  return (
    <Section compact icon="info-sign" title={intl.formatMessage({ id: 'codes.section_basic' })}>
      <SectionCard>
        <FormGrid>
          <CodeField label={<FormattedMessage id="codes.field_name" />} path="name" {...field}>
            <InputGroup
              id={`${idPrefix}-name`}
              name="name"
              value={values.name}
              maxLength={100}
              intent={errors.name ? 'danger' : 'none'}
              placeholder={intl.formatMessage({ id: 'codes.field_name_placeholder' })}
              onValueChange={(value) => set('name', value)}
              autoFocus={creating}
            />
          </CodeField>
          <CodeField
            label={<FormattedMessage id="codes.field_suffix" />}
            path="file_name"
            {...field}
            help={intl.formatMessage({
              id: creating ? 'codes.field_suffix_help' : 'codes.field_suffix_fixed',
            })}
          >
            <InputGroup
              id={`${idPrefix}-file_name`}
              name="file_name"
              value={values.file_name}
              maxLength={64}
              readOnly={!creating}
              disabled={!creating}
              intent={errors.file_name ? 'danger' : 'none'}
              placeholder={intl.formatMessage({ id: 'codes.field_suffix_placeholder' })}
              onValueChange={(value) => set('file_name', value)}
            />
            <div className="lc-code-link-preview" data-link-preview>
              <span className="lc-codes-muted">
                <FormattedMessage id="codes.link_preview" />
              </span>
              <code>
                {codeLinkPreview(window.location.origin, domain.host, suffix)}
                {suffix === '' && (
                  <span className="lc-code-link-preview-random">
                    <FormattedMessage id="codes.link_preview_random" />
                  </span>
                )}
              </code>
            </div>
          </CodeField>
          <CodeField
            label={<FormattedMessage id="codes.field_domain" />}
            path="domain_id"
            {...field}
            help={intl.formatMessage({ id: 'codes.field_domain_help' })}
          >
            <HTMLSelect
              id={`${idPrefix}-domain_id`}
              name="domain_id"
              fill
              value={values.domain_id ?? ''}
              onChange={(event) => set('domain_id', pickedId(event.currentTarget.value))}
            >
              <option value="">{intl.formatMessage({ id: 'codes.domain_console' })}</option>
              {domains.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {`${entry.host} · ${domainTypeLabel(entry.type)}`}
                </option>
              ))}
              {domain.savedMissing && values.domain_id !== null && (
                <option value={values.domain_id}>{details?.domain || `#${values.domain_id}`}</option>
              )}
            </HTMLSelect>
          </CodeField>
          <CodeField label={<FormattedMessage id="codes.field_group" />} path="group_id" {...field}>
            <HTMLSelect
              id={`${idPrefix}-group_id`}
              fill
              value={values.group_id ?? ''}
              onChange={(event) => set('group_id', pickedId(event.currentTarget.value))}
            >
              <option value="">{intl.formatMessage({ id: 'codes.no_group' })}</option>
              {groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
              {values.group_id !== null && !groups.some((group) => group.id === values.group_id) && (
                <option value={values.group_id}>{details?.group_name ?? `#${values.group_id}`}</option>
              )}
            </HTMLSelect>
          </CodeField>
          <CodeField
            label={
              <>
                <FormattedMessage id="codes.field_password" />
                {details?.has_password && (
                  <Tag minimal intent="primary" className="lc-code-field-tag">
                    <FormattedMessage id="codes.share_on" />
                  </Tag>
                )}
              </>
            }
            path="password"
            {...field}
            help={intl.formatMessage({
              id: !sharePasswordSet
                ? 'codes.field_password_help'
                : values.share_off
                  ? 'codes.share_off_help'
                  : 'codes.field_password_keep',
            })}
          >
            <InputGroup
              id={`${idPrefix}-password`}
              name="password"
              autoComplete="off"
              value={values.share_off ? '' : values.password}
              maxLength={32}
              disabled={values.share_off}
              intent={errors.password ? 'danger' : 'none'}
              placeholder={intl.formatMessage({
                id: sharePasswordSet
                  ? 'codes.field_password_keep_placeholder'
                  : 'codes.field_password_placeholder',
              })}
              onValueChange={(value) => set('password', value)}
            />
            {sharePasswordSet && (
              <Switch
                id={`${idPrefix}-share_off`}
                name="share_off"
                className="lc-code-share-off"
                checked={values.share_off}
                label={intl.formatMessage({ id: 'codes.share_turn_off' })}
                onChange={(event) => {
                  const off = event.currentTarget.checked;
                  set('share_off', off);
                  if (off) set('password', '');
                }}
              />
            )}
          </CodeField>
          <CodeField label={<FormattedMessage id="codes.field_remark" />} path="remark" {...field} wide>
            <TextArea
              id={`${idPrefix}-remark`}
              name="remark"
              fill
              rows={2}
              maxLength={500}
              value={values.remark}
              onChange={(event) => set('remark', event.currentTarget.value)}
            />
          </CodeField>
          <CodeField
            label={<FormattedMessage id="codes.fallback_message" />}
            path="fallback_message"
            help={<FormattedMessage id="codes.fallback_message_help" />}
            {...field}
            wide
          >
            <TextArea
              id={`${idPrefix}-fallback_message`}
              name="fallback_message"
              fill
              rows={2}
              maxLength={500}
              placeholder={intl.formatMessage({ id: 'landing.no_destination.message' })}
              value={values.fallback_message}
              onChange={(event) => set('fallback_message', event.currentTarget.value)}
            />
          </CodeField>
          <CodeField
            label={<FormattedMessage id="codes.fallback_image" />}
            path="fallback_image_id"
            {...field}
          >
            <span className="lc-code-fallback-image">
              {values.fallback_image && <ImageThumb url={values.fallback_image.url} alt="" size={24} />}
              <ImagePicker
                selected={values.fallback_image}
                onSelect={(image) => set('fallback_image', image)}
                placeholder={intl.formatMessage({ id: 'codes.fallback_image_pick' })}
              />
            </span>
          </CodeField>
        </FormGrid>
      </SectionCard>
    </Section>
  );
}
