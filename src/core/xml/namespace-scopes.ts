/**
 * In-scope namespace declarations (Namespaces in XML 1.0 §6): `xmlns="…"` and
 * `xmlns:prefix="…"` hold for the element that declares them and its descendants. Elements
 * are recognised by namespace URI, never by prefix.
 *
 * Each prefix keeps its own stack of URIs, so a lookup costs one map access whatever the
 * depth; an element without declarations costs nothing but a zero pushed on `counts`.
 */
export const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

export class NamespaceScopes {
  private readonly bindings = new Map<string, string[]>();
  /** Prefixes declared per open element, in order, flattened. */
  private readonly declared: string[] = [];
  /** How many prefixes each declaring open element declared, and at what depth. */
  private readonly counts: number[] = [];
  private readonly depths: number[] = [];
  /** Changes whenever a binding is added or removed (lets callers cache resolutions). */
  version = 0;

  constructor() {
    this.bindings.set('xml', [XML_NAMESPACE]);
  }

  /**
   * Opens the scope of the element at `depth` with the declarations among its attributes.
   * Elements that declare nothing (nearly all) cost nothing here or in {@link leave}.
   */
  enter(attributes: readonly string[] | null, depth: number): void {
    let count = 0;
    if (attributes !== null) {
      for (let i = 0; i < attributes.length; i += 2) {
        const name = attributes[i];
        if (!name.startsWith('xmlns')) continue;
        let prefix: string;
        if (name.length === 5) prefix = '';
        else if (name.charCodeAt(5) === 0x3a) prefix = name.slice(6);
        else continue;
        let stack = this.bindings.get(prefix);
        if (stack === undefined) this.bindings.set(prefix, (stack = []));
        stack.push(attributes[i + 1]);
        this.declared.push(prefix);
        count++;
      }
    }
    if (count > 0) {
      this.counts.push(count);
      this.depths.push(depth);
      this.version++;
    }
  }

  /** Closes the scope of the element at `depth`. */
  leave(depth: number): void {
    const last = this.depths.length - 1;
    if (last < 0 || this.depths[last] !== depth) return;
    this.depths.pop();
    let count = this.counts.pop() as number;
    this.version++;
    while (count-- > 0) {
      const prefix = this.declared.pop() as string;
      const stack = this.bindings.get(prefix);
      stack?.pop();
      // Forget prefixes no longer bound, so a million distinct declarations cost nothing.
      if (stack !== undefined && stack.length === 0) this.bindings.delete(prefix);
    }
  }

  /** The URI bound to `prefix` ('' for the default namespace), or undefined when unbound. */
  resolve(prefix: string): string | undefined {
    const stack = this.bindings.get(prefix);
    if (stack === undefined || stack.length === 0) return undefined;
    const uri = stack[stack.length - 1];
    // `xmlns=""` undeclares the default namespace.
    return uri === '' && prefix === '' ? undefined : uri;
  }
}
