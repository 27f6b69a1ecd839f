import { useNavigate } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { useSession } from '@/shared/lib/session';
import { FormPageShell } from '@/shared/ui/site/site-ui';
import { ContactForm } from '../components/contact-form';

/** Back and success go to the panel for a signed-in user, to the public site otherwise (section 2). */
export function ContactPage() {
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  return (
    <FormPageShell
      title="Contáctanos"
      description="Cuéntanos sobre tus envíos y un asesor se pondrá en contacto contigo."
      width={720}
    >
      <ContactForm
        backTo={loggedIn ? Paths.dashboard : Paths.home}
        onSent={() => navigate(loggedIn ? Paths.shipments : Paths.thanks)}
      />
    </FormPageShell>
  );
}
