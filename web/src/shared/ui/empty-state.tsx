import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, description, icon }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="empty-state">
      <Stack align="center" ta="center" gap="xs" py="lg">
        <ThemeIcon variant="light" size={56} radius="xl" aria-hidden>
          {icon ?? <IconInbox size={28} />}
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        {description && (
          <Text c="dimmed" size="sm" maw={420}>
            {description}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
