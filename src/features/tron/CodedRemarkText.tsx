import { useIntl } from 'react-intl';
import { ClippedText } from '../../ui/resource/ClippedText';
import type { CodedRemark } from './coded-remark';

/** A remark in the reader's language, clipped like any remark, the whole of it in the tooltip. */
export function CodedRemarkText({ remark }: { remark: CodedRemark<string> }) {
  const intl = useIntl();
  if (remark.kind === 'none') return '—';
  const text =
    remark.kind === 'raw' ? remark.text : intl.formatMessage({ id: remark.key }, { detail: remark.detail });
  return <ClippedText text={text} />;
}
