/**
 * Who may grant which permission nodes to a role. Pure: the service reads the role's nodes, the
 * requested nodes and the actor's own nodes, and this decides.
 */

/** A menu node as far as granting is concerned: its id and the permission path it stands for. */
export type GrantNode = { id: number; path: string };

/**
 * `ok`: the role may hold the requested nodes. `unknown-node`: a requested node does not exist.
 * `beyond-grant`: the actor would hand out a node they do not hold themselves.
 */
export type GrantDecision = 'ok' | 'unknown-node' | 'beyond-grant';

/** The requested ids the role does not hold yet, each once: only these need checking. */
export function addedNodeIds(currentIds: readonly number[], requestedIds: readonly number[]): number[] {
  const kept = new Set(currentIds);
  return [...new Set(requestedIds)].filter((id) => !kept.has(id));
}

export type GrantRequest = {
  /** The nodes the role holds now (none for a role being created). */
  currentIds: readonly number[];
  /** The nodes the role is to hold. */
  requestedIds: readonly number[];
  /** The existing nodes among the requested ones; a requested id missing here does not exist. */
  wanted: readonly GrantNode[];
  /** The nodes of the actor's own role (not read for a super administrator). */
  held: readonly GrantNode[];
  actorIsSuper: boolean;
};

/**
 * Nodes a role already has may stay, so an administrator can tidy a customer role without holding
 * every customer page. A node being added must exist, and — unless the actor is a super
 * administrator, who holds everything — the actor must hold it: the node itself, or a node with
 * the same non-empty path, so a new node pointing at a call they lack grants nothing.
 */
export function decideGrant(request: GrantRequest): GrantDecision {
  const added = addedNodeIds(request.currentIds, request.requestedIds);
  if (added.length === 0) return 'ok';
  const wantedById = new Map(request.wanted.map((node) => [node.id, node]));
  const addedNodes = added.map((id) => wantedById.get(id));
  if (addedNodes.some((node) => node === undefined)) return 'unknown-node';
  if (request.actorIsSuper) return 'ok';
  const heldIds = new Set(request.held.map((node) => node.id));
  const heldPaths = new Set(request.held.map((node) => node.path).filter((path) => path !== ''));
  const holds = (node: GrantNode) => heldIds.has(node.id) || (node.path !== '' && heldPaths.has(node.path));
  return (addedNodes as GrantNode[]).every(holds) ? 'ok' : 'beyond-grant';
}
