import './set-qr-code.css';
import { Button, Callout, NonIdealState, Section, SectionCard, Spinner } from '@blueprintjs/core';
import type { KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RotationModel } from '../../../contract/enums';
import type { PanelProps } from '../../core/panels/types';
import { useCan } from '../../core/permissions/use-can';
import { BulkImageDialog } from '../../features/codes/BulkImageDialog';
import { useCodeGroups } from '../../features/codes/use-code-groups';
import { useEntryDomains } from '../../features/codes/use-entry-domains';
import { CodeBasicsSection } from './CodeBasicsSection';
import { CodeBehaviourSection } from './CodeBehaviourSection';
import { CodeEditorToolbar } from './CodeEditorToolbar';
import { CodeSummary, CreatedCallout } from './CodeSummary';
import { DestinationsEditor } from './DestinationsEditor';
import { useCodeEditor } from './use-code-editor';

/**
 * Creates a live code, or edits one (`config.id`): its settings, share password, and the list of
 * destinations with their rotation limits. Field errors of the server land on their fields.
 */
export default function SetQrCodePanel({ tabId, config }: PanelProps) {
  const intl = useIntl();
  const idPrefix = `code-${tabId.replace(/[^\w-]/g, '_')}`;
  const editor = useCodeEditor(tabId, config);
  const { groups } = useCodeGroups();
  const domains = useEntryDomains(useCan('domain_list/inquire'));
  const canBulk = useCan('qr_code_list/add_images');
  const { loaded, details, created, values, errors, drafts } = editor;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      if (!editor.busy && editor.allowed) void editor.save();
    }
  };

  if (loaded.status === 'loading') {
    return (
      <div className="lc-panel-loading">
        <Spinner size={24} />
      </div>
    );
  }
  if (loaded.status === 'error') {
    return (
      <NonIdealState
        icon="error"
        title={<FormattedMessage id="codes.load_failed" />}
        description={loaded.message}
        action={
          <Button icon="repeat" onClick={editor.retry}>
            <FormattedMessage id="action.retry" />
          </Button>
        }
      />
    );
  }

  const binding = { values, set: editor.set, errors, idPrefix };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl/⌘+S anywhere in the form saves it
    <div className="lc-code-editor" onKeyDown={onKeyDown} ref={editor.root}>
      <CodeEditorToolbar editor={editor} />
      <div className="lc-code-editor-body">
        {!editor.allowed && (
          <Callout intent="warning" icon="lock" compact>
            <FormattedMessage id="codes.no_permission" />
          </Callout>
        )}
        {editor.failure && (
          <Callout intent="danger" icon="error" compact className="lc-code-editor-failure">
            {editor.failure}
          </Callout>
        )}
        {created && <CreatedCallout created={created} onDismiss={editor.dismissCreated} />}
        {details && !created && <CodeSummary details={details} />}

        <CodeBasicsSection
          {...binding}
          creating={editor.creating}
          details={details}
          domains={domains}
          groups={groups}
        />
        <Section
          compact
          icon="flows"
          title={intl.formatMessage({ id: 'codes.section_destinations' }, { count: drafts.length })}
          className="lc-code-destinations"
        >
          <SectionCard padded={false}>
            <DestinationsEditor
              drafts={drafts}
              dispatch={editor.dispatch}
              showWeight={values.rotation_model === RotationModel.random}
              errors={errors}
              onBulkUpload={details && canBulk ? () => editor.setBulkOpen(true) : undefined}
            />
          </SectionCard>
        </Section>
        {details && (
          <BulkImageDialog
            codeId={details.id}
            codeName={details.name}
            isOpen={editor.bulkOpen}
            onClose={() => editor.setBulkOpen(false)}
            onAdded={editor.appendSaved}
          />
        )}
        <CodeBehaviourSection
          {...binding}
          rotationTypes={editor.rotationTypes}
          enabledModels={editor.enabledModels}
          tabId={tabId}
        />
      </div>
    </div>
  );
}
