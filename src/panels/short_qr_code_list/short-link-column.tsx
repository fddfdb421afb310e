import { DomainType } from '../../../contract/enums';
import { CopyButton } from '../../features/codes/CopyButton';
import type { CodeRow } from '../../features/codes/use-code-list';
import { LinkFormList } from '../../features/domains/domain-cells';
import { codeLinks } from '../../features/domains/domain-links';
import type { ColumnDef } from '../../ui/resource/types';

/** Both short-link forms of a code on a short domain, each opening the link, with a copy button. */
export const SHORT_LINK_COLUMNS: readonly ColumnDef<CodeRow>[] = [
  {
    key: 'short_links',
    titleKey: 'short_links.forms',
    width: 300,
    render: (row) => (
      <LinkFormList
        items={codeLinks(row.domain, DomainType.short, row.file_name).map(({ form, url }) => ({
          form,
          content: (
            <>
              <a href={url} target="_blank" rel="noreferrer" title={url}>
                {url.replace(/^https:\/\//, '')}
              </a>
              <CopyButton text={url} />
            </>
          ),
        }))}
      />
    ),
  },
];
