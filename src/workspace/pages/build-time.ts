/** Replaced by vite's `define` with the moment of the build; absent under tests and Storybook. */
declare const __BUILD_TIME__: string | undefined;

/** When this console was built (ISO), shown on the register page; empty when unknown. */
export const BUILD_TIME: string = typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : '';
