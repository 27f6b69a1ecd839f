import { Badge, Container, Group, Text } from '@mantine/core';
import { CARRIERS } from '../content/carriers';

export function CarriersStrip() {
  return (
    <Container size="lg" py="xl" component="section" aria-label="Paqueterías con las que trabajamos">
      <Text ta="center" c="dimmed" size="sm" mb="sm">
        Compara y envía con
      </Text>
      <Group justify="center" gap="sm">
        {CARRIERS.map((carrier) => (
          <Badge key={carrier} size="xl" variant="outline" color="gray" radius="sm" tt="none">
            {carrier}
          </Badge>
        ))}
      </Group>
    </Container>
  );
}
