import { FormPageShell } from '@/shared/ui/form-page-shell';

export function ContactPage() {
  return (
    <FormPageShell
      title="Contáctanos"
      description="Cuéntanos sobre tus envíos y un asesor se pondrá en contacto contigo."
    />
  );
}
