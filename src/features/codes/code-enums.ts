import {
  AccessMode,
  CodeStatus,
  type EnumValue,
  JumpType,
  OpenLog,
  RestrictionVisit,
  RotationModel,
} from '../../../contract/enums';
import type { MessageKey } from '../../i18n/catalogues';
import type { Option } from '../../ui/resource/types';

/** The enumerations a live code carries; their labels live in the catalogues as `enum.<Name>.<key>`. */
export const CODE_ENUMS = {
  CodeStatus,
  AccessMode,
  RestrictionVisit,
  JumpType,
  RotationModel,
  OpenLog,
} as const;

export type CodeEnumName = keyof typeof CODE_ENUMS;
export type CodeEnumValue<N extends CodeEnumName> = EnumValue<(typeof CODE_ENUMS)[N]>;

/** The key of a value's name in an enumeration object, e.g. `JumpType` 5 → `http_redirect`. */
function keyOf(values: Readonly<Record<string, number>>, value: number): string | undefined {
  return Object.entries(values).find(([, known]) => known === value)?.[0];
}

/**
 * The catalogue key naming one value (`enum.JumpType.http_redirect`). A unit test holds every
 * value of every code enumeration to a message in all three languages, which the compiler cannot.
 */
export function enumLabelKey<N extends CodeEnumName>(name: N, value: number): MessageKey {
  return `enum.${name}.${keyOf(CODE_ENUMS[name], value) ?? 'unknown'}` as MessageKey;
}

/** Every value of an enumeration as select options, in their numeric order. */
export function enumOptions<N extends CodeEnumName>(name: N): Option[] {
  return Object.values(CODE_ENUMS[name])
    .sort((a, b) => a - b)
    .map((value) => ({ value, labelKey: enumLabelKey(name, value) }));
}

/** One line under each jump type saying what the visitor experiences (`codes.jump_help.<key>`). */
export function jumpHelpKey(value: number): MessageKey {
  return `codes.jump_help.${keyOf(JumpType, value) ?? 'unknown'}` as MessageKey;
}
