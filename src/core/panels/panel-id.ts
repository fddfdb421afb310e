/**
 * Filled in by the panel registry through declaration merging, so the base layer can name panels
 * without importing them (the registry sits above every panel; this file sits below all of them).
 */
// biome-ignore lint/suspicious/noEmptyInterface: merged with the registry's declaration
export interface PanelRegistry {}

/** The id of a built panel: `openPanel('grup')` does not compile. */
export type PanelId = PanelRegistry extends { ids: infer Id extends string } ? Id : string;
