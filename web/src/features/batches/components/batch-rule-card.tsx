import { Alert, Badge, Button, Group, NumberInput, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { Batch, BatchRule, BatchRuleName } from '@envios/contracts';
import { canSee, CARRIER_CODES, CARRIER_LABELS, formatMXN, type CarrierCode } from '@envios/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useWalletBalanceQuery } from '@/shared/api/wallet-api';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import { useSession } from '@/shared/lib/session';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { useApplyBatchRuleMutation, usePayBatchMutation } from '../api/batches-api';
import { BatchPayment } from './batch-payment';

const RULES: { value: BatchRuleName; label: string }[] = [
  { value: 'cheapest', label: 'La más barata' },
  { value: 'fastest', label: 'La más rápida' },
  { value: 'fixed', label: 'Una paquetería para todo el lote' },
  { value: 'cheapest_within', label: 'La más barata que llegue en N días' },
  { value: 'cheapest_on_time', label: 'La más barata con al menos N % a tiempo' },
];

const cents = (pesos: number | undefined) => Math.round((pesos ?? 0) * 100);

/**
 * A draft batch's carrier rule and payment: the rule quotes every row and chooses; the totals by
 * carrier show what it chose (amounts only to the roles that see them); the wallet pays the batch
 * once every row is ready, or a card in one PayPal order.
 */
export function BatchRuleCard({ batch }: { batch: Batch }) {
  const { userId, role } = useSession();
  const seesAmounts = canSee(role, 'amounts');
  const balance = useWalletBalanceQuery(userId && seesAmounts ? userId : skipToken);
  const [rule, setRule] = useState<BatchRuleName>(batch.rule?.rule ?? 'cheapest');
  const [carrier, setCarrier] = useState<CarrierCode | null>(batch.rule?.carrier ?? null);
  const [days, setDays] = useState<number | string>(batch.rule?.max_days ?? 3);
  const [minOnTime, setMinOnTime] = useState<number | string>(batch.rule?.min_on_time ?? 95);
  const [confirming, setConfirming] = useState(false);
  const [applyRule, { isLoading: applying }] = useApplyBatchRuleMutation();
  const [payBatch, { isLoading: paying }] = usePayBatchMutation();

  const apply = async () => {
    const body: BatchRule = { rule };
    if (rule === 'fixed') body.carrier = carrier ?? undefined;
    if (rule === 'cheapest_within') body.max_days = Number(days);
    if (rule === 'cheapest_on_time') body.min_on_time = Number(minOnTime);
    const result = await applyRule({ id: batch.id, rule: body });
    if ('error' in result) notifyFailure('No se pudo aplicar la regla', result.error);
  };
  const pay = async () => {
    const result = await payBatch({ id: batch.id, method: 'wallet' });
    setConfirming(false);
    if ('error' in result) notifyFailure('No se pudo pagar el lote', result.error);
    else notifySuccess('Lote pagado', 'Estamos generando las guías; sigue el avance aquí.');
  };

  const ready = batch.rows.length > 0 && batch.totals.ready === batch.rows.length;
  const total = batch.totals.total_amount;
  const covers = !seesAmounts || balance.data === undefined || balance.data.total_centavos >= cents(total);

  return (
    <Stack gap="sm" data-testid="batch-rule">
      <Title order={3} size="h5">
        Paquetería y pago
      </Title>
      <Group align="flex-end" gap="sm">
        <Select
          label="Cómo elegir la paquetería"
          data={RULES}
          value={rule}
          onChange={(v) => v && setRule(v as BatchRuleName)}
          allowDeselect={false}
          w={280}
        />
        {rule === 'fixed' && (
          <Select
            label="Paquetería"
            placeholder="Elige una"
            data={CARRIER_CODES.map((c) => ({ value: c, label: CARRIER_LABELS[c] }))}
            value={carrier}
            onChange={(v) => setCarrier(v as CarrierCode | null)}
            w={200}
          />
        )}
        {rule === 'cheapest_within' && (
          <NumberInput label="Días como máximo" min={1} max={15} value={days} onChange={setDays} w={150} />
        )}
        {rule === 'cheapest_on_time' && (
          <NumberInput
            label="% a tiempo como mínimo"
            min={0}
            max={100}
            suffix=" %"
            value={minOnTime}
            onChange={setMinOnTime}
            w={170}
          />
        )}
        <Button onClick={apply} loading={applying} variant={batch.rule ? 'light' : 'filled'}>
          {batch.rule ? 'Cotizar de nuevo' : 'Aplicar regla'}
        </Button>
      </Group>
      {batch.counts.with_errors > 0 && (
        <Text size="sm" c="dimmed">
          Las filas con errores no se cotizan: corrígelas o quítalas para pagar el lote.
        </Text>
      )}
      {batch.rule && (
        <>
          <Table withTableBorder maw={520} data-testid="batch-totals">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Paquetería</Table.Th>
                <Table.Th ta="right">Envíos</Table.Th>
                {seesAmounts && <Table.Th ta="right">Total</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {batch.totals.carriers.map((c) => (
                <Table.Tr key={c.carrier_code}>
                  <Table.Td>{c.carrier}</Table.Td>
                  <Table.Td ta="right">{c.rows}</Table.Td>
                  {seesAmounts && <Table.Td ta="right">{formatMXN(cents(c.total_amount))}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>Total</Table.Th>
                <Table.Th ta="right">{batch.totals.ready}</Table.Th>
                {seesAmounts && <Table.Th ta="right">{formatMXN(cents(total))}</Table.Th>}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
          {batch.totals.no_option > 0 && (
            <Badge color="orange" c="orange.9" variant="light" tt="none" style={{ minWidth: 'max-content' }}>
              {batch.totals.no_option === 1
                ? '1 fila sin paquetería con esta regla'
                : `${batch.totals.no_option} filas sin paquetería con esta regla`}
            </Badge>
          )}
          {seesAmounts && balance.data && !covers && (
            <Alert color="orange">
              Tu saldo ({formatMXN(balance.data.total_centavos)}) no cubre el lote. Recarga tu monedero o
              págalo con tarjeta.
            </Alert>
          )}
          <BatchPayment
            batch={batch}
            onWallet={covers ? () => setConfirming(true) : null}
            walletLabel="Pagar lote con monedero"
            disabled={!ready}
          />
        </>
      )}
      <ConfirmModal
        opened={confirming}
        title="Pagar lote"
        confirmLabel="Pagar"
        loading={paying}
        onConfirm={pay}
        onClose={() => setConfirming(false)}
      >
        {seesAmounts
          ? `Se cobrarán ${formatMXN(cents(total))} de tu monedero por ${batch.totals.ready} envíos.`
          : `Se pagarán ${batch.totals.ready} envíos con tu monedero.`}{' '}
        Las guías se generan en cuanto se confirme el pago.
      </ConfirmModal>
    </Stack>
  );
}
