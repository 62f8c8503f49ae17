/**
 * The few platform APIs core may use. They exist in every runtime core runs in (browsers,
 * Web Workers, Node ≥ 20), but lib "ES2022" does not declare them, and core must not pull
 * in the DOM or Node typings. Declared here with only the members core uses.
 */
interface TextDecoderOptions {
  fatal?: boolean;
  ignoreBOM?: boolean;
}
interface TextDecodeOptions {
  stream?: boolean;
}
declare class TextDecoder {
  constructor(label?: string, options?: TextDecoderOptions);
  readonly encoding: string;
  decode(input?: ArrayBufferView | ArrayBuffer, options?: TextDecodeOptions): string;
}
declare class TextEncoder {
  encode(input?: string): Uint8Array;
  encodeInto(source: string, destination: Uint8Array): { read: number; written: number };
}
/**
 * WHATWG URL, for the site reader (src/core/site): resolving redirects, comparing origins and
 * hosts; and for the page check, sampling by section.
 */
declare class URL {
  constructor(url: string, base?: string);
  static canParse(url: string, base?: string): boolean;
  readonly href: string;
  readonly pathname: string;
  readonly origin: string;
  readonly protocol: string;
  readonly hostname: string;
  hash: string;
}
