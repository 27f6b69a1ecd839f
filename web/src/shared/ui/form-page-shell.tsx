import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormPageShellProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Width of the card in px; long forms use a wider one. */
  width?: number;
}

/** A centred card with a title; the page's form goes in its body. */
export function FormPageShell({ title, description, children, width = 480 }: FormPageShellProps) {
  return (
    <Container size={width} py={{ base: 32, sm: 64 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xs" mb="md">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        <div data-testid="form-area">{children}</div>
      </Paper>
    </Container>
  );
}
