import { FormPageShell } from '@/shared/ui/form-page-shell';

export function PaymentDetailsPage() {
  return (
    <FormPageShell
      title="Detalles de pago"
      description="Revisa los datos de tu envío y elige cómo pagarlo."
    />
  );
}
