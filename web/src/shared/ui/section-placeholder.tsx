import { PageHeader } from './page-header';
import { EmptyState } from './empty-state';

/** A dashboard screen whose content is not loaded yet: its title and a neutral empty state. */
export function SectionPlaceholder({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <EmptyState
        title="Sin información para mostrar"
        description="Cuando haya datos disponibles para esta sección, los verás aquí."
      />
    </>
  );
}
