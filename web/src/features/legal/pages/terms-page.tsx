import { site } from '@/config/site';
import { ContentPage, siteStyles as s } from '@/shared/ui/site/site-ui';
import { TERMS_CLAUSES } from '../content/terms-clauses';

export function TermsPage() {
  return (
    <ContentPage
      title="Términos de servicio"
      lead={`Condiciones de uso de ${site.name}. Léelas con atención antes de cotizar o comprar una guía.`}
    >
      <ol className={`${s.prose} ${s.clauses}`} data-testid="terms-clauses">
        {TERMS_CLAUSES.map((clause) => (
          <li key={clause.title}>
            <h2>{clause.title}</h2>
            <p>{clause.text}</p>
          </li>
        ))}
      </ol>
    </ContentPage>
  );
}
