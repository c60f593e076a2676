// The one Mantine theme of the SPA: colours, type, radius and component defaults.
import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    Card: { defaultProps: { withBorder: true, padding: 'md' } },
    Paper: { defaultProps: { withBorder: true } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 150 } },
    Drawer: { defaultProps: { position: 'right', size: 'xl' } },
  },
});
