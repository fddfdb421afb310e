/*
 * What happy-dom lacks for the console's stories: a 2D canvas for echarts (happy-dom answers
 * `getContext` with null, and zrender paints and clears through it) and quiet for the warnings
 * that only say the page has no layout. Imported before the stories.
 */

type Context = Record<string | symbol, unknown>;

/** Methods whose answer a caller reads; every other method draws, and drawing nothing is fine. */
const ANSWERS: Record<string, (...args: never[]) => unknown> = {
  measureText: (text: string) => ({
    width: String(text).length * 7,
    actualBoundingBoxAscent: 9,
    actualBoundingBoxDescent: 3,
  }),
  getImageData: () => ({ data: new Uint8ClampedArray(4), width: 1, height: 1 }),
  createImageData: () => ({ data: new Uint8ClampedArray(4), width: 1, height: 1 }),
  createLinearGradient: () => ({ addColorStop: () => undefined }),
  createRadialGradient: () => ({ addColorStop: () => undefined }),
  createPattern: () => ({ setTransform: () => undefined }),
  getLineDash: () => [],
  getTransform: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
  isPointInPath: () => false,
  isPointInStroke: () => false,
};

/** A context that keeps what is set on it (styles, fonts) and draws nothing. */
function blankContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const state: Context = { canvas };
  return new Proxy(state, {
    get(target, key) {
      if (key in target) return target[key];
      if (typeof key === 'string' && key in ANSWERS) return ANSWERS[key];
      return () => undefined;
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

const contexts = new WeakMap<HTMLCanvasElement, CanvasRenderingContext2D>();

Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
  configurable: true,
  value(this: HTMLCanvasElement, kind: string) {
    if (kind !== '2d') return null;
    let context = contexts.get(this);
    if (!context) {
      context = blankContext(this);
      contexts.set(this, context);
    }
    return context;
  },
});

/** Warnings that only say the page has no layout engine (every element measures 0 × 0 here). */
const LAYOUT_NOISE = [/\[ECharts\] Can't get DOM width or height/];

const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && LAYOUT_NOISE.some((pattern) => pattern.test(args[0] as string))) return;
  warn(...args);
};
