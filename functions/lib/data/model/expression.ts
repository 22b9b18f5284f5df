/** Expression attribute names and values, numbered as they are added, and the `when` conditions of a write. */
export class Expression {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};
  private n = 0;

  name(attr: string): string {
    const id = `#n${this.n++}`;
    this.names[id] = attr;
    return id;
  }

  value(v: unknown): string {
    const id = `:v${this.n++}`;
    this.values[id] = v;
    return id;
  }

  conditions(when: Record<string, unknown> | undefined): string[] {
    return Object.entries(when ?? {}).map(([attr, cond]) => {
      const name = this.name(attr);
      if (cond && typeof cond === 'object' && !Array.isArray(cond)) {
        if ('ne' in cond) return `(attribute_not_exists(${name}) OR ${name} <> ${this.value((cond as { ne: unknown }).ne)})`;
        if ('exists' in cond)
          return (cond as { exists: boolean }).exists ? `attribute_exists(${name})` : `attribute_not_exists(${name})`;
      }
      return `${name} = ${this.value(cond)}`;
    });
  }

  get attributes() {
    return {
      ExpressionAttributeNames: Object.keys(this.names).length ? this.names : undefined,
      ExpressionAttributeValues: Object.keys(this.values).length ? this.values : undefined,
    };
  }
}
