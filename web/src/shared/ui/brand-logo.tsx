import { Group, Text, ThemeIcon, type MantineBreakpoint } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { site } from '@/config/site';

interface BrandLogoProps {
  compact?: boolean;
  /** Hide the name on narrow screens, keeping only the icon. */
  nameVisibleFrom?: MantineBreakpoint;
}

export function BrandLogo({ compact = false, nameVisibleFrom }: BrandLogoProps) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={compact ? 30 : 34} radius="md" aria-hidden>
        <IconPackage size={compact ? 18 : 20} />
      </ThemeIcon>
      <Text
        fw={800}
        fz={compact ? 'md' : 'lg'}
        c="brand.9"
        style={{ whiteSpace: 'nowrap' }}
        visibleFrom={nameVisibleFrom}
      >
        {site.name}
      </Text>
    </Group>
  );
}
