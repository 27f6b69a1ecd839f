import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { DirectionErrors, DirectionValues } from '../lib/shipment-directions';

interface SideProps {
  title: string;
  values: DirectionValues;
  errors: DirectionErrors;
  onChange: (patch: Partial<DirectionValues>) => void;
  testId: string;
}

function DirectionCard({ title, values, errors, onChange, testId }: SideProps) {
  const field = (
    name: keyof DirectionValues,
    label: string,
    extra: { required?: boolean; readOnly?: boolean } = {},
  ) => (
    <TextInput
      label={label}
      value={values[name]}
      error={errors[name]}
      required={extra.required ?? true}
      readOnly={extra.readOnly}
      onChange={(event) => onChange({ [name]: event.currentTarget.value })}
    />
  );
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <Stack gap="xs">
        {field('full_name', 'Nombre completo')}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {field('email', 'Correo electrónico')}
          {field('phone', 'Teléfono')}
        </SimpleGrid>
        {field('address', 'Calle')}
        <SimpleGrid cols={2} spacing="xs">
          {field('number', 'Número exterior')}
          {field('intNumber', 'Número interior', { required: false })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {field('colony', 'Colonia')}
          {field('postal_code', 'Código postal', { readOnly: true })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {field('city', 'Ciudad')}
          {field('state', 'Estado', { required: false })}
        </SimpleGrid>
        {field('reference_of_origin', 'Referencias', { required: false })}
      </Stack>
    </Card>
  );
}

interface StepProps {
  origin: DirectionValues;
  destination: DirectionValues;
  description: string;
  errors: { origin: DirectionErrors; destination: DirectionErrors; description?: string };
  creating: boolean;
  failure: string | null;
  onChange: (side: 'origin' | 'destination', patch: Partial<DirectionValues>) => void;
  onDescription: (value: string) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 3: the full addresses of origin and destination and what is being sent (section 2). */
export function ShipmentDirectionsStep(props: StepProps) {
  return (
    <Stack>
      <Text c="dimmed" size="sm">
        Completa los datos de quien envía y de quien recibe. El código postal es el de tu cotización.
      </Text>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <DirectionCard
            title="Origen"
            testId="direction-origin"
            values={props.origin}
            errors={props.errors.origin}
            onChange={(patch) => props.onChange('origin', patch)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <DirectionCard
            title="Destino"
            testId="direction-destination"
            values={props.destination}
            errors={props.errors.destination}
            onChange={(patch) => props.onChange('destination', patch)}
          />
        </Grid.Col>
      </Grid>
      <Textarea
        label="¿Qué estás enviando?"
        required
        value={props.description}
        error={props.errors.description}
        onChange={(event) => props.onDescription(event.currentTarget.value)}
      />
      {props.failure && (
        <Alert color="red" title="No se crearon los envíos">
          {props.failure}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={props.onBack}>
          Anterior
        </Button>
        <Button onClick={props.onNext} loading={props.creating}>
          Siguiente
        </Button>
      </Group>
    </Stack>
  );
}
