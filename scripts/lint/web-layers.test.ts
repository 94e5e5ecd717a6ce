import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint configuration, as `npm run lint` runs it, on small files that exist
// only in memory: if the layer rule stops being applied, these fail.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages.filter((m) => m.ruleId === 'web/layers').map((m) => m.message);
}

// Loading the configuration (typescript-eslint and all) takes seconds on a busy machine.
describe('web layers lint rule', { timeout: 60_000 }, () => {
  it.each([
    {
      what: 'a feature importing another feature, naming the shared homes instead',
      file: 'web/src/features/rider/pages/example.tsx',
      code: "import { AdminLayout } from '../../admin/components/admin-layout';\nexport const x = AdminLayout;\n",
      error:
        'features/rider must not import features/admin: move what both use into components/ (UI) or lib/ (the rest), or into the one feature that uses it.',
    },
    {
      what: 'a relative path out of web/src',
      file: 'web/src/features/booking/example.test.ts',
      code: "import { bundledGazetteer } from '../../../../functions/src/services/places/bundled-gazetteer';\nexport const g = bundledGazetteer;\n",
      error:
        'web/src imports no files from outside it by path: code the server shares comes from @dropwise/domain/.',
    },
    {
      what: 'a feature importing another feature by the @/ alias',
      file: 'web/src/features/rider/pages/example.tsx',
      code: "import { AdminLayout } from '@/features/admin/components/admin-layout';\nexport const x = AdminLayout;\n",
      error:
        'features/rider must not import features/admin: move what both use into components/ (UI) or lib/ (the rest), or into the one feature that uses it.',
    },
  ])('stops $what', async ({ file, code, error }) => {
    expect(await layerErrors(file, code)).toEqual([error]);
  });

  it('stops a feature importing app/, also through import() and re-exports', async () => {
    const errors = await layerErrors(
      'web/src/features/history/example.ts',
      "export { ScreenFrame } from '../../app/screen-frame';\nexport const load = () => import('../../app/routes');\n",
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^features\/history never imports app\//);
  });

  it('stops components/ and lib/ importing features/ or app/', async () => {
    const fromComponents = await layerErrors(
      'web/src/components/example.tsx',
      "import '../features/booking/components/booking.css';\n",
    );
    expect(fromComponents).toEqual([
      'components/ is shared by every feature and imports nothing from features/booking: move what it needs into components/ (UI) or lib/ (the rest).',
    ]);
    const fromLib = await layerErrors(
      'web/src/lib/session/example.ts',
      "import { routes } from '../../app/routes';\nexport const r = routes;\n",
    );
    expect(fromLib).toHaveLength(1);
    expect(fromLib[0]).toMatch(/^lib\/ is shared by every feature and imports nothing from app\//);
  });

  it('lets each layer import what it may', async () => {
    const errors = await Promise.all([
      layerErrors(
        'web/src/features/rider/pages/example.tsx',
        "import { OrdersTable } from '@/components/orders/orders-table';\nimport { useLiveOrders } from '@/lib/orders/use-live-orders';\nimport { RiderLayout } from '../components/rider-layout';\nimport { placeLabel } from '@dropwise/domain/places';\nexport const all = [OrdersTable, useLiveOrders, RiderLayout, placeLabel];\n",
      ),
      layerErrors(
        'web/src/app/example.tsx',
        "import { AdminLayout } from '../features/admin/components/admin-layout';\nexport const x = AdminLayout;\n",
      ),
      layerErrors(
        'web/src/components/orders/example.tsx',
        "import { Loading } from '../loading';\nimport { transitionOrder } from '../../lib/orders/transition-order';\nexport const x = [Loading, transitionOrder];\n",
      ),
    ]);
    expect(errors).toEqual([[], [], []]);
  });
});
