import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

interface ScrollRegionProps {
  /** Names the region for screen readers ('Envíos del reporte'). */
  label: string;
  /** Content narrower screens scroll sideways to see (px). */
  minWidth: number;
  /** Scrolls vertically too past this height (px). */
  maxHeight?: number;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A table that may be wider (or taller) than the screen: a named region that takes the keyboard
 * focus, so it can be scrolled without a mouse even when nothing inside is focusable (WCAG 2.1.1).
 */
export function ScrollRegion({ label, minWidth, maxHeight, children, ...rest }: ScrollRegionProps) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} mah={maxHeight} style={{ overflow: 'auto' }} {...rest}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
