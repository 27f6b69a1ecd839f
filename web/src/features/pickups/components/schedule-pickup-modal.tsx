import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { PickupCandidates, TypedPickupAddress } from '@envios/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useListAddressesQuery } from '@/shared/api/addresses-api';
import { notifySuccess } from '@/shared/lib/notify';
import { useSession } from '@/shared/lib/session';
import { usePickupCandidatesQuery, useSchedulePickupMutation } from '../api/pickups-api';
import { rulesLines } from '../lib/pickup-rules-text';

type Carrier = PickupCandidates['carriers'][number];
const ORIGIN = 'origin';
const TYPED = 'typed';

const EMPTY_ADDRESS: TypedPickupAddress = {
  name: '',
  phone: '',
  street: '',
  number: '',
  colony: '',
  city: '',
  postal_code: '',
};

/**
 * 'Programar recolección': a carrier (with its days, cut-off and window shown), some of its
 * labelled guides not yet in a pickup, where the courier comes (the guides' origin, a saved
 * address or one typed), the day and the window. The server checks every rule again.
 */
export function SchedulePickupModal({
  opened,
  onClose,
  preselected = [],
}: {
  opened: boolean;
  onClose: () => void;
  /** Guide numbers to start with (the shortcut from Mis Envíos). */
  preselected?: string[];
}) {
  const candidates = usePickupCandidatesQuery(opened ? undefined : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Programar recolección"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {candidates.error ? (
        <Alert color="red">{errorMessage(candidates.error)}</Alert>
      ) : !candidates.data ? (
        <Group justify="center" py="lg">
          <Loader aria-label="Cargando guías" />
        </Group>
      ) : (
        <ScheduleForm carriers={candidates.data.carriers} preselected={preselected} onDone={onClose} />
      )}
    </Modal>
  );
}

function ScheduleForm({
  carriers,
  preselected,
  onDone,
}: {
  carriers: Carrier[];
  preselected: string[];
  onDone: () => void;
}) {
  const withGuides = carriers.filter((c) => c.guides.length > 0);
  const initial =
    withGuides.find((c) => c.guides.some((g) => preselected.includes(g.guide))) ??
    withGuides[0] ??
    carriers[0];
  const [carrierCode, setCarrierCode] = useState(initial.carrier);
  const carrier = carriers.find((c) => c.carrier === carrierCode) ?? initial;
  const [selected, setSelected] = useState<string[]>(() =>
    initial.guides.filter((g) => preselected.includes(g.guide)).map((g) => g.guide),
  );
  const [date, setDate] = useState(carrier.next_date);
  const [ready, setReady] = useState('10:00');
  const [close, setClose] = useState('14:00');
  const [addressChoice, setAddressChoice] = useState<string>(ORIGIN);
  const [typed, setTyped] = useState<TypedPickupAddress>(EMPTY_ADDRESS);
  const [key] = useState(() => crypto.randomUUID());
  const [schedule, { isLoading, error }] = useSchedulePickupMutation();
  const { userId } = useSession();
  const saved = useListAddressesQuery(userId ?? skipToken);

  const firstGuide = carrier.guides.find((g) => selected.includes(g.guide)) ?? carrier.guides[0];
  const addressOptions = useMemo(
    () => [
      ...(firstGuide
        ? [
            {
              value: ORIGIN,
              label: `Origen de las guías: ${firstGuide.origin.street} ${firstGuide.origin.number}, C.P. ${firstGuide.origin.postal_code}`,
            },
          ]
        : []),
      ...(saved.data ?? []).map((a) => ({
        value: a._id,
        label: `${a.name}: ${a.street} ${a.number}, C.P. ${a.postal_code}`,
      })),
      { value: TYPED, label: 'Escribir otra dirección' },
    ],
    [firstGuide, saved.data],
  );

  const changeCarrier = (code: string | null) => {
    const next = carriers.find((c) => c.carrier === code);
    if (!next) return;
    setCarrierCode(next.carrier);
    setSelected([]);
    setDate(next.next_date);
  };
  const toggle = (guide: string, on: boolean) =>
    setSelected((s) => (on ? [...s, guide] : s.filter((g) => g !== guide)));

  const address = () => {
    if (addressChoice === TYPED) return typed;
    if (addressChoice === ORIGIN && firstGuide) return firstGuide.origin;
    return { saved_id: addressChoice };
  };

  const submit = async () => {
    try {
      const pickup = await schedule({
        key,
        body: {
          carrier: carrier.carrier,
          guides: selected,
          date,
          window: { ready, close },
          address: address(),
        },
      }).unwrap();
      notifySuccess(
        'Recolección programada',
        `${pickup.carrier_name} pasará el ${pickup.date.split('-').reverse().join('/')} entre las ${pickup.window.ready} y las ${pickup.window.close} h. Confirmación ${pickup.confirmation_number}.`,
      );
      onDone();
    } catch {
      // Shown below the form.
    }
  };

  return (
    <Stack gap="md">
      <Select
        label="Paquetería"
        data={carriers.map((c) => ({
          value: c.carrier,
          label: `${c.carrier_name} (${c.guides.length} ${c.guides.length === 1 ? 'guía' : 'guías'})`,
        }))}
        value={carrier.carrier}
        onChange={changeCarrier}
        allowDeselect={false}
      />
      <Alert
        variant="light"
        color="blue"
        icon={<IconInfoCircle />}
        title={`Reglas de ${carrier.carrier_name}`}
      >
        <List size="sm" spacing={2}>
          {rulesLines(carrier.carrier_name, carrier.rules).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Alert>
      <div>
        <Group justify="space-between" mb={4}>
          <Text fw={500} size="sm">
            Guías a recolectar
          </Text>
          {carrier.guides.length > 1 && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() =>
                setSelected(
                  selected.length === carrier.guides.length ? [] : carrier.guides.map((g) => g.guide),
                )
              }
            >
              {selected.length === carrier.guides.length ? 'Quitar todas' : 'Elegir todas'}
            </Button>
          )}
        </Group>
        {carrier.guides.length === 0 ? (
          <Text size="sm" c="dimmed">
            No tienes guías generadas de {carrier.carrier_name} pendientes de recolección.
          </Text>
        ) : (
          <Paper withBorder p="xs">
            <ScrollArea.Autosize mah={200}>
              <Stack gap={6}>
                {carrier.guides.map((g) => (
                  <Checkbox
                    key={g.guide}
                    checked={selected.includes(g.guide)}
                    onChange={(e) => toggle(g.guide, e.currentTarget.checked)}
                    label={`${g.guide} · ${g.recipient} · ${g.destination} · ${g.pieces} pza · ${g.weight_kg.toFixed(2)} kg`}
                    data-testid="pickup-guide-option"
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Paper>
        )}
      </div>
      <Select
        label="Dirección de recolección"
        data={addressOptions}
        value={addressOptions.some((o) => o.value === addressChoice) ? addressChoice : TYPED}
        onChange={(v) => v && setAddressChoice(v)}
        allowDeselect={false}
      />
      {addressChoice === TYPED && <TypedAddressFields value={typed} onChange={setTyped} />}
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput label="Fecha" type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
        <TextInput
          label="Lista desde"
          type="time"
          value={ready}
          onChange={(e) => setReady(e.currentTarget.value)}
        />
        <TextInput
          label="Hasta"
          type="time"
          value={close}
          onChange={(e) => setClose(e.currentTarget.value)}
        />
      </SimpleGrid>
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancelar
        </Button>
        <Button onClick={() => void submit()} loading={isLoading} disabled={selected.length === 0}>
          Programar recolección
        </Button>
      </Group>
    </Stack>
  );
}

function TypedAddressFields({
  value,
  onChange,
}: {
  value: TypedPickupAddress;
  onChange: (a: TypedPickupAddress) => void;
}) {
  const field = (key: keyof TypedPickupAddress, label: string) => (
    <TextInput
      label={label}
      value={String(value[key] ?? '')}
      onChange={(e) => onChange({ ...value, [key]: e.currentTarget.value })}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      {field('name', 'Quién entrega')}
      {field('phone', 'Teléfono')}
      {field('street', 'Calle')}
      {field('number', 'Número exterior')}
      {field('colony', 'Colonia')}
      {field('city', 'Ciudad')}
      {field('postal_code', 'Código postal')}
    </SimpleGrid>
  );
}
