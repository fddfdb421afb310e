import { DomainType, type EnumValue } from '../../../contract/enums';

export type DomainTypeValue = EnumValue<typeof DomainType>;

/** The two ways a code is reached on a domain (SPEC §4 short links, forms 2 and 1). */
export type CodeLinkForm = 'path' | 'query';

/** A link form with everything before the code's suffix, for showing the form without a code. */
export type CodeLinkTemplate = { form: CodeLinkForm; prefix: string };

/**
 * How codes are reached on a domain: `https://<host>/<suffix>` on entry and short domains, and on
 * short domains also `https://<host>/?k=<suffix>`. Landing page domains carry no codes.
 */
export function codeLinkTemplates(host: string, type: DomainTypeValue): CodeLinkTemplate[] {
  if (host === '' || type === DomainType.landing_page) return [];
  const path: CodeLinkTemplate = { form: 'path', prefix: `https://${host}/` };
  return type === DomainType.short ? [path, { form: 'query', prefix: `https://${host}/?k=` }] : [path];
}

/** The links of one code on a domain, in the forms of `codeLinkTemplates`, the suffix escaped as the server does. */
export function codeLinks(
  host: string,
  type: DomainTypeValue,
  suffix: string,
): { form: CodeLinkForm; url: string }[] {
  return codeLinkTemplates(host, type).map(({ form, prefix }) => ({
    form,
    url: `${prefix}${encodeURIComponent(suffix)}`,
  }));
}
