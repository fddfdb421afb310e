import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { FormattedMessage } from 'react-intl';
import { PanelTabContext } from '../../core/layout/panel-selection';
import type { PanelProps } from '../../core/panels/types';
import { reportError } from '../../core/report-error';
import { findPanel } from '../../panels/registry';

const lazyPanels = new Map<string, ComponentType<PanelProps>>();

/** One lazy component per panel, so each panel is its own chunk, loaded on first open. */
function lazyPanel(panelId: string): ComponentType<PanelProps> | null {
  const descriptor = findPanel(panelId);
  if (!descriptor) return null;
  let component = lazyPanels.get(panelId);
  if (!component) {
    component = lazy(descriptor.load);
    lazyPanels.set(panelId, component);
  }
  return component;
}

/** After a new deployment an old page asks for chunks that no longer exist. */
function isChunkLoadError(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
    error.message,
  );
}

type BoundaryProps = { panelId: string; onRetry(): void; children: ReactNode };
type BoundaryState = { error: Error | null };

/** Keeps a failing panel inside its tab; the rest of the workspace goes on (SPEC §2). */
class PanelErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (!isChunkLoadError(error))
      reportError(error, `panel ${this.props.panelId}${info.componentStack ?? ''}`);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) {
      return (
        <NonIdealState
          icon="refresh"
          title={<FormattedMessage id="panel.chunk_failed_title" />}
          description={<FormattedMessage id="panel.chunk_failed_description" />}
          action={
            <Button intent="primary" icon="refresh" onClick={() => window.location.reload()}>
              <FormattedMessage id="panel.reload_page" />
            </Button>
          }
        />
      );
    }
    return (
      <NonIdealState
        icon="error"
        title={<FormattedMessage id="panel.failed_title" />}
        description={error.message}
        action={
          <Button
            icon="repeat"
            onClick={() => {
              this.setState({ error: null });
              this.props.onRetry();
            }}
          >
            <FormattedMessage id="action.retry" />
          </Button>
        }
      />
    );
  }
}

export type PanelHostProps = PanelProps & { panelId: string };

/** What the layout factory renders for a tab: the panel's lazy chunk inside its own boundary. */
export function PanelHost({ panelId, tabId, config }: PanelHostProps) {
  const [attempt, setAttempt] = useState(0);
  const Panel = lazyPanel(panelId);
  if (!Panel) {
    return (
      <NonIdealState icon="help" title={<FormattedMessage id="panel.unknown" values={{ id: panelId }} />} />
    );
  }
  return (
    <PanelErrorBoundary
      key={attempt}
      panelId={panelId}
      onRetry={() => {
        lazyPanels.delete(panelId);
        setAttempt((value) => value + 1);
      }}
    >
      <Suspense
        fallback={
          <div className="lc-panel-loading">
            <Spinner size={24} />
          </div>
        }
      >
        <div className="lc-panel">
          <PanelTabContext.Provider value={tabId}>
            <Panel tabId={tabId} config={config} />
          </PanelTabContext.Provider>
        </div>
      </Suspense>
    </PanelErrorBoundary>
  );
}
