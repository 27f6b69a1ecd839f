import { List, Text, Title } from '@mantine/core';
import { site } from '@/config/site';
import { ContentPage } from '@/shared/ui/content-page';
import { TERMS_CLAUSES } from '../content/terms-clauses';

export function TermsPage() {
  return (
    <ContentPage
      title="Términos de servicio"
      lead={`Condiciones de uso de ${site.name}. Léelas con atención antes de cotizar o comprar una guía.`}
    >
      <List
        type="ordered"
        spacing="lg"
        data-testid="terms-clauses"
        styles={{ itemWrapper: { display: 'block' } }}
      >
        {TERMS_CLAUSES.map((clause) => (
          <List.Item key={clause.title}>
            <Title order={2} fz="lg" mb={4} component="span" display="inline">
              {clause.title}
            </Title>
            <Text mt={4}>{clause.text}</Text>
          </List.Item>
        ))}
      </List>
    </ContentPage>
  );
}
