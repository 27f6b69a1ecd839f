import { V2_EXAMPLES } from './v2.examples';

describe("the public API document's examples", () => {
  it.each(Object.entries(V2_EXAMPLES))('%s is what its schema takes', (_, { schema, value }) => {
    expect(schema.safeParse(value).error?.issues).toBeUndefined();
  });
});
