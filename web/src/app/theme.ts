import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

// A deep "logistics" blue as primary; orange is kept for calls to action.
const brand: MantineColorsTuple = [
  '#eff6ff',
  '#dbeafe',
  '#bfdbfe',
  '#93c5fd',
  '#60a5fa',
  '#3b82f6',
  '#2563eb',
  '#1d4ed8',
  '#1e40af',
  '#1e3a8a',
];

/** Mantine's palette with its darker half (shades 6 to 9) replaced. */
const withDarkShades = (name: string, dark: [string, string, string, string]): MantineColorsTuple =>
  [...DEFAULT_THEME.colors[name].slice(0, 6), ...dark] as unknown as MantineColorsTuple;

// Filled buttons and badges draw white text on shade 7 (primaryShade), hovered shade 8; light
// badges draw shade 7 on a 10 % tint of it. Mantine's shade 7 of these colours fails WCAG AA's
// 4.5:1 (white on its orange #f76707 is 3.04:1, teal 3.1, green 2.8, yellow 2.1), so each gets a
// darker half: white on shade 7 is 5.5:1 or more, shade 7 on its tint 4.5:1 or more even over gray.0.
const orange = withDarkShades('orange', ['#c2410c', '#b13a0a', '#9a3412', '#7c2d12']);
const teal = withDarkShades('teal', ['#0b8a63', '#08775a', '#066048', '#054d3a']);
const green = withDarkShades('green', ['#2f7d3a', '#237032', '#1b5a27', '#14461e']);
const yellow = withDarkShades('yellow', ['#a65f00', '#8f5500', '#734400', '#5c3600']);
const red = withDarkShades('red', ['#c92a2a', '#b42323', '#961d1d', '#7a1717']);
// The shipment statuses' tones (libs/domain shipmentStatus): the same rule for their light badges.
const blue = withDarkShades('blue', ['#1971c2', '#1864ab', '#14558f', '#104574']);
const cyan = withDarkShades('cyan', ['#0b7285', '#0a6170', '#08525f', '#06434d']);
const violet = withDarkShades('violet', ['#6741d9', '#5f3dc4', '#5235ab', '#452c91']);

// Shade 6 is 'dimmed' (hints, subtitles, descriptions): Mantine's #868e96 is 3.32:1 on white;
// this one is 5.2:1 on white and 4.9:1 on the dashboard's gray.0 background.
const gray: MantineColorsTuple = [
  ...(DEFAULT_THEME.colors.gray.slice(0, 6) as [string, string, string, string, string, string]),
  '#666e76',
  ...(DEFAULT_THEME.colors.gray.slice(7) as [string, string, string]),
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, orange, teal, green, yellow, red, gray, blue, cyan, violet },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // A visitor who asks the system for less motion gets modals, drawers and menus without their
  // transitions (WCAG 2.3.3); the browser tests ask for it too, so a click never lands mid-animation.
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    // Loaders are named ('Cargando…'); a name needs a role on Mantine's <span>.
    Loader: { defaultProps: { role: 'status' } },
    // The toasts' close button is an icon: it needs a name (axe button-name).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } },
    // So is every modal's, and every alert's that can be closed.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } },
    Alert: { defaultProps: { closeButtonLabel: 'Cerrar' } },
  },
});
