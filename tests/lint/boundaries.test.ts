/**
 * The layer boundaries hold because the linter refuses to cross them: each deliberate violation
 * below must be reported by its rule, and the allowed imports must pass.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const boundary = expect.stringMatching(/^import-x\/no-restricted-paths: /);

// The first lint loads the TypeScript resolver: seconds on a busy machine.
describe('the layer boundaries', { timeout: 60_000 }, () => {
  it('keep domain/ free of server/ and app/', async () => {
    expect(await problems('domain/trial.ts', "import { getCart } from '../server/services/carts/index.ts';\nexport const x = getCart;\n")).toEqual([boundary]);
    expect(await problems('domain/trial.ts', "import { callApi } from '../app/lib/api.ts';\nexport const x = callApi;\n")).toEqual([boundary]);
  });

  it('keep server/ free of app/', async () => {
    expect(await problems('server/services/trial.ts', "import { callApi } from '../../app/lib/api.ts';\nexport const x = callApi;\n")).toEqual([boundary]);
  });

  it('keep the API away from tables', async () => {
    expect(await problems('server/api/trial.ts', "import { orders } from '../db/schema/index.ts';\nexport const x = orders;\n")).toEqual([boundary]);
  });

  it('keep browser code in app/ away from server/, and *.server.ts modules to services', async () => {
    const service = "import { getCart } from '../../../server/services/carts/index.ts';\nexport const x = getCart;\n";
    expect(await problems('app/features/cart/trial.tsx', service)).toEqual([boundary]);
    expect(await problems('app/features/cart/trial.ts', service)).toEqual([boundary]);
    expect(await problems('app/features/cart/trial.server.ts', service)).toEqual([]);
    expect(await problems('app/features/cart/trial.server.ts', "import { connect } from '../../../server/db/client.ts';\nexport const x = connect;\n")).toEqual(
      [boundary],
    );
    // A *.server.tsx module (the server's render entry) is server code too, held to the same rule.
    expect(await problems('app/trial.server.tsx', "import { connect } from '../server/db/client.ts';\nexport const x = connect;\n")).toEqual([boundary]);
    expect(await problems('app/trial.server.tsx', "import { logFailure } from '../server/request-log.ts';\nexport const x = logFailure;\n")).toEqual([]);
    expect(await problems('app/trial.tsx', "import { logFailure } from '../server/request-log.ts';\nexport const x = logFailure;\n")).toEqual([boundary]);
  });

  it('keep app/components/ free of features, which may use it', async () => {
    const feature = (from: string) => `import { cart } from '${from}';\nexport const x = cart;\n`;
    expect(await problems('app/components/trial.tsx', feature('../features/cart/cart-store.ts'))).toEqual([boundary]);
    expect(await problems('app/components/ui/trial.tsx', feature('../../features/cart/cart-store.ts'))).toEqual([boundary]);
    expect(await problems('app/features/cart/trial.tsx', "import { HeartIcon } from '../../components/icons.tsx';\nexport const x = HeartIcon;\n")).toEqual([]);
  });

  it('let code outside a service module import its index.ts only', async () => {
    const internal = (from: string) => `import { placeOrder } from '${from}';\nexport const x = placeOrder;\n`;
    expect(await problems('server/api/trial.ts', internal('../services/orders/place.ts'))).toEqual([boundary]);
    expect(await problems('server/api/trial.ts', internal('../services/orders/index.ts'))).toEqual([]);
    expect(await problems('server/services/carts/trial.ts', internal('../orders/place.ts'))).toEqual([boundary]);
    expect(await problems('server/services/orders/trial.ts', internal('./place.ts'))).toEqual([]);
    expect(await problems('app/features/checkout/trial.server.ts', internal('../../../server/services/orders/place.ts'))).toEqual([boundary]);
    expect(await problems('tests/api/trial.test.ts', internal('../../server/services/orders/place.ts'))).toEqual([boundary]);
    expect(await problems('scripts/trial.ts', internal('../server/services/orders/place.ts'))).toEqual([boundary]);
  });

  it('refuse feature folders that import each other in a circle', async () => {
    // checkout already imports cart: cart importing checkout would close the circle.
    expect(await problems('app/features/cart/trial.ts', "import { useCheckout } from '../checkout/use-checkout.ts';\nexport const x = useCheckout;\n")).toEqual(
      [expect.stringMatching(/^local\/no-feature-cycles: Feature folders import each other in a circle: cart -> checkout -> cart/)],
    );
    expect(await problems('app/features/checkout/trial.ts', "import { cart } from '../cart/cart-store.ts';\nexport const x = cart;\n")).toEqual([]);
  });

  it('keep files under 400 lines and functions under 80, but for seed data and the drawn art', async () => {
    const longFunction = `export function long() {\n${'  console.log(1);\n'.repeat(81)}}\n`;
    const longFile = `${'export const a = 1;\n'.repeat(401)}`;
    expect(await problems('server/services/orders/trial.ts', longFunction)).toEqual([expect.stringMatching(/^max-lines-per-function: /)]);
    expect(await problems('app/features/cart/trial.tsx', longFile)).toEqual([expect.stringMatching(/^max-lines: /)]);
    expect(await problems('server/db/seed/trial.ts', longFunction + longFile)).toEqual([]);
    expect(await problems('server/catalog-art/trial.ts', longFunction + longFile)).toEqual([]);
  });

  it('keep sharp out of the start: imported at the top of a server module it is refused, as a type it is not', async () => {
    const trial = (code: string) => problems('server/services/catalogue/trial.ts', code);
    expect(await trial("import sharp from 'sharp';\nexport const x = sharp;\n")).toEqual([expect.stringMatching(/^no-restricted-imports: .*imageLibrary/)]);
    expect(await trial("import type { Metadata } from 'sharp';\nexport type X = Metadata;\n")).toEqual([]);
  });

  it('keep every money move in the payments module: orders/ asks no provider, writes no ledger, builds no key, names no method', async () => {
    const money = expect.stringMatching(/^(no-restricted-imports|no-restricted-syntax): .*Only the payments module/);
    const trial = (code: string) => problems('server/services/orders/trial.ts', code);
    expect(await trial("import { appendEntry } from '../payments/index.ts';\nexport const x = appendEntry;\n")).toEqual([money]);
    expect(await trial("import Stripe from 'stripe';\nexport const x = Stripe;\n")).toEqual([money]);
    expect(await trial('export const ask = (config: { paymentProviders: object }) => config.paymentProviders;\n')).toEqual([money]);
    expect(await trial('export const ask = (provider: { refund: (id: string) => void }) => provider.refund(`pi_1`);\n')).toEqual([money]);
    expect(await trial("export const manual = (method: string) => method === 'bank_transfer';\n")).toEqual([
      expect.stringMatching(/^no-restricted-syntax: A method is named by the payments module/),
    ]);
    expect(await trial('export const key = (id: number) => `order-${id}-refund`;\n')).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Idempotency keys come from one function/),
    ]);
    // The payments module itself does each of these.
    expect(await problems('server/services/payments/trial.ts', 'export const key = (id: number) => `order-${id}-refund`;\n')).toEqual([]);
  });
});
