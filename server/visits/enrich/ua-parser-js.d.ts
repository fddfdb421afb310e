// ua-parser-js 1.x ships without types; this covers the part the enrichment step uses.
declare module 'ua-parser-js' {
  type NameVersion = { name?: string; version?: string };

  export type UAParserResult = {
    ua: string;
    browser: NameVersion & { major?: string };
    engine: NameVersion;
    os: NameVersion;
    /** `type` is one of console, mobile, tablet, smarttv, wearable, xr, embedded; absent on desktops. */
    device: { vendor?: string; model?: string; type?: string };
    cpu: { architecture?: string };
  };

  export default class UAParser {
    constructor(ua?: string);
    setUA(ua: string): this;
    getResult(): UAParserResult;
  }
}
