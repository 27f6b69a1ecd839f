import { Button, Card, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { TaxInformationSchema, type InvoiceFrequency, type TaxInformationDto } from '@envios/contracts';
import { REGIMENES_FISCALES, rfcPersonType, usosFor, USOS_CFDI, type SatPersonType } from '@envios/domain';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { fieldErrors } from '@/shared/api/api-error';
import { notifyFailure, notifyIncomplete, notifySuccess } from '@/shared/lib/notify';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { useSaveTaxInformationMutation } from '../api/tax-information-api';

const FREQUENCIES: { value: InvoiceFrequency; label: string; description: string }[] = [
  { value: 'payment', label: 'Por pago', description: 'Una factura por cada pago o recarga.' },
  { value: 'weekly', label: 'Semanal', description: 'Una factura con los pagos de la semana.' },
  { value: 'fortnightly', label: 'Quincenal', description: 'Una factura con los pagos de la quincena.' },
  { value: 'monthly', label: 'Mensual', description: 'Una factura con los pagos del mes.' },
];

const PERSON_LABELS: Record<SatPersonType, string> = {
  fisica: 'Persona física',
  moral: 'Persona moral',
};

/** The régimen select: those of the RFC's person type once it is known, else every one. */
function regimenOptions(personType: SatPersonType | undefined) {
  return REGIMENES_FISCALES.filter((r) => !personType || r[personType]).map((r) => ({
    value: r.code,
    label: `${r.code} - ${r.description}`,
  }));
}

/** The usos SAT allows for the régimen and person type chosen, else every one. */
function usoOptions(regimen: string, personType: SatPersonType | undefined) {
  const usos = regimen && personType ? usosFor(regimen, personType) : USOS_CFDI;
  return usos.map((u) => ({ value: u.code, label: `${u.code} - ${u.description}` }));
}

interface TaxInformationFormProps {
  userId: string;
  saved: TaxInformationDto | null;
}

/** 'Datos de facturación': what SAT's Constancia de Situación Fiscal says, checked as the API checks it. */
export function TaxInformationForm({ userId, saved }: TaxInformationFormProps) {
  const form = useZodForm(TaxInformationSchema, {
    rfc: saved?.rfc ?? '',
    razon_social: saved?.razon_social ?? '',
    regimen_fiscal: saved?.regimen_fiscal ?? '',
    uso_cfdi: saved?.uso_cfdi ?? '',
    codigo_postal: saved?.codigo_postal ?? '',
    invoice_frequency: saved?.invoice_frequency ?? 'payment',
  });
  const [save, { isLoading }] = useSaveTaxInformationMutation();
  const { rfc, regimen_fiscal: regimen, uso_cfdi: uso } = form.values;
  const personType = rfcPersonType(rfc);
  const regimenes = useMemo(() => regimenOptions(personType), [personType]);
  const usos = useMemo(() => usoOptions(regimen, personType), [regimen, personType]);
  const { setFieldValue } = form;

  // A uso the new régimen does not allow is cleared, so the select never shows a value it lacks.
  useEffect(() => {
    if (uso && !usos.some((u) => u.value === uso)) setFieldValue('uso_cfdi', '');
  }, [uso, usos, setFieldValue]);

  const submit = form.onSubmit(async (body) => {
    const result = await save({ userId, body });
    if ('error' in result) {
      form.setErrors(fieldErrors(result.error));
      notifyFailure('No se pudieron guardar los datos de facturación', result.error);
      return;
    }
    notifySuccess(
      'Datos de facturación guardados',
      `Las facturas se emitirán a ${result.data.razon_social}.`,
    );
  }, notifyIncomplete);

  return (
    <form onSubmit={submit} noValidate aria-label="Datos de facturación">
      <Stack gap="lg" maw={760}>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="tax-receptor">
          <Title order={2} size="h4" id="tax-receptor">
            Datos fiscales
          </Title>
          <Text c="dimmed" size="sm" mb="md">
            Escríbelos como aparecen en tu Constancia de Situación Fiscal: el SAT rechaza la factura si el
            nombre, el régimen o el código postal no coinciden.
          </Text>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="RFC"
                required
                maxLength={13}
                autoComplete="off"
                description={
                  personType ? PERSON_LABELS[personType] : '13 caracteres persona física, 12 moral'
                }
                styles={{ input: { textTransform: 'uppercase' } }}
                {...form.getInputProps('rfc')}
              />
              <TextInput
                label="Código postal fiscal"
                required
                maxLength={5}
                inputMode="numeric"
                autoComplete="postal-code"
                description="El de tu domicilio fiscal"
                {...form.getInputProps('codigo_postal')}
              />
            </SimpleGrid>
            <TextInput
              label="Nombre o razón social"
              required
              maxLength={254}
              description='Sin el régimen societario: "EMPRESA EJEMPLO", no "EMPRESA EJEMPLO S.A. DE C.V."'
              styles={{ input: { textTransform: 'uppercase' } }}
              {...form.getInputProps('razon_social')}
            />
            <Select
              label="Régimen fiscal"
              required
              placeholder="Selecciona tu régimen"
              searchable
              data={regimenes}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('regimen_fiscal')}
            />
            <Select
              label="Uso del CFDI"
              required
              placeholder={regimen ? 'Selecciona el uso' : 'Primero elige tu régimen'}
              searchable
              data={usos}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('uso_cfdi')}
            />
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="tax-frequency">
          <Title order={2} size="h4" id="tax-frequency" mb="md">
            Frecuencia de facturación
          </Title>
          <Radio.Group
            aria-labelledby="tax-frequency"
            description="Cada cuánto emitimos tu factura por lo que pagas."
            {...form.getInputProps('invoice_frequency')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
              {FREQUENCIES.map((f) => (
                <Radio key={f.value} value={f.value} label={f.label} description={f.description} />
              ))}
            </SimpleGrid>
          </Radio.Group>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconDeviceFloppy size={18} />} loading={isLoading}>
            Guardar datos de facturación
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
