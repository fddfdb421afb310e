import type { CallInput, CallOutput, FieldError } from '../../../contract/calls';
import {
  AccessMode,
  type EnumValue,
  JumpType,
  OpenLog,
  RestrictionVisit,
  RotationModel,
} from '../../../contract/enums';
import { FILE_NAME_PATTERN } from '../../../contract/rules';
import type { ImageRef } from '../../features/images/search-images';
import type { MessageKey } from '../../i18n/catalogues';
import { checkDestinations, type DestinationDraft, destinationsInput } from './destination-editor';

export type CodeDetails = CallOutput<'qr_code_list/details'>;

/** The settings of a code as the form holds them (the destinations are held apart). */
export type CodeFormValues = {
  name: string;
  /** The suffix: chosen on creation only (blank = a random one), fixed afterwards. */
  file_name: string;
  group_id: number | null;
  /** The entry domain the link lives on; null = the console host. */
  domain_id: number | null;
  rotation_model: EnumValue<typeof RotationModel>;
  jump_type: EnumValue<typeof JumpType>;
  access_mode: EnumValue<typeof AccessMode>;
  restriction_visit: EnumValue<typeof RestrictionVisit>;
  open_log: EnumValue<typeof OpenLog>;
  /** A new password; blank keeps the stored one when editing (and means none when creating). */
  password: string;
  /** Editing only: turn the share page off on save, whatever the password field holds. */
  share_off: boolean;
  remark: string;
  /** What visitors read when no destination is usable; blank: the platform's words. */
  fallback_message: string;
  /** The contact picture of that page, from the image library. */
  fallback_image: ImageRef | null;
};

/** A new code: a 302 jump, open to everyone, visits recorded in detail, the first enabled model. */
export function blankCode(
  rotationModel: EnumValue<typeof RotationModel> = RotationModel.sequential,
): CodeFormValues {
  return {
    name: '',
    file_name: '',
    group_id: null,
    domain_id: null,
    rotation_model: rotationModel,
    jump_type: JumpType.http_redirect,
    access_mode: AccessMode.unrestricted,
    restriction_visit: RestrictionVisit.none,
    open_log: OpenLog.detailed,
    password: '',
    share_off: false,
    remark: '',
    fallback_message: '',
    fallback_image: null,
  };
}

/**
 * The form of an existing code. The share password is never sent back by the server, so the field
 * starts blank, and blank keeps the stored password (see `updateInput`).
 */
export function formFromDetails(details: CodeDetails): CodeFormValues {
  return {
    name: details.name,
    file_name: details.file_name,
    group_id: details.group_id,
    domain_id: details.domain_id,
    rotation_model: details.rotation_model,
    jump_type: details.jump_type,
    access_mode: details.access_mode,
    restriction_visit: details.restriction_visit,
    open_log: details.open_log,
    password: '',
    share_off: false,
    remark: details.remark,
    fallback_message: details.fallback_message,
    fallback_image: details.fallback_image,
  };
}

const SHARE_PASSWORD = /^[A-Za-z0-9]*$/;

/**
 * Every problem the console can see before asking the server, keyed by the server's field paths
 * (`name`, `destinations.0.url`), each a catalogue key.
 */
export function checkCode(
  values: CodeFormValues,
  drafts: readonly DestinationDraft[],
  creating: boolean,
): Record<string, MessageKey> {
  const errors: Record<string, MessageKey> = {};
  if (values.name.trim() === '') errors.name = 'code.name_required';
  const suffix = values.file_name.trim();
  if (creating && suffix !== '' && !FILE_NAME_PATTERN.test(suffix))
    errors.file_name = 'code.file_name_format';
  if (!(values.share_off && !creating) && !SHARE_PASSWORD.test(values.password.trim()))
    errors.password = 'code.password_format';
  return { ...errors, ...checkDestinations(drafts) };
}

function settingsInput(values: CodeFormValues, drafts: readonly DestinationDraft[]) {
  return {
    name: values.name.trim(),
    group_id: values.group_id,
    domain_id: values.domain_id,
    rotation_model: values.rotation_model,
    jump_type: values.jump_type,
    access_mode: values.access_mode,
    restriction_visit: values.restriction_visit,
    open_log: values.open_log,
    remark: values.remark.trim(),
    fallback_message: values.fallback_message.trim(),
    fallback_image_id: values.fallback_image?.id ?? null,
    destinations: destinationsInput(drafts),
  };
}

export function addInput(
  values: CodeFormValues,
  drafts: readonly DestinationDraft[],
): CallInput<'qr_code_list/add'> {
  const suffix = values.file_name.trim();
  return {
    ...settingsInput(values, drafts),
    password: values.password.trim(),
    ...(suffix === '' ? {} : { file_name: suffix }),
  };
}

export function updateInput(
  id: number,
  values: CodeFormValues,
  drafts: readonly DestinationDraft[],
): CallInput<'qr_code_list/update'> {
  return { id, ...settingsInput(values, drafts), ...passwordChange(values) };
}

/**
 * What an edit does to the share password: nothing when the field is blank (the key is left out,
 * so the server keeps it), `''` when the share page is turned off, otherwise the new password.
 */
function passwordChange(values: CodeFormValues): { password?: string } {
  if (values.share_off) return { password: '' };
  const password = values.password.trim();
  return password === '' ? {} : { password };
}

/** The link a code gets: `https://<host>/<suffix>` on an entry domain, `<console>/c/<suffix>` without one. */
export function codeLinkPreview(consoleOrigin: string, host: string | null, suffix: string): string {
  const escaped = encodeURIComponent(suffix);
  return host ? `https://${host}/${escaped}` : `${consoleOrigin}/c/${escaped}`;
}

/**
 * A server refusal's field messages by their full path (`destinations.0.url`), so each lands on
 * its own row; a path the form does not show falls back to the nearest one it does
 * (`destinations.1` → `destinations`).
 */
export function errorsByPath(
  errors: readonly FieldError[],
  shown: (path: string) => boolean,
): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const error of errors) {
    let path = error.path;
    while (path !== '' && !shown(path)) path = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '';
    placed[path || '_form'] ??= error.message;
  }
  return placed;
}

/** Whether the form differs from what was loaded (or from a blank code). */
export function isDirty(
  initial: { values: CodeFormValues; drafts: readonly DestinationDraft[] },
  current: { values: CodeFormValues; drafts: readonly DestinationDraft[] },
): boolean {
  const comparable = (drafts: readonly DestinationDraft[]) => drafts.map(({ key: _key, ...rest }) => rest);
  return (
    JSON.stringify(initial.values) !== JSON.stringify(current.values) ||
    JSON.stringify(comparable(initial.drafts)) !== JSON.stringify(comparable(current.drafts))
  );
}

/** Form paths that have their own field; a server message for any other path shows above the form. */
const FORM_PATHS = new Set([
  'name',
  'file_name',
  'group_id',
  'domain_id',
  'rotation_model',
  'jump_type',
  'access_mode',
  'password',
  'remark',
  'fallback_message',
  'fallback_image_id',
  'destinations',
]);

/** Whether the form shows a field of this path (a setting, or a destination row or its field). */
export function isFormPath(path: string): boolean {
  return FORM_PATHS.has(path) || /^destinations\.\d+(\.\w+)?$/.test(path);
}

/** What the server said when it refused a save; null when the save failed otherwise (network). */
export type SaveRefusal = { code: string; message: string; fieldErrors: readonly FieldError[] } | null;

/**
 * Where a failed save's messages go: field messages on their fields, the rest above the form
 * (`failure`: a message for no shown field, else `fallback`, what the failure says). A taken
 * suffix is the only conflict a new code can meet: it belongs on the suffix field.
 */
export function saveErrors(
  refusal: SaveRefusal,
  creating: boolean,
  fallback: string,
): { errors: Record<string, string>; failure: string } {
  const fields = refusal ? errorsByPath(refusal.fieldErrors, isFormPath) : {};
  if (refusal?.code === 'conflict' && creating) fields.file_name ??= refusal.message;
  const { _form: general, ...errors } = fields;
  return { errors, failure: general ?? fallback };
}

/** An entry domain as the editor offers it. */
type DomainChoice = { id: number; host: string };

/**
 * The host a code's link will live on, for the link preview: the chosen domain's, or the saved
 * one's when the caller's list lacks it (not loaded, or not theirs to list: `savedMissing`, so the
 * select still offers it); null for the console host.
 */
export function previewDomain(
  domainId: number | null,
  domains: readonly DomainChoice[],
  saved: Pick<CodeDetails, 'domain_id' | 'domain'> | null,
): { host: string | null; savedMissing: boolean } {
  const chosen = domains.find((domain) => domain.id === domainId);
  const savedMissing = domainId !== null && chosen === undefined && saved?.domain_id === domainId;
  if (domainId === null) return { host: null, savedMissing };
  return { host: chosen?.host ?? (savedMissing && saved?.domain ? saved.domain : null), savedMissing };
}

/** The help under the rotation model: what the chosen model does. */
export function rotationHelpKey(model: EnumValue<typeof RotationModel>): MessageKey {
  if (model === RotationModel.random) return 'codes.rotation_help_random';
  if (model === RotationModel.round_robin) return 'codes.rotation_help_round_robin';
  return 'codes.rotation_help_sequential';
}
