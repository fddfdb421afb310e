import { Button, KeyComboTag, Tag, Tooltip } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { openPanel } from '../../core/panels/open-panel';
import { openCodeEditor } from '../../features/codes/open-code-editor';
import type { CodeEditor } from './use-code-editor';

/**
 * The code editor's head: what is edited and whether it changed, the way back to the list, a new
 * code, reset, and save (also Ctrl/⌘+S).
 */
export function CodeEditorToolbar({ editor }: { editor: CodeEditor }) {
  const { creating, dirty, busy } = editor;
  return (
    <div className="lc-code-editor-toolbar">
      <span className="lc-code-editor-title">
        <FormattedMessage id={creating ? 'codes.editor_new' : 'codes.editor_edit'} />
        {!creating && (
          <span className="lc-code-editor-name">{editor.details?.name ?? editor.values.name}</span>
        )}
        {dirty && (
          <Tag minimal intent="warning" className="lc-code-editor-dirty">
            <FormattedMessage id="codes.unsaved" />
          </Tag>
        )}
      </span>
      <span className="lc-header-spacer" />
      <Button icon="list" variant="minimal" onClick={() => openPanel('qr_code_list')}>
        <FormattedMessage id="menu.qr_code_list" />
      </Button>
      {!creating && (
        <Button icon="plus" variant="minimal" onClick={() => openCodeEditor(null)}>
          <FormattedMessage id="codes.new" />
        </Button>
      )}
      <Button icon="reset" disabled={!dirty || busy} onClick={editor.reset}>
        <FormattedMessage id="action.reset" />
      </Button>
      <Tooltip content={<KeyComboTag combo="mod+s" minimal />} placement="bottom" hoverOpenDelay={300}>
        <Button
          intent="primary"
          icon={creating ? 'plus' : 'floppy-disk'}
          loading={busy}
          disabled={!editor.allowed}
          data-action={creating ? 'qr_code_list/add' : 'qr_code_list/update'}
          onClick={() => void editor.save()}
        >
          <FormattedMessage id={creating ? 'codes.create' : 'action.save'} />
        </Button>
      </Tooltip>
    </div>
  );
}
