import { Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { OPTIONAL_EMAILS, type AccountSettings, type OptionalEmail } from '@envios/contracts';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import { useUpdateAccountSettingsMutation } from '../api/settings-api';

const EMAIL_TEXTS: Record<OptionalEmail, { label: string; description: string }> = {
  guideReady: {
    label: 'Guía lista',
    description: 'Cuando se genera la guía de un envío, con el enlace para descargarla.',
  },
  paymentReceipt: {
    label: 'Recibo de pago',
    description: 'Cada vez que se pagan envíos, con el monedero o con tarjeta.',
  },
  topUpReceipt: { label: 'Abonos al monedero', description: 'Cuando se abona saldo a tu monedero.' },
  refund: {
    label: 'Reembolsos',
    description: 'Cuando lo pagado por un envío vuelve a tu monedero.',
  },
  guideCancelled: { label: 'Guía cancelada', description: 'Cuando se cancela la guía de uno de tus envíos.' },
};

interface SettingsFormProps {
  settings: AccountSettings;
  /** The roles that pay shipments choose whether overweight charges are paid automatically. */
  withAutopay: boolean;
}

/** The switches of 'Configuración', saved together with 'Guardar cambios'. */
export function SettingsForm({ settings, withAutopay }: SettingsFormProps) {
  const [emails, setEmails] = useState(settings.emails);
  const [autopay, setAutopay] = useState(settings.overweightAutopay ?? false);
  const [update, { isLoading }] = useUpdateAccountSettingsMutation();
  const changed =
    OPTIONAL_EMAILS.some((kind) => emails[kind] !== settings.emails[kind]) ||
    (withAutopay && autopay !== (settings.overweightAutopay ?? false));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update({ emails, ...(withAutopay ? { overweightAutopay: autopay } : {}) }).unwrap();
      notifySuccess('Configuración guardada', 'Tus preferencias se guardaron.');
    } catch (error) {
      notifyFailure('No se pudo guardar la configuración', error);
    }
  };

  return (
    <form onSubmit={save} aria-label="Configuración">
      <Stack gap="lg" maw={720}>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="settings-emails">
          <Title order={2} size="h4" id="settings-emails">
            Correos electrónicos
          </Title>
          <Text c="dimmed" size="sm" mb="md">
            Elige qué avisos opcionales quieres recibir. Los correos de sobrepeso y de tu cuenta siempre se
            envían.
          </Text>
          <Stack gap="md">
            {OPTIONAL_EMAILS.map((kind) => (
              <Switch
                key={kind}
                checked={emails[kind]}
                onChange={(e) => setEmails({ ...emails, [kind]: e.currentTarget.checked })}
                label={EMAIL_TEXTS[kind].label}
                description={EMAIL_TEXTS[kind].description}
              />
            ))}
          </Stack>
        </Card>
        {withAutopay && (
          <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="settings-overweight">
            <Title order={2} size="h4" id="settings-overweight" mb="md">
              Sobrepesos
            </Title>
            <Switch
              checked={autopay}
              onChange={(e) => setAutopay(e.currentTarget.checked)}
              label="Pagar sobrepesos automáticamente"
              description="Cuando la paquetería registre un sobrepeso en uno de tus envíos, se paga con tu monedero en cuanto el saldo lo cubra."
            />
          </Card>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={18} />}
            loading={isLoading}
            disabled={!changed}
          >
            Guardar cambios
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
