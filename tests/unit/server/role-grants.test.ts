import { describe, expect, it } from 'vitest';
import { addedNodeIds, decideGrant, type GrantRequest } from '../../../server/roles/grants';

const page = { id: 1, path: 'qr_code_list' };
const button = { id: 2, path: 'qr_code_list/add' };
const directory = { id: 3, path: '' };
const other = { id: 4, path: 'user_list/inquire' };
/** A node someone added later that points at a call an existing node already stands for. */
const alias = { id: 5, path: 'qr_code_list/add' };

const request = (change: Partial<GrantRequest>): GrantRequest => ({
  currentIds: [],
  requestedIds: [],
  wanted: [],
  held: [],
  actorIsSuper: false,
  ...change,
});

describe('addedNodeIds', () => {
  it('keeps the requested ids the role lacks, each once, in request order', () => {
    expect(addedNodeIds([1, 2], [3, 1, 4, 3, 2])).toEqual([3, 4]);
  });

  it('answers nothing when every requested node is held already or none is requested', () => {
    expect(addedNodeIds([1, 2], [2, 1])).toEqual([]);
    expect(addedNodeIds([1, 2], [])).toEqual([]);
  });
});

describe('decideGrant', () => {
  it('allows an empty request and removing nodes, even when the actor holds nothing', () => {
    expect(decideGrant(request({}))).toBe('ok');
    expect(decideGrant(request({ currentIds: [1, 2, 4], requestedIds: [1] }))).toBe('ok');
  });

  it('lets a role keep nodes the actor does not hold', () => {
    expect(decideGrant(request({ currentIds: [4], requestedIds: [4], held: [page] }))).toBe('ok');
  });

  it('allows adding nodes the actor holds', () => {
    expect(
      decideGrant(request({ requestedIds: [1, 2], wanted: [page, button], held: [page, button, other] })),
    ).toBe('ok');
  });

  it('refuses adding a node the actor does not hold', () => {
    expect(decideGrant(request({ requestedIds: [1, 4], wanted: [page, other], held: [page] }))).toBe(
      'beyond-grant',
    );
  });

  it('allows a node of a path the actor holds through another node', () => {
    expect(decideGrant(request({ requestedIds: [5], wanted: [alias], held: [button] }))).toBe('ok');
  });

  it('never matches nodes by an empty path', () => {
    const otherDirectory = { id: 6, path: '' };
    expect(decideGrant(request({ requestedIds: [6], wanted: [otherDirectory], held: [directory] }))).toBe(
      'beyond-grant',
    );
    expect(decideGrant(request({ requestedIds: [3], wanted: [directory], held: [directory] }))).toBe('ok');
  });

  it('refuses an unknown node, before asking whether the actor may grant it', () => {
    expect(decideGrant(request({ requestedIds: [1, 99], wanted: [page], held: [page] }))).toBe(
      'unknown-node',
    );
    expect(decideGrant(request({ requestedIds: [99], wanted: [], held: [] }))).toBe('unknown-node');
    expect(decideGrant(request({ requestedIds: [99], wanted: [], actorIsSuper: true }))).toBe('unknown-node');
  });

  it('does not look up nodes the role keeps', () => {
    // Node 4 is kept, so its absence among the wanted nodes is no reason to refuse.
    expect(
      decideGrant(request({ currentIds: [4], requestedIds: [4, 1], wanted: [page], held: [page] })),
    ).toBe('ok');
  });

  it('lets a super administrator add any existing node without holding it', () => {
    expect(
      decideGrant(request({ requestedIds: [1, 4], wanted: [page, other], held: [], actorIsSuper: true })),
    ).toBe('ok');
  });

  it('ignores repeated ids in the request', () => {
    expect(decideGrant(request({ requestedIds: [2, 2, 2], wanted: [button], held: [button] }))).toBe('ok');
    expect(decideGrant(request({ requestedIds: [4, 4], wanted: [other], held: [button] }))).toBe(
      'beyond-grant',
    );
  });

  it.each([
    // [held by the role now, requested, actor holds, super, expected]
    [[], [1], [page], false, 'ok'],
    [[], [1], [], false, 'beyond-grant'],
    [[], [1], [], true, 'ok'],
    [[1], [1], [], false, 'ok'],
    [[1], [1, 2], [page], false, 'beyond-grant'],
    [[1], [1, 2], [page, button], false, 'ok'],
    [[1], [1, 5], [button], false, 'ok'],
    [[1], [1, 3], [page], false, 'beyond-grant'],
  ] as const)(
    'with current %j and request %j by an actor holding %j (super: %s) answers %s',
    (current, requested, held, isSuper, expected) => {
      const known = [page, button, directory, other, alias];
      expect(
        decideGrant(
          request({
            currentIds: current,
            requestedIds: requested,
            wanted: known.filter((node) => (requested as readonly number[]).includes(node.id)),
            held,
            actorIsSuper: isSuper,
          }),
        ),
      ).toBe(expected);
    },
  );
});
