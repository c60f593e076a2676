// A Vite plugin that makes each Mantine component bring its own stylesheet: the component's class-name
// module (`@mantine/core/esm/.../X.module.mjs`) gets an import of `@mantine/core/styles/X.css`. The CSS then
// travels with the chunk that uses the component: the entry carries the shell's styles only (about a fifth
// of `styles.css`), and each page's chunk brings the rest, loaded by Vite before the chunk runs, so nothing
// renders unstyled. A component's dependencies are imported before its class names, so their CSS comes
// first, the order Mantine asks for. The global files (baseline, variables, global) stay explicit imports
// of the entry (src/web/main.tsx).
import type { Plugin } from 'vite';

/** `.../@mantine/core/esm/components/Button/Button.module.mjs` → `Button`. */
export function mantineStyleName(id: string): string | null {
  const match = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/.exec(
    id.split('?')[0] ?? '',
  );
  return match?.[1] ?? null;
}

const globalStyles = /(['"])@mantine\/core\/styles\/global\.css\1/;

export function mantineComponentStyles(): Plugin {
  let serving = false;
  return {
    name: 'newsdeck-mantine-component-styles',
    // Sees the entry's source before it is compiled.
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      // The dev server pre-bundles @mantine/core (its modules are never transformed one by one), so there
      // the entry's import of the global styles stands for the whole stylesheet.
      if (serving)
        return globalStyles.test(code)
          ? { code: code.replace(globalStyles, `'@mantine/core/styles.css'`), map: null }
          : null;
      const name = mantineStyleName(id);
      if (name === null) return null;
      return { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null };
    },
  };
}
