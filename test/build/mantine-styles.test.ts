// The build's per-component Mantine styles (scripts/vite/mantine-styles.ts): every class-name module maps to
// a stylesheet Mantine ships, so no component can lose its styles after a Mantine upgrade.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { mantineComponentStyles, mantineStyleName } from '../../scripts/vite/mantine-styles';

const mantineRoot = path.resolve('node_modules/@mantine/core');

function classNameModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return classNameModules(full);
    return entry.name.endsWith('.module.mjs') ? [full] : [];
  });
}

type Hook = (this: Rollup.TransformPluginContext, code: string, id: string) => { code: string } | null;

function pluginFor(command: 'build' | 'serve'): Hook {
  const plugin = mantineComponentStyles();
  (plugin.configResolved as (config: { command: string }) => void)({ command });
  return plugin.transform as Hook;
}

describe('mantine component styles', () => {
  it('names the stylesheet of a class-name module, and nothing else', () => {
    expect(mantineStyleName('/x/node_modules/@mantine/core/esm/components/Button/Button.module.mjs')).toBe(
      'Button',
    );
    expect(mantineStyleName('/x/node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBeNull();
    expect(mantineStyleName('/x/node_modules/@mantine/charts/esm/BarChart/BarChart.module.mjs')).toBeNull();
    expect(mantineStyleName('/x/src/web/Button.module.mjs')).toBeNull();
  });

  it('finds a stylesheet for every class-name module of @mantine/core', () => {
    const modules = classNameModules(path.join(mantineRoot, 'esm'));
    expect(modules.length).toBeGreaterThan(50);
    const missing = modules.filter((file) => {
      const name = mantineStyleName(file);
      return name === null || !fs.existsSync(path.join(mantineRoot, 'styles', `${name}.css`));
    });
    expect(missing).toEqual([]);
  });

  it('adds the stylesheet import in a build and the whole stylesheet on the dev server', () => {
    const id = '/x/node_modules/@mantine/core/esm/components/NavLink/NavLink.module.mjs';
    const build = pluginFor('build');
    expect(build.call({} as Rollup.TransformPluginContext, 'export default {};', id)?.code).toBe(
      "import '@mantine/core/styles/NavLink.css';\nexport default {};",
    );
    expect(build.call({} as Rollup.TransformPluginContext, 'export {};', '/x/src/web/main.tsx')).toBeNull();

    const serve = pluginFor('serve');
    expect(serve.call({} as Rollup.TransformPluginContext, 'export default {};', id)).toBeNull();
    expect(
      serve.call(
        {} as Rollup.TransformPluginContext,
        "import '@mantine/core/styles/global.css';",
        '/x/main.tsx',
      )?.code,
    ).toBe("import '@mantine/core/styles.css';");
  });
});
