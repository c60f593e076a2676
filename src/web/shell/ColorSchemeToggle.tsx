// Switches between light and dark; the choice is kept by Mantine's localStorage manager.
import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { MoonIcon, SunIcon } from '../components/icons';

export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  // Resolves `auto` to what the system shows, so the button always offers the other one.
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} mode`;
  return (
    // A native title, not Mantine's Tooltip: the header is in the entry chunk, Tooltip's positioning
    // library is not needed there.
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(next)}
    >
      {computed === 'dark' ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}
