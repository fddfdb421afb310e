import './code-api.css';
import { AnchorButton, Button } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCan } from '../../core/permissions/use-can';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { codeApiResource } from './code-api-resource';
import { NewKeyDialog } from './NewKeyDialog';

/** Where scripts learn the API: the human reference and the OpenAPI document the server builds. */
function DocsLinks() {
  return (
    <span className="lc-code-api-docs">
      <AnchorButton icon="manual" variant="minimal" href="/api/docs" target="_blank" rel="noopener">
        <FormattedMessage id="code_api.docs" />
      </AnchorButton>
      <AnchorButton
        icon="code-block"
        variant="minimal"
        href="/api/openapi.json"
        target="_blank"
        rel="noopener"
      >
        <FormattedMessage id="code_api.openapi" />
      </AnchorButton>
    </span>
  );
}

/**
 * The customer's API keys: the described list (edit, revoke with a question), links to the API's
 * documentation, and a new-key dialog that shows the key once.
 */
export default function CodeApiPanel() {
  const canAdd = useCan('code_api/add');
  const [adding, setAdding] = useState(false);
  // The list's reload, handed over by the resource panel at each render.
  const reloadList = useRef(() => {});

  return (
    <>
      <ResourcePanel
        definition={codeApiResource}
        toolbar={<DocsLinks />}
        actions={(reload) => {
          reloadList.current = reload;
          return canAdd ? (
            <Button intent="primary" icon="plus" data-action="code_api/add" onClick={() => setAdding(true)}>
              <FormattedMessage id="code_api.add" />
            </Button>
          ) : null;
        }}
      />
      {adding && <NewKeyDialog onClose={() => setAdding(false)} onCreated={() => reloadList.current()} />}
    </>
  );
}
