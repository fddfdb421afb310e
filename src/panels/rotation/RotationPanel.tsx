import '../../features/codes/codes.css';
import { Button, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PanelProps } from '../../core/panels/types';
import { CodePicker } from '../../features/codes/CodePicker';
import type { CodeRef } from '../../features/codes/search-codes';
import { pagedTableProps, ResourceTable } from '../../ui/resource/ResourceTable';
import { useResourceList } from '../../ui/resource/use-resource-list';
import { rotationResource } from './rotation-resource';

/** Destination switches of the operator's codes, newest first, narrowed to one code on demand. */
export default function RotationPanel(_props: PanelProps) {
  const intl = useIntl();
  const list = useResourceList(rotationResource);
  const [code, setCode] = useState<CodeRef | null>(null);
  return (
    <div className="lc-resource lc-rotation">
      <div className="lc-resource-toolbar">
        <CodePicker
          className="lc-codes-code-picker"
          selected={code}
          onSelect={(row) => {
            setCode(row);
            list.setFilter('code_id', row?.id);
          }}
          placeholder={intl.formatMessage({ id: 'rotation.code_filter' })}
        />
        <span className="lc-header-spacer" />
        <Tooltip content={intl.formatMessage({ id: 'action.refresh' })} placement="bottom">
          <Button
            icon="refresh"
            aria-label={intl.formatMessage({ id: 'action.refresh' })}
            onClick={list.reload}
          />
        </Tooltip>
      </div>
      <ResourceTable columns={rotationResource.columns} {...pagedTableProps(list)} />
    </div>
  );
}
