import { describe, expect, it } from 'vitest';
import { AccessMode, JumpType, OpenLog, RestrictionVisit, RotationModel } from '../../../contract/enums';
import {
  addInput,
  blankCode,
  checkCode,
  codeLinkPreview,
  errorsByPath,
  isDirty,
  isFormPath,
  previewDomain,
  rotationHelpKey,
  saveErrors,
  updateInput,
} from '../../../src/panels/set_qr_code/code-form';
import {
  arrowStep,
  checkDestinations,
  type DestinationDraft,
  destinationsInput,
  destinationsReducer,
  destinationUsage,
  draftsFromSaved,
  isoToLocalInput,
  localInputToIso,
  newDestination,
  type SavedDestination,
  wholeNumberField,
} from '../../../src/panels/set_qr_code/destination-editor';

const row = (patch: Partial<DestinationDraft> = {}): DestinationDraft => ({ ...newDestination(), ...patch });
const urls = (drafts: DestinationDraft[]) => drafts.map((draft) => draft.url);

/** A destination as the server's details answer it: a link with no limit, unless patched. */
const savedDestination = (patch: Partial<SavedDestination>): SavedDestination => ({
  id: 1,
  url: 'https://e.example/',
  image_id: null,
  image_url: null,
  image_name: null,
  title: '',
  threshold: 0,
  weight: 1,
  enabled: true,
  fallback: false,
  expires_at: null,
  visits: 0,
  sort: 0,
  screening_paused_at: null,
  content: null,
  kind: null,
  ...patch,
});

describe('destination editor state', () => {
  it('adds rows at the end and never removes the last one', () => {
    const first = row({ url: 'https://a.example/' });
    let state = destinationsReducer([first], { type: 'add' });
    expect(state).toHaveLength(2);
    expect(state[1]).toMatchObject({ id: null, url: '', threshold: 0, weight: 1, enabled: true });
    state = destinationsReducer(state, { type: 'remove', key: state[1]?.key ?? '' });
    expect(urls(state)).toEqual(['https://a.example/']);
    expect(destinationsReducer(state, { type: 'remove', key: first.key })).toBe(state);
  });

  it('moves rows by one step and to a place, keeping each row’s key', () => {
    const [a, b, c] = [row({ url: 'a' }), row({ url: 'b' }), row({ url: 'c' })];
    const list = [a, b, c];
    expect(urls(destinationsReducer(list, { type: 'move', key: c.key, by: -1 }))).toEqual(['a', 'c', 'b']);
    expect(urls(destinationsReducer(list, { type: 'move', key: a.key, by: -1 }))).toEqual(['a', 'b', 'c']);
    expect(urls(destinationsReducer(list, { type: 'move', key: c.key, by: 1 }))).toEqual(['a', 'b', 'c']);
    const dropped = destinationsReducer(list, { type: 'move_to', key: a.key, index: 9 });
    expect(urls(dropped)).toEqual(['b', 'c', 'a']);
    expect(dropped[2]?.key).toBe(a.key);
  });

  it('marks at most one fallback, and choosing the marked one again clears it', () => {
    const [a, b] = [row(), row()];
    let state = destinationsReducer([a, b], { type: 'fallback', key: a.key });
    expect(state.map((draft) => draft.fallback)).toEqual([true, false]);
    state = destinationsReducer(state, { type: 'fallback', key: b.key });
    expect(state.map((draft) => draft.fallback)).toEqual([false, true]);
    state = destinationsReducer(state, { type: 'fallback', key: b.key });
    expect(state.map((draft) => draft.fallback)).toEqual([false, false]);
  });

  it('updates one row only', () => {
    const [a, b] = [row(), row()];
    const state = destinationsReducer([a, b], { type: 'update', key: b.key, patch: { threshold: 200 } });
    expect(state.map((draft) => draft.threshold)).toEqual([0, 200]);
  });

  it('takes fresh visit counts of saved rows without touching what was typed', () => {
    const saved = row({ id: 4, url: 'https://typed.example/', visits: 1 });
    const added = row({ url: 'https://new.example/' });
    const state = destinationsReducer([saved, added], { type: 'visits', visits: new Map([[4, 9]]) });
    expect(state.map((draft) => [draft.url, draft.visits])).toEqual([
      ['https://typed.example/', 9],
      ['https://new.example/', 0],
    ]);
    expect(destinationsReducer(state, { type: 'visits', visits: new Map([[4, 9]]) })[0]).toBe(state[0]);
  });

  it('keeps a picture destination as its library image, and asks for one before saving', () => {
    const [saved] = draftsFromSaved([
      savedDestination({
        id: 7,
        url: null,
        image_id: 31,
        image_url: '/u/abcdefghijklmnopqrstuv.png',
        image_name: '粉丝群',
      }),
    ]);
    expect(saved).toMatchObject({
      kind: 'image',
      image: { id: 31, url: '/u/abcdefghijklmnopqrstuv.png', name: '粉丝群' },
    });
    expect(destinationsInput([saved as DestinationDraft])[0]).toMatchObject({ id: 7, image_id: 31 });
    expect(destinationsInput([saved as DestinationDraft])[0]).not.toHaveProperty('url');

    // Switching a row to a picture keeps what was typed for the link, and needs a picture.
    const typed = row({ url: 'not a link' });
    const [switched] = destinationsReducer([typed], {
      type: 'update',
      key: typed.key,
      patch: { kind: 'image' },
    });
    expect(checkDestinations([switched as DestinationDraft])).toEqual({
      'destinations.0.image_id': 'codes.image_required',
    });
    const [back] = destinationsReducer([switched as DestinationDraft], {
      type: 'update',
      key: typed.key,
      patch: { kind: 'url' },
    });
    expect(back?.url).toBe('not a link');
  });

  it('keeps saved rows’ ids and visits, in their saved order', () => {
    const saved: SavedDestination[] = [
      savedDestination({ id: 9, url: 'https://two.example/', visits: 3, sort: 1 }),
      savedDestination({
        id: 4,
        url: 'https://one.example/',
        title: 'Group 1',
        threshold: 200,
        weight: 2,
        enabled: false,
        fallback: true,
        expires_at: '2030-01-02T03:04:00.000Z',
        visits: 170,
        sort: 0,
      }),
    ];
    const drafts = draftsFromSaved(saved);
    expect(drafts.map((draft) => [draft.id, draft.visits])).toEqual([
      [4, 170],
      [9, 3],
    ]);
    expect(destinationsInput(drafts)).toEqual([
      {
        id: 4,
        url: 'https://one.example/',
        title: 'Group 1',
        threshold: 200,
        weight: 2,
        enabled: false,
        fallback: true,
        expires_at: '2030-01-02T03:04:00.000Z',
      },
      {
        id: 9,
        url: 'https://two.example/',
        title: '',
        threshold: 0,
        weight: 1,
        enabled: true,
        fallback: false,
        expires_at: null,
      },
    ]);
  });

  it('sends new rows without an id and trims their text', () => {
    expect(destinationsInput([row({ url: ' https://e.example/x ', title: ' T ' })])).toEqual([
      {
        url: 'https://e.example/x',
        title: 'T',
        threshold: 0,
        weight: 1,
        enabled: true,
        fallback: false,
        expires_at: null,
      },
    ]);
  });

  it('checks each row with the server’s paths, refusing script and data links', () => {
    const errors = checkDestinations([
      row({ url: 'https://fine.example/' }),
      row({ url: 'javascript:alert(1)' }),
      row({ url: '' }),
      row({ url: 'https://x.example/', threshold: -1, weight: 0 }),
      row({ url: 'data:text/html,hi', threshold: Number.NaN }),
    ]);
    expect(errors).toEqual({
      'destinations.1.url': 'code.url_scheme',
      'destinations.2.url': 'codes.url_required',
      'destinations.3.threshold': 'codes.threshold_invalid',
      'destinations.3.weight': 'codes.weight_invalid',
      'destinations.4.url': 'code.url_scheme',
      'destinations.4.threshold': 'codes.threshold_invalid',
    });
    expect(checkDestinations([])).toEqual({ destinations: 'code.destination_required' });
  });

  it('measures a destination against its threshold, warning from 80 %', () => {
    expect(destinationUsage({ threshold: 0, visits: 12 })).toEqual({ kind: 'unlimited' });
    expect(destinationUsage({ threshold: 200, visits: 100 })).toEqual({
      kind: 'limited',
      ratio: 0.5,
      level: 'ok',
    });
    expect(destinationUsage({ threshold: 200, visits: 160 })).toMatchObject({ level: 'warning' });
    expect(destinationUsage({ threshold: 200, visits: 159 })).toMatchObject({ level: 'ok' });
    expect(destinationUsage({ threshold: 200, visits: 250 })).toEqual({
      kind: 'limited',
      ratio: 1,
      level: 'full',
    });
  });

  it('turns expiry times between the local field and ISO without drift', () => {
    const local = isoToLocalInput('2030-06-15T08:30:00.000Z');
    expect(local).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    expect(localInputToIso(local)).toBe('2030-06-15T08:30:00.000Z');
    expect(isoToLocalInput(null)).toBe('');
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('not a time')).toBeNull();
  });

  it('reads a numeric field as a whole number, blank as its default, anything else as NaN', () => {
    expect(wholeNumberField(12, '12', 0)).toBe(12);
    expect(wholeNumberField(0, '  ', 0)).toBe(0);
    expect(wholeNumberField(0, '', Number.NaN)).toBeNaN();
    expect(wholeNumberField(1.5, '1.5', 0)).toBeNaN();
    expect(wholeNumberField(Number.NaN, 'abc', 0)).toBeNaN();
  });

  it('moves a row up or down by an arrow key only', () => {
    expect(arrowStep('ArrowUp')).toBe(-1);
    expect(arrowStep('ArrowDown')).toBe(1);
    expect(arrowStep('ArrowLeft')).toBeNull();
  });
});

describe('code form', () => {
  const values = { ...blankCode(), name: 'Spring', file_name: '' };

  it('starts a new code as a 302 jump, open to all, recorded in detail', () => {
    expect(blankCode(RotationModel.random)).toMatchObject({
      rotation_model: RotationModel.random,
      jump_type: JumpType.http_redirect,
      access_mode: AccessMode.unrestricted,
      restriction_visit: RestrictionVisit.none,
      open_log: OpenLog.detailed,
      group_id: null,
      domain_id: null,
    });
  });

  it('requires a name, checks the suffix only when creating, and the share password’s letters', () => {
    const ok = [row({ url: 'https://e.example/' })];
    expect(checkCode(values, ok, true)).toEqual({});
    expect(checkCode({ ...values, name: '  ' }, ok, true)).toEqual({ name: 'code.name_required' });
    expect(checkCode({ ...values, file_name: 'bad suffix!' }, ok, true)).toEqual({
      file_name: 'code.file_name_format',
    });
    expect(checkCode({ ...values, file_name: 'bad suffix!' }, ok, false)).toEqual({});
    expect(checkCode({ ...values, file_name: 'ok-Suffix_1' }, ok, true)).toEqual({});
    expect(checkCode({ ...values, password: 'pass word' }, ok, true)).toEqual({
      password: 'code.password_format',
    });
    expect(checkCode(values, [row({ url: 'ftp://e.example' })], true)).toEqual({
      'destinations.0.url': 'code.url_scheme',
    });
  });

  it('leaves a blank suffix out so the server picks one, and keeps the domain when updating', () => {
    const drafts = [row({ url: 'https://e.example/' })];
    expect(addInput(values, drafts)).not.toHaveProperty('file_name');
    expect(addInput({ ...values, file_name: ' spring-1 ' }, drafts)).toMatchObject({ file_name: 'spring-1' });
    expect(updateInput(7, { ...values, domain_id: 3, group_id: 2 }, drafts)).toMatchObject({
      id: 7,
      name: 'Spring',
      domain_id: 3,
      group_id: 2,
      destinations: [{ url: 'https://e.example/' }],
    });
  });

  it('sets the entry domain on creation and changes it through the same update', () => {
    const drafts = [row({ url: 'https://e.example/' })];
    expect(addInput({ ...values, domain_id: 5 }, drafts)).toMatchObject({ domain_id: 5 });
    expect(addInput(values, drafts)).toMatchObject({ domain_id: null });
    expect(updateInput(7, { ...values, domain_id: 5 }, drafts)).toMatchObject({ id: 7, domain_id: 5 });
    expect(updateInput(7, { ...values, domain_id: null }, drafts)).toMatchObject({ domain_id: null });
  });

  it('sends the share password on creation, blank meaning none', () => {
    const drafts = [row({ url: 'https://e.example/' })];
    expect(addInput({ ...values, password: ' share1 ' }, drafts)).toMatchObject({ password: 'share1' });
    expect(addInput(values, drafts)).toMatchObject({ password: '' });
  });

  it('keeps the stored share password when the field is blank on edit, and turns sharing off only when asked', () => {
    const drafts = [row({ url: 'https://e.example/' })];
    expect(updateInput(7, values, drafts)).not.toHaveProperty('password');
    expect(updateInput(7, { ...values, password: '   ' }, drafts)).not.toHaveProperty('password');
    expect(updateInput(7, { ...values, password: ' new123 ' }, drafts)).toMatchObject({ password: 'new123' });
    expect(updateInput(7, { ...values, share_off: true }, drafts)).toMatchObject({ password: '' });
    expect(updateInput(7, { ...values, share_off: true, password: 'typed1' }, drafts)).toMatchObject({
      password: '',
    });
    expect(updateInput(7, values, drafts)).not.toHaveProperty('share_off');
  });

  it('ignores a malformed password field when editing turns the share page off', () => {
    const ok = [row({ url: 'https://e.example/' })];
    expect(checkCode({ ...values, password: 'pass word', share_off: true }, ok, false)).toEqual({});
    expect(checkCode({ ...values, password: 'pass word' }, ok, false)).toEqual({
      password: 'code.password_format',
    });
  });

  it('previews the link on an entry domain or on the console host', () => {
    expect(codeLinkPreview('https://console.example', 'go.example.com', 'spring')).toBe(
      'https://go.example.com/spring',
    );
    expect(codeLinkPreview('https://console.example', null, 'spring')).toBe(
      'https://console.example/c/spring',
    );
    expect(codeLinkPreview('https://console.example', null, '')).toBe('https://console.example/c/');
  });

  it('places server field errors on their rows, falling back to the nearest shown path', () => {
    const shown = (path: string) =>
      path === 'name' || path === 'destinations' || /^destinations\.\d+\.url$/.test(path);
    expect(
      errorsByPath(
        [
          { path: 'destinations.1.url', message: 'bad link' },
          { path: 'destinations.2.image_id', message: 'no image' },
          { path: 'name', message: 'name!' },
          { path: 'domain_id', message: 'no domain' },
        ],
        shown,
      ),
    ).toEqual({
      'destinations.1.url': 'bad link',
      destinations: 'no image',
      name: 'name!',
      _form: 'no domain',
    });
  });

  it('shows a save refusal on the fields the form has, a taken suffix on the suffix, the rest above', () => {
    expect(isFormPath('destinations.3.threshold')).toBe(true);
    expect(isFormPath('share_off')).toBe(false);
    const refusal = {
      code: 'invalid_parameter',
      message: 'invalid',
      fieldErrors: [
        { path: 'destinations.0.url', message: 'bad link' },
        { path: 'owner_id', message: 'not yours' },
      ],
    };
    expect(saveErrors(refusal, false, 'invalid')).toEqual({
      errors: { 'destinations.0.url': 'bad link' },
      failure: 'not yours',
    });
    const taken = { code: 'conflict', message: 'taken', fieldErrors: [] };
    expect(saveErrors(taken, true, 'taken')).toEqual({ errors: { file_name: 'taken' }, failure: 'taken' });
    expect(saveErrors(taken, false, 'taken')).toEqual({ errors: {}, failure: 'taken' });
    expect(saveErrors(null, true, 'network down')).toEqual({ errors: {}, failure: 'network down' });
  });

  it('previews the link on the chosen domain, or on the saved one the caller cannot list', () => {
    const domains = [{ id: 2, host: 'go.example.cn' }];
    const saved = { domain_id: 7, domain: 'old.example.cn' };
    expect(previewDomain(2, domains, saved)).toEqual({ host: 'go.example.cn', savedMissing: false });
    expect(previewDomain(7, domains, saved)).toEqual({ host: 'old.example.cn', savedMissing: true });
    expect(previewDomain(9, domains, saved)).toEqual({ host: null, savedMissing: false });
    expect(previewDomain(null, domains, saved)).toEqual({ host: null, savedMissing: false });
  });

  it('explains the chosen rotation model', () => {
    expect(rotationHelpKey(RotationModel.random)).toBe('codes.rotation_help_random');
    expect(rotationHelpKey(RotationModel.round_robin)).toBe('codes.rotation_help_round_robin');
    expect(rotationHelpKey(RotationModel.sequential)).toBe('codes.rotation_help_sequential');
  });

  it('is dirty only when a value or a row differs, whatever the rows’ keys', () => {
    const drafts = [row({ url: 'https://e.example/' })];
    const copy = drafts.map((draft) => ({ ...draft, key: 'other' }));
    expect(isDirty({ values, drafts }, { values: { ...values }, drafts: copy })).toBe(false);
    expect(isDirty({ values, drafts }, { values: { ...values, remark: 'x' }, drafts })).toBe(true);
    expect(
      isDirty({ values, drafts }, { values, drafts: [{ ...drafts[0], threshold: 5 } as DestinationDraft] }),
    ).toBe(true);
  });
});
