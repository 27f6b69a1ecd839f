import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { PesosAmountSchema, StaffCreditSchema, type UserDto } from '@envios/contracts';
import { centavosToPesos, formatMXN } from '@envios/domain';
import { z } from 'zod';
import { fieldErrors } from '@/shared/api/api-error';
import { useCreditWalletMutation } from '@/shared/api/wallet-api';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import { useZodForm } from '@/shared/lib/use-zod-form';

/** 'Cantidad a abonar' is required and numeric (section 5); the API's own rules and messages follow. */
const CreditFormSchema = z.object({
  cantidadAbonar: z
    .string()
    .trim()
    .min(1, 'Indica la cantidad a abonar.')
    .transform(Number)
    .pipe(PesosAmountSchema),
  reason: z
    .string()
    .trim()
    .transform((text) => text || undefined)
    .pipe(StaffCreditSchema.shape.reason),
});

interface WalletCreditModalProps {
  user: UserDto | null;
  balanceCentavos: number | undefined;
  onClose: () => void;
}

/** 'Abonos': staff credit a user's wallet (POST /prepaid/createPrepaid). */
export function WalletCreditModal({ user, balanceCentavos, onClose }: WalletCreditModalProps) {
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title="Abonos"
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {user && (
        <WalletCreditForm key={user.id} user={user} balanceCentavos={balanceCentavos} onClose={onClose} />
      )}
    </Modal>
  );
}

function WalletCreditForm({ user, balanceCentavos, onClose }: WalletCreditModalProps & { user: UserDto }) {
  const form = useZodForm(CreditFormSchema, { cantidadAbonar: '', reason: '' });
  const [creditWallet, { isLoading }] = useCreditWalletMutation();
  const name = `${user.firstName} ${user.lastName}`;

  const submit = form.onSubmit(async ({ cantidadAbonar, reason }) => {
    const result = await creditWallet({
      userId: user.id,
      cantidadAbonar: centavosToPesos(cantidadAbonar),
      reason,
    });
    if ('error' in result) {
      form.setErrors(fieldErrors(result.error));
      notifyFailure('No se pudo abonar', result.error);
      return;
    }
    notifySuccess('Abono realizado', `Se abonaron ${formatMXN(cantidadAbonar)} al monedero de ${name}.`);
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Monedero de <strong>{name}</strong>
          {balanceCentavos !== undefined && <>: saldo actual {formatMXN(balanceCentavos)}</>}
        </Text>
        <TextInput
          label="Cantidad a abonar"
          placeholder="0.00"
          inputMode="decimal"
          autoComplete="off"
          required
          data-autofocus
          {...form.getInputProps('cantidadAbonar')}
        />
        <Textarea
          label="Motivo"
          placeholder="Abono administrativo"
          maxLength={200}
          autosize
          minRows={2}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={isLoading}>
            Abonar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
