import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';

const steps = [
  {
    title: 'Cotiza',
    text: 'Indica los códigos postales de origen y destino, el peso y las medidas. Te mostramos las opciones de cada paquetería con su precio y tiempo estimado.',
  },
  {
    title: 'Paga',
    text: 'Elige el servicio que prefieras y paga con tarjeta de crédito o débito a través de PayPal, o con el saldo de tu monedero.',
  },
  {
    title: 'Envía',
    text: 'Descarga tu guía en PDF, pégala en tu paquete y entrégalo a la paquetería o espera la recolección. Después, rastréalo desde aquí.',
  },
];

export function HowItWorks() {
  return (
    <Box component="section" bg="gray.0" py={{ base: 48, sm: 72 }} aria-labelledby="how-title">
      <Container size="lg">
        <Title order={2} id="how-title" ta="center" mb="xl">
          Así de fácil funciona
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {steps.map((step, index) => (
            <Stack key={step.title} gap="xs" align="flex-start">
              <ThemeIcon size={40} radius="xl" color="orange" aria-hidden>
                <Text fw={700}>{index + 1}</Text>
              </ThemeIcon>
              <Title order={3} fz="lg">
                {step.title}
              </Title>
              <Text c="dimmed" size="sm">
                {step.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
