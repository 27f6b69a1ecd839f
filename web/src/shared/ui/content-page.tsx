import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ContentPageProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/** Layout of the public reading pages (about, services, FAQ, legal texts). */
export function ContentPage({ title, lead, children, size = 'md' }: ContentPageProps) {
  return (
    <Container size={size} py={{ base: 32, sm: 56 }} component="article">
      <Stack gap="xs" mb="xl">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {title}
        </Title>
        {lead && (
          <Text c="dimmed" fz="lg">
            {lead}
          </Text>
        )}
      </Stack>
      {children}
    </Container>
  );
}
