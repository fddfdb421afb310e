import { RemotePicker } from './RemotePicker';
import { type CodeRef, searchCodeRefs } from './search-codes';

export type CodePickerProps = {
  selected: CodeRef | null;
  onSelect(code: CodeRef | null): void;
  placeholder: string;
  className?: string;
};

/** Picks one of the caller's codes by part of its name or suffix; the suffix shows beside each match. */
export function CodePicker(props: CodePickerProps) {
  return (
    <RemotePicker<CodeRef>
      {...props}
      search={searchCodeRefs}
      label={(code) => code.name}
      hint={(code) => code.file_name}
    />
  );
}
