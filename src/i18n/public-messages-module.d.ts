/** The public part of a catalogue, made at build time (scripts/vite-public-messages.ts). */
declare module 'virtual:public-messages/*' {
  const catalogue: Record<string, string>;
  export default catalogue;
}
